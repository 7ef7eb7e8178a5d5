import Foundation
import HitScopeCore
import Yams

/// Writes a `Scene` as a scene file (YAML) that `SceneReader` reads back to the same scene. Only values that
/// differ from UIKit's defaults for the class are written.
public enum SceneWriter {
    public static func yaml(_ scene: Scene) -> String {
        LargeStack.run {
            do {
                // Strings with scalars that act on a terminal are double-quoted (see `text`), so escaping is valid.
                return UnsafeScalarEscapes.escaped(try Yams.serialize(node: node(for: scene), indent: 2, width: -1, allowUnicode: true))
            } catch {
                // The node tree is built here from plain strings and numbers; libyaml only fails on memory.
                preconditionFailure("cannot write YAML: \(error)")
            }
        }
    }

    private static func node(for scene: Scene) -> Node {
        let h = scene.hierarchy
        // Children before parents (reverse drawing order), so every view's subviews are built before it.
        var built = [Node?](repeating: nil, count: h.count)
        for id in h.drawingOrder.reversed() {
            let subviews = h.children(of: id).map { built[$0.index]! }
            built[id.index] = viewNode(h[id], subviews: subviews)
            for child in h.children(of: id) { built[child.index] = nil }  // keep memory flat
        }
        var pairs: [(Node, Node)] = [
            (key("formatVersion"), Node("1")),
            (key("name"), text(scene.name)),
            (key("size"), numbers([scene.size.width, scene.size.height])),
            (key("windows"), Node(h.windows.map { built[$0.index]! })),
        ]
        if !scene.taps.isEmpty {
            pairs.append((key("taps"), Node(scene.taps.map { numbers([$0.x, $0.y]) })))
        }
        return Node(pairs)
    }

    private static func viewNode(_ view: View, subviews: [Node]) -> Node {
        var pairs: [(Node, Node)] = [(key("name"), text(view.name))]
        let defaultClass = view.isWindow ? "UIWindow" : "UIView"
        if view.className != defaultClass { pairs.append((key("class"), text(view.className))) }
        if view.uikitClass != ViewClass(name: view.className) {
            pairs.append((key("baseClass"), text(view.uikitClass.uikitClass)))
        }
        if let id = view.sourceID { pairs.append((key("id"), text(id))) }
        if view.isWindow, view.windowLevel != 0 { pairs.append((key("windowLevel"), Node(exact(view.windowLevel)))) }
        let f = view.frame
        pairs.append((key("frame"), numbers([f.minX, f.minY, f.size.width, f.size.height])))
        if view.boundsOrigin != .zero {
            pairs.append((key("contentOffset"), numbers([view.boundsOrigin.x, view.boundsOrigin.y])))
        }
        if !view.transform.isIdentity {
            let t = view.transform
            pairs.append((key("transform"), numbers([t.a, t.b, t.c, t.d, t.tx, t.ty])))
        }
        if view.isHidden { pairs.append((key("hidden"), Node("true"))) }
        if view.alpha != 1 { pairs.append((key("alpha"), Node(exact(view.alpha)))) }
        if view.isUserInteractionEnabled != view.uikitClass.isInteractiveByDefault {
            pairs.append((key("userInteractionEnabled"), Node(view.isUserInteractionEnabled ? "true" : "false")))
        }
        if view.clipsToBounds { pairs.append((key("clipsToBounds"), Node("true"))) }
        if !view.isEnabled { pairs.append((key("enabled"), Node("false"))) }
        if let color = view.color { pairs.append((key("color"), text(color))) }
        if let title = view.title { pairs.append((key("title"), text(title))) }
        if let rule = pointInsideNode(view.pointInside) { pairs.append((key("pointInside"), rule)) }
        if let rule = hitTestNode(view.hitTest) { pairs.append((key("hitTest"), rule)) }
        if let touches = view.touches { pairs.append((key("touches"), Node(touches.rawValue))) }
        if let controller = view.controller {
            if controller.touches == .forward {
                pairs.append((key("controller"), text(controller.name)))
            } else {
                pairs.append((key("controller"), Node([(key("name"), text(controller.name)), (key("touches"), Node(controller.touches.rawValue))], .implicit, .flow)))
            }
        }
        if !view.gestures.isEmpty {
            pairs.append((key("gestures"), Node(view.gestures.map(gestureNode))))
        }
        if !view.attributes.isEmpty {
            pairs.append((key("attributes"), Node(view.attributes.map { (text($0.key), text($0.value)) })))
        }
        if view.isWindow || !subviews.isEmpty {
            pairs.append((key(view.isWindow ? "views" : "subviews"), Node(subviews)))
        }
        return Node(pairs)
    }

    private static func gestureNode(_ recognizer: GestureRecognizer) -> Node {
        var pairs: [(Node, Node)] = [(key("kind"), Node(recognizer.kind.rawValue)), (key("name"), text(recognizer.name))]
        if !recognizer.cancelsTouchesInView { pairs.append((key("cancelsTouchesInView"), Node("false"))) }
        if recognizer.delaysTouchesBegan { pairs.append((key("delaysTouchesBegan"), Node("true"))) }
        if !recognizer.isEnabled { pairs.append((key("enabled"), Node("false"))) }
        if recognizer.minimumPressDuration != 0.5 {
            pairs.append((key("minimumPressDuration"), Node(exact(recognizer.minimumPressDuration))))
        }
        return Node(pairs, .implicit, .flow)
    }

    private static func pointInsideNode(_ rule: PointInsideRule) -> Node? {
        switch rule {
        case .bounds: return nil
        case .always, .never, .circle: return Node(rule.name)
        case .minimumSize(let size): return flowMapping("minimumSize", numbers([size.width, size.height]))
        case .outsets(let o): return flowMapping("outsets", numbers([o.top, o.left, o.bottom, o.right]))
        case .roundedRect(let radius):
            return Node([(key("shape"), Node("roundedRect")), (key("radius"), Node(exact(radius)))], .implicit, .flow)
        }
    }

    private static func hitTestNode(_ rule: HitTestRule) -> Node? {
        switch rule {
        case .standard: nil
        case .redirect(let target): flowMapping("redirectTo", text(target))
        default: Node(rule.name)
        }
    }

    private static func flowMapping(_ name: String, _ value: Node) -> Node {
        Node([(key(name), value)], .implicit, .flow)
    }

    private static func key(_ name: String) -> Node { Node(name) }

    /// A string that reads back as the same string: quoted when YAML would read it as something else, and
    /// double-quoted when it holds a scalar that acts on a terminal (written as an escape, never raw).
    private static func text(_ string: String) -> Node {
        let lowered = string.lowercased()
        let ambiguous = Double(string) != nil || ["", "~", "null", "true", "false", "yes", "no", "on", "off", "y", "n"].contains(lowered)
        let unsafe = string.unicodeScalars.contains(where: \.isUnsafeOnTerminal)
        return Node(string, .implicit, ambiguous || unsafe ? .doubleQuoted : .any)
    }

    private static func numbers(_ values: [Double]) -> Node {
        Node(values.map { Node(exact($0)) }, .implicit, .flow)
    }

    /// The shortest text that reads back as the same number: `125`, `12.5`, `0.1`.
    private static func exact(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
