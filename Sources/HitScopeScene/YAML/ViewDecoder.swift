import Foundation
import HitScopeCore

/// Decodes one view's keys (docs/scene-format.md, "View keys") into a `View`, checking every value.
struct ViewDecoder {
    let reader: NodeReader

    /// A window's `windowLevel`: a number or `normal`, `statusBar`, `alert`.
    func windowLevel(_ node: SceneNode) throws(SceneError) -> Double {
        if case .scalar(let text, _, _) = node {
            switch text {
            case "normal": return 0
            case "statusBar": return 1000
            case "alert": return 2000
            default: break
            }
        }
        return try reader.number(node, "windowLevel")
    }

    /// A view (or window) from its keys, `subviews` and `views` aside; `at` is where its mapping starts. `readFrame`
    /// is its `frame` when the scene decoder read it straight (four plain numbers, a size of 0 or more), not a field.
    func view(
        _ fields: [ViewFieldValue], frame readFrame: Rect?, at: SourceLocation, defaultClass: String, defaultFrame: Rect?,
        redirects: inout [String: SourceLocation], warnings: inout [SceneError]
    ) throws(SceneError) -> View {
        // The four keys read first, found in one pass (a key appears once: the scene decoder refuses repeats).
        var nameNode, classNode, baseClassNode, frameNode: SceneNode?
        for index in fields.indices {
            switch fields[index].field {
            case .name: nameNode = fields[index].value
            case .class: classNode = fields[index].value
            case .baseClass: baseClassNode = fields[index].value
            case .frame: frameNode = fields[index].value
            default: break
            }
        }
        guard let nameNode else {
            throw reader.error(at: at, "this view has no name", hint: "add `name:` with a unique name")
        }
        let name = try reader.nonEmptyString(nameNode, "name")
        let className = try classNode.map { (n) throws(SceneError) in try reader.nonEmptyString(n, "class") } ?? defaultClass
        let baseClass = try baseClassNode.map { (n) throws(SceneError) in try reader.nonEmptyString(n, "baseClass") }
        func warnIfMisspelt(_ node: SceneNode?, _ given: String?, isBase: Bool) {
            guard let node, let given, let known = UIKitClassSpelling.nearest(to: given) else { return }
            warnings.append(
                reader.error(
                    node, "'\(given)' is not a UIKit class HitScope knows, so this view has UIView's defaults",
                    hint: isBase ? "did you mean '\(known)'?" : "did you mean '\(known)'? (an app's own class keeps its name and says `baseClass: \(known)`)"))
        }
        warnIfMisspelt(classNode, className, isBase: false)
        warnIfMisspelt(baseClassNode, baseClass, isBase: true)
        var frame = defaultFrame
        if let readFrame {
            frame = readFrame
        } else if let frameNode {
            frame = try rect(frameNode, "frame")
        }
        guard let frame else {
            throw reader.error(at: at, "view '\(name)' has no frame", hint: "add `frame: [x, y, width, height]` in its superview's space")
        }
        var view = View(name: name, className: className, baseClass: baseClass, frame: frame)
        view.sourceLine = at.line > 0 ? at.line : nil
        // By place, not by element: each element taken out of the list was a copy of its key and value.
        for index in fields.indices {
            let key = fields[index].key, field = fields[index].value
            switch fields[index].field {
            case .name, .class, .baseClass, .frame, .windowLevel, .subviews, .views: break  // read above, or by the scene decoder
            case .color: view.color = try color(field)
            case .id: view.sourceID = try reader.string(field, "id")
            case .contentOffset:
                let xy = try reader.numbers(field, "contentOffset", names: ["x", "y"])
                view.boundsOrigin = Point(xy[0], xy[1])
            case .transform: view.transform = try transform(field)
            case .hidden: view.isHidden = try reader.bool(field, "hidden")
            case .alpha:
                let alpha = try reader.number(field, "alpha")
                guard (0...1).contains(alpha) else {
                    throw reader.error(field, "alpha must be between 0 and 1, found \(formatNumber(alpha))")
                }
                view.alpha = alpha
            case .userInteractionEnabled: view.isUserInteractionEnabled = try reader.bool(field, "userInteractionEnabled")
            case .clipsToBounds: view.clipsToBounds = try reader.bool(field, "clipsToBounds")
            case .enabled: view.isEnabled = try reader.bool(field, "enabled")
            case .title: view.title = try reader.string(field, "title")
            case .pointInside: view.pointInsideRule = try pointInside(field)
            case .hitTest:
                view.hitTestRule = try hitTest(field)
                if case .redirect = view.hitTestRule { redirects[name] = field.location }
            case .touches: view.touches = try touches(field, "touches")
            case .controller: view.controller = try controller(field)
            case .attributes: view.attributes = try attributes(field)
            case .gestures: view.gestures = try gestures(field, viewName: name)
            case .animation: (view.animation, view.frame) = try animation(field, drawnFrame: frame)
            case .mask, .maskView: view.mask = try rect(field, key)
            case .touchOrControl:
                if Self.touchKeys.contains(key) {
                    try touchAttribute(key, field, of: &view)
                } else if Self.controlKeys.contains(key) {
                    try controlAttribute(key, field, of: &view)
                }
            }
        }
        if let unread = ContentSizeAttribute.adopt(into: &view), let node = fields.first(where: { $0.field == .attributes })?.value {
            warnings.append(
                reader.error(
                    node, "the attribute contentSize '\(unread.prefix(40))' is not {width, height}, so the content size is taken from the subviews",
                    hint: "write `contentSize: [width, height]` (numbers of 0 or more)"))
        }
        return view
    }

