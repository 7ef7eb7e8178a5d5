import Foundation
import HitScopeCore

/// A generated scene as a JSON scene file (keys sorted, so `subviews` comes before some keys of its view): the
/// keys `SceneGenerator` uses, for the benchmarks' JSON figures and the tests that read JSON as libyaml does.
public enum SceneJSON {
    /// The scene's JSON on one line, or indented (`prettyPrinted`) as people keep it.
    public static func data(_ scene: Scene, prettyPrinted: Bool = false) throws -> Data {
        let h = scene.hierarchy
        var objects = [[String: Any]?](repeating: nil, count: h.count)
        for id in h.drawingOrder.reversed() {
            let view = h[id]
            var object: [String: Any] = ["name": view.name, "class": view.className]
            object["frame"] = [view.frame.minX, view.frame.minY, view.frame.size.width, view.frame.size.height]
            if view.boundsOrigin != .zero { object["contentOffset"] = [view.boundsOrigin.x, view.boundsOrigin.y] }
            let t = view.transform
            if !t.isIdentity { object["transform"] = [t.a, t.b, t.c, t.d, t.tx, t.ty] }
            if view.isHidden { object["hidden"] = true }
            if view.alpha != 1 { object["alpha"] = view.alpha }
            if view.isUserInteractionEnabled != view.uikitClass.isInteractiveByDefault { object["userInteractionEnabled"] = view.isUserInteractionEnabled }
            if view.clipsToBounds { object["clipsToBounds"] = true }
            if !view.isEnabled { object["enabled"] = false }
            if let color = view.color { object["color"] = color }
            if let title = view.title { object["title"] = title }
            if case .minimumSize(let size) = view.pointInsideRule { object["pointInside"] = ["minimumSize": [size.width, size.height]] }
            if view.hitTestRule == .passThrough { object["hitTest"] = "passThrough" }
            if let controller = view.controller { object["controller"] = controller.name }
            let children = h.children(of: id).map { objects[$0.index]! }
            if !children.isEmpty || view.isWindow { object[view.isWindow ? "views" : "subviews"] = children }
            for child in h.children(of: id) { objects[child.index] = nil }
            objects[id.index] = object
        }
        let root: [String: Any] = [
            "name": scene.name, "size": [scene.size.width, scene.size.height],
            "windows": h.windows.map { objects[$0.index]! },
        ]
        return try JSONSerialization.data(withJSONObject: root, options: prettyPrinted ? [.sortedKeys, .prettyPrinted] : [.sortedKeys])
    }
}