    private static let rectNames = ("x", "y", "width", "height")

    /// Whether a rectangle's width and height are ones `rect` accepts: 0 or more.
    static func allowsSize(width: Double, height: Double) -> Bool {
        width >= 0 && height >= 0
    }

    func rect(_ node: SceneNode, _ what: String) throws(SceneError) -> Rect {
        let v = try reader.fourNumbers(node, what, names: Self.rectNames)
        guard Self.allowsSize(width: v.2, height: v.3) else {
            throw reader.error(node, "\(what) has a negative size (\(formatNumber(v.2))×\(formatNumber(v.3)))", hint: "width and height are 0 or more; move the origin instead")
        }
        return Rect(v.0, v.1, v.2, v.3)
    }

    private func color(_ node: SceneNode) throws(SceneError) -> String {
        let text = try reader.string(node, "color")
        guard RGBAColor(parsing: text) != nil else {
            if text.hasPrefix("#") {
                let lookalike = text.unicodeScalars.contains { !$0.isASCII } ? " (a full-width or look-alike character?)" : ""
                throw reader.error(node, "colour '\(text.prefix(40))' is not #rgb, #rrggbb or #rrggbbaa in ASCII hex digits\(lookalike)", hint: "write its digits with 0-9 and a-f")
            }
            let close = nearestName(to: text, among: RGBAColor.names) { max(3, $0.count / 2) }
            let hint = close.map { "did you mean '\($0)'? Colours are UIKit names or #rrggbb" } ?? "use a UIKit colour name or #rrggbb"
            throw reader.error(node, "unknown colour '\(text.prefix(40))'", hint: hint)
        }
        return text
    }

    private func transform(_ node: SceneNode) throws(SceneError) -> Transform2D {
        if case .sequence = node {
            let v = try reader.numbers(node, "transform", names: ["a", "b", "c", "d", "tx", "ty"])
            return Transform2D(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
        }
        let fields = try reader.mapping(node, "transform", allowed: ["scale", "rotate", "translate"])
        var sx = 1.0, sy = 1.0, degrees = 0.0, tx = 0.0, ty = 0.0
        for (key, value) in fields {
            switch key {
            case "scale":
                if case .sequence = value {
                    let s = try reader.numbers(value, "scale", names: ["sx", "sy"])
                    (sx, sy) = (s[0], s[1])
                } else {
                    sx = try reader.number(value, "scale")
                    sy = sx
                }
            case "rotate": degrees = try reader.number(value, "rotate (degrees)")
            default:
                let t = try reader.numbers(value, "translate", names: ["tx", "ty"])
                (tx, ty) = (t[0], t[1])
            }
        }
        // Scale, then rotate, then translate: CGTransform2D(scaleX:y:).rotated(by:) with the translation added.
        let radians = degrees * .pi / 180
        let (cosine, sine) = (cos(radians), sin(radians))
        return Transform2D(a: sx * cosine, b: sx * sine, c: -sy * sine, d: sy * cosine, tx: tx, ty: ty)
    }

    private func pointInside(_ node: SceneNode) throws(SceneError) -> PointInsideRule {
        if case .scalar(let text, _, _) = node {
            switch text {
            case "bounds", "default": return .bounds
            case "always": return .always
            case "never": return .never
            case "circle": return .circle
            default:
                throw reader.error(node, "unknown pointInside '\(text.prefix(40))'", hint: "use bounds, always, never, circle, { minimumSize: [w, h] }, { outsets: n }, { insets: n } or { shape: roundedRect, radius: r }")
            }
        }
        let fields = try reader.mapping(node, "pointInside", allowed: ["minimumSize", "outsets", "insets", "shape", "radius"])
        guard let (key, value) = fields.first else {
            throw reader.error(node, "pointInside is an empty mapping", hint: "write e.g. { minimumSize: [44, 44] }")
        }
        switch key {
        case "minimumSize":
            if case .sequence = value {
                let s = try reader.numbers(value, "minimumSize", names: ["width", "height"])
                return .minimumSize(Size(s[0], s[1]))
            }
            let side = try reader.nonNegative(value, "minimumSize")
            return .minimumSize(Size(side, side))
        case "outsets", "insets":
            let sign = key == "insets" ? -1.0 : 1.0
            if case .sequence = value {
                let e = try reader.numbers(value, key, names: ["top", "left", "bottom", "right"])
                return .outsets(EdgeOutsets(top: sign * e[0], left: sign * e[1], bottom: sign * e[2], right: sign * e[3]))
            }
            return .outsets(EdgeOutsets(all: sign * (try reader.number(value, key))))
        case "shape", "radius":
            let shape = try fields.first { $0.key == "shape" }.map { (f) throws(SceneError) in try reader.string(f.value, "shape") } ?? "roundedRect"
            switch shape {
            case "circle": return .circle
            case "roundedRect":
                guard let radius = fields.first(where: { $0.key == "radius" }) else {
                    throw reader.error(node, "a roundedRect shape needs a radius", hint: "write { shape: roundedRect, radius: 8 }")
                }
                return .roundedRect(radius: try reader.nonNegative(radius.value, "radius"))
            default:
                throw reader.error(value, "unknown shape '\(shape.prefix(40))'", hint: "use circle or roundedRect")
            }
        default:
            throw reader.error(value, "unknown pointInside rule")
        }
    }

    private func hitTest(_ node: SceneNode) throws(SceneError) -> HitTestRule {
        if case .scalar(let text, _, _) = node {
            switch text {
            case "standard", "default": return .standard
            case "passThrough": return .passThrough
            case "ignoresBounds": return .ignoresBounds
            case "ignoresBoundsReturningSelf": return .ignoresBoundsReturningSelf
            case "self": return .returnsSelf
            case "never": return .never
            default:
                throw reader.error(node, "unknown hitTest '\(text.prefix(40))'", hint: "use standard, passThrough, ignoresBounds, ignoresBoundsReturningSelf, self, never or { redirectTo: name }")
            }
        }
        let fields = try reader.mapping(node, "hitTest", allowed: ["redirectTo"])
        guard let target = fields.first else {
            throw reader.error(node, "hitTest is an empty mapping", hint: "write { redirectTo: name }")
        }
        return .redirect(to: try reader.nonEmptyString(target.value, "redirectTo"))
    }

    private func touches(_ node: SceneNode, _ what: String) throws(SceneError) -> TouchHandling {
        let text = try reader.string(node, what)
        guard let handling = TouchHandling(rawValue: text) else {
            throw reader.error(node, "\(what) must be handle or forward, found '\(text.prefix(40))'")
        }
        return handling
    }

    private static let gestureKeys: KeyList = [
        "kind", "name", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "enabled", "minimumPressDuration", "taps",
        "numberOfTapsRequired", "numberOfTouchesRequired", "allowableMovement", "ignoresTouchesIn", "simultaneousWith",
        "requiresFailureOf",
    ]

    /// `gestures: [{ kind: tap, name: …, cancelsTouchesInView: true, delaysTouchesBegan: false, enabled: true }]`.
    private func gestures(_ node: SceneNode, viewName: String) throws(SceneError) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        for (offset, item) in try reader.sequence(node, "gestures").enumerated() {
            let fields = try reader.mapping(item, "a gesture recognizer", allowed: Self.gestureKeys)
            guard let kindNode = fields.first(where: { $0.key == "kind" })?.value else {
                throw reader.error(item, "this gesture recognizer has no kind", hint: "add `kind: tap`, `kind: pan` or `kind: longPress`")
            }
            let kindText = try reader.string(kindNode, "kind")
            guard let kind = GestureKind(rawValue: kindText) else {
                throw reader.error(kindNode, "unknown gesture kind '\(kindText.prefix(40))'", hint: "use tap, pan or longPress")
            }
            var recognizer = GestureRecognizer(kind: kind, name: "\(viewName).\(kind.rawValue)\(offset + 1)")
            for (key, value) in fields {
                switch key {
                case "name": recognizer.name = try reader.nonEmptyString(value, "name")
                case "cancelsTouchesInView": recognizer.cancelsTouchesInView = try reader.bool(value, key)
                case "delaysTouchesBegan": recognizer.delaysTouchesBegan = try reader.bool(value, key)
                case "delaysTouchesEnded": recognizer.delaysTouchesEnded = try reader.bool(value, key)
                case "enabled": recognizer.isEnabled = try reader.bool(value, key)
                case "minimumPressDuration": recognizer.minimumPressDuration = try reader.nonNegative(value, key)
                case "taps", "numberOfTapsRequired":
                    let taps = try reader.number(value, key)
                    guard kind == .tap, taps >= 1, taps <= 10, taps == taps.rounded() else {
                        throw reader.error(value, kind == .tap ? "\(key) must be a whole number from 1 to 10, found \(formatNumber(taps))" : "\(key) applies to a tap recognizer", hint: "numberOfTapsRequired: 1 for a single tap, 2 for a double tap")
                    }
                    recognizer.numberOfTaps = Int(taps)
                case "numberOfTouchesRequired":
                    let touches = try reader.number(value, key)
                    guard kind != .pan, touches >= 1, touches <= 5, touches == touches.rounded() else {
                        throw reader.error(value, kind == .pan ? "numberOfTouchesRequired applies to tap and longPress recognizers (a pan has minimumNumberOfTouches)" : "numberOfTouchesRequired must be a whole number from 1 to 5, found \(formatNumber(touches))", hint: "the fingers that must be down on the view together: 2 for a two-finger tap")
                    }
                    recognizer.numberOfTouches = Int(touches)
                case "allowableMovement":
                    guard kind == .longPress else {
                        throw reader.error(value, "allowableMovement applies to a longPress recognizer (UILongPressGestureRecognizer)", hint: "remove it: a tap's movement limit is not published (docs/gestures.md)")
                    }
                    recognizer.allowableMovement = try reader.nonNegative(value, key)
                case "ignoresTouchesIn": recognizer.ignoresTouchesIn = try names(value, key)
                case "simultaneousWith": recognizer.simultaneousWith = try names(value, key)
                case "requiresFailureOf": recognizer.requiresFailureOf = try names(value, key)
                default: break
                }
            }
            guard recognizer.numberOfTouches == 1 || recognizer.numberOfTaps == 1 else {
                throw reader.error(item, "a recognizer that needs several taps and several fingers at once is not modelled", hint: "give it taps: 1 or numberOfTouchesRequired: 1 (docs/gestures.md)")
            }
            result.append(recognizer)
        }
        return result
    }

    private static let animationKeys: KeyList = ["to", "kind", "allowUserInteraction"]

    /// `animation: { to: [x, y, width, height], kind: view, allowUserInteraction: false }`: the view is drawn at
    /// its `frame`, in flight towards `to`, its model frame, which hit-testing uses.
    private func animation(_ node: SceneNode, drawnFrame: Rect) throws(SceneError) -> (ViewAnimation, modelFrame: Rect) {
        let fields = try reader.mapping(node, "animation", allowed: Self.animationKeys)
        guard let to = fields.first(where: { $0.key == "to" })?.value else {
            throw reader.error(node, "this animation has no `to`", hint: "add `to: [x, y, width, height]`, the frame the animation ends at (hit-testing uses it)")
        }
        let modelFrame = try rect(to, "animation to")
        var kind = ViewAnimation.Kind.view
        var allows: Bool?
        for (key, value) in fields {
            switch key {
            case "kind":
                let text = try reader.string(value, "kind")
                guard let parsed = ViewAnimation.Kind(rawValue: text) else {
                    throw reader.error(value, "unknown animation kind '\(text.prefix(40))'", hint: "use view (UIView.animate) or propertyAnimator (UIViewPropertyAnimator)")
                }
                kind = parsed
            case "allowUserInteraction": allows = try reader.bool(value, key)
            default: break
            }
        }
        return (ViewAnimation(drawnFrame: drawnFrame, kind: kind, allowsUserInteraction: allows), modelFrame)
    }

    /// A name or a list of names (views or recognizers), checked once the whole scene is read.
    func names(_ node: SceneNode, _ what: String) throws(SceneError) -> [String] {
        if case .scalar = node { return [try reader.nonEmptyString(node, what)] }
        var result: [String] = []
        for item in try reader.sequence(node, what) { result.append(try reader.nonEmptyString(item, "a name in \(what)")) }
        return result
    }

    /// Free-form `key: text` pairs, kept in order.
    private func attributes(_ node: SceneNode) throws(SceneError) -> [ExtraAttribute] {
        guard case .mapping(let mapping, _) = node else {
            throw reader.error(node, "attributes must be a mapping of names to text, found \(reader.kind(node))")
        }
        var result: [ExtraAttribute] = []
        for pair in mapping {
            result.append(ExtraAttribute(key: try reader.string(pair.key, "an attribute name"), value: try reader.string(pair.value, "an attribute value")))
        }
        return result
    }

    private func controller(_ node: SceneNode) throws(SceneError) -> ViewController {
        if case .scalar = node { return ViewController(name: try reader.nonEmptyString(node, "controller")) }
        let fields = try reader.mapping(node, "controller", allowed: ["name", "touches", "presentedBy"])
        guard let name = fields.first(where: { $0.key == "name" }) else {
            throw reader.error(node, "the controller has no name", hint: "write { name: ViewController, touches: handle }")
        }
        var controller = ViewController(name: try reader.nonEmptyString(name.value, "controller name"))
        if let touches = fields.first(where: { $0.key == "touches" }) {
            controller.touches = try self.touches(touches.value, "controller touches")
        }
        if let presenter = fields.first(where: { $0.key == "presentedBy" }) {
            controller.presentedBy = try reader.nonEmptyString(presenter.value, "presentedBy")
            guard controller.presentedBy != controller.name else {
                throw reader.error(presenter.value, "controller '\(controller.name)' cannot present itself", hint: "name the controller that called present(_:animated:)")
            }
        }
        return controller
    }

    /// `appDelegate: AppDelegate` or `{ name: AppDelegate, touches: handle }`: the application's delegate, a responder
    /// after the application.
    func appDelegate(_ node: SceneNode) throws(SceneError) -> AppDelegate {
        if case .scalar = node { return AppDelegate(name: try reader.nonEmptyString(node, "appDelegate")) }
        let fields = try reader.mapping(node, "appDelegate", allowed: ["name", "touches"])
        guard let name = fields.first(where: { $0.key == "name" }) else {
            throw reader.error(node, "the app delegate has no name", hint: "write { name: AppDelegate, touches: handle }")
        }
        var delegate = AppDelegate(name: try reader.nonEmptyString(name.value, "appDelegate name"))
        if let touches = fields.first(where: { $0.key == "touches" }) {
            delegate.touches = try self.touches(touches.value, "appDelegate touches")
        }
        return delegate
    }
}
