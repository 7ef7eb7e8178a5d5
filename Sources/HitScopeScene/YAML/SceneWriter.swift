import Foundation
import HitScopeCore

/// Writes a `Scene` as a scene file (YAML) that `SceneReader` reads back to the same scene. Only values that
/// differ from UIKit's defaults for the class are written. Views go to libyaml's emitter one at a time, so a
/// scene of a million views is written without a node tree.
public enum SceneWriter {
    public static func yaml(_ scene: Scene) -> String {
        let out = YAMLEmitter()
        out.beginMapping(flow: false)
        out.scalar("formatVersion")
        out.scalar("1")
        out.scalar("name")
        text(scene.name, out)
        out.scalar("size")
        numbers([scene.size.width, scene.size.height], out)
        if scene.appearance != .light {
            out.scalar("appearance")
            out.scalar(scene.appearance.rawValue)
        }
        if let delegate = scene.hierarchy.appDelegate {
            out.scalar("appDelegate")
            if delegate.touches == .forward {
                text(delegate.name, out)
            } else {
                out.beginMapping(flow: true)
                out.scalar("name")
                text(delegate.name, out)
                out.scalar("touches")
                out.scalar(delegate.touches.rawValue)
                out.endMapping()
            }
        }
        out.scalar("windows")
        out.beginSequence(flow: false)
        let h = scene.hierarchy
        // Depth first on an explicit stack: a view, then its subviews, then the end of its mapping. A view
        // `flowDepth` levels down is written in flow style, its subviews with it, on one line: block style indents
        // every level further, and a chain of thousands of views would be written in a file that grows with the
        // square of its depth.
        var stack: [(id: ViewID, depth: Int, closing: Bool)] = h.windows.reversed().map { ($0, 1, false) }
        while let (id, depth, closing) = stack.popLast() {
            if closing {
                out.endSequence()
                out.endMapping()
                continue
            }
            let view = h[id]
            writeKeys(of: view, out, flow: depth >= flowDepth)
            let children = h.children(of: id)
            guard view.isWindow || !children.isEmpty else {
                out.endMapping()
                continue
            }
            out.scalar(view.isWindow ? "views" : "subviews")
            out.beginSequence(flow: false)
            stack.append((id, depth, true))
            stack.append(contentsOf: children.reversed().map { ($0, depth + 1, false) })
        }
        out.endSequence()
        if let screenshot = scene.screenshot {
            out.scalar("screenshot")
            out.beginMapping(flow: true)
            out.scalar("file")
            text(screenshot.file, out)
            out.scalar("scale")
            out.scalar(formatNumber(screenshot.scale))
            out.endMapping()
        }
        if !scene.taps.isEmpty {
            out.scalar("taps")
            out.beginSequence(flow: false)
            for tap in scene.taps { numbers([tap.x, tap.y], out) }
            out.endSequence()
        }
        if !scene.touches.isEmpty {
            out.scalar("touches")
            out.beginSequence(flow: false)
            for fingers in scene.touches {
                out.beginSequence(flow: true)
                for finger in fingers {
                    out.beginSequence(flow: true)
                    for sample in finger.samples { numbers([sample.time, sample.point.x, sample.point.y], out) }
                    out.endSequence()
                }
                out.endSequence()
            }
            out.endSequence()
        }
        out.endMapping()
        // Strings with scalars that act on a terminal are double-quoted (see `text`), so escaping is valid.
        return UnsafeScalarEscapes.escaped(out.finish())
    }

    /// The level from which views are written in flow style (a window is level 1): deeper than real screens nest.
    static let flowDepth = 64

    /// Starts the view's mapping (in flow style with `flow`, and so are its subviews) and writes its keys, its
    /// subviews aside.
    private static func writeKeys(of view: View, _ out: YAMLEmitter, flow: Bool) {
        out.beginMapping(flow: flow)
        func pair(_ key: String, _ value: String) {
            out.scalar(key)
            out.scalar(value)
        }
        out.scalar("name")
        text(view.name, out)
        let defaultClass = view.isWindow ? "UIWindow" : "UIView"
        if view.className != defaultClass {
            out.scalar("class")
            text(view.className, out)
        }
        if view.uikitClass != ViewClass(name: view.className) {
            out.scalar("baseClass")
            text(view.uikitClass.uikitClass, out)
        }
        if let id = view.sourceID {
            out.scalar("id")
            text(id, out)
        }
        if view.isWindow, view.windowLevel != 0 { pair("windowLevel", exact(view.windowLevel)) }
        let f = view.animation?.drawnFrame ?? view.frame
        out.scalar("frame")
        numbers([f.minX, f.minY, f.size.width, f.size.height], out)
        if view.boundsOrigin != .zero {
            out.scalar("contentOffset")
            numbers([view.boundsOrigin.x, view.boundsOrigin.y], out)
        }
        if !view.transform.isIdentity {
            let t = view.transform
            out.scalar("transform")
            numbers([t.a, t.b, t.c, t.d, t.tx, t.ty], out)
        }
        if view.isHidden { pair("hidden", "true") }
        if view.alpha != 1 { pair("alpha", exact(view.alpha)) }
        if view.isUserInteractionEnabled != view.uikitClass.isInteractiveByDefault {
            pair("userInteractionEnabled", view.isUserInteractionEnabled ? "true" : "false")
        }
        if view.clipsToBounds != view.uikitClass.clipsToBoundsByDefault {
            pair("clipsToBounds", view.clipsToBounds ? "true" : "false")
        }
        if view.isExclusiveTouch { pair("exclusiveTouch", "true") }
        if view.isMultipleTouchEnabled { pair("multipleTouchEnabled", "true") }
        if !view.delaysContentTouches { pair("delaysContentTouches", "false") }
        if !view.canCancelContentTouches { pair("canCancelContentTouches", "false") }
        if view.isDecelerating { pair("decelerating", "true") }
        let scrolling = view.scrolling
        if let size = scrolling.contentSize {
            out.scalar("contentSize")
            numbers([size.width, size.height], out)
        }
        if !scrolling.isScrollEnabled { pair("scrollEnabled", "false") }
        if !scrolling.bounces { pair("bounces", "false") }
        if let always = scrolling.alwaysBounceVerticalSetting { pair("alwaysBounceVertical", always ? "true" : "false") }
        if scrolling.alwaysBounceHorizontal { pair("alwaysBounceHorizontal", "true") }
        if !scrolling.touchesShouldBeginRefuses.isEmpty {
            out.scalar("touchesShouldBeginAnswersNoIn")
            out.beginSequence(flow: true)
            for name in scrolling.touchesShouldBeginRefuses { text(name, out) }
            out.endSequence()
        }
        if view.sliderValue != 0 { pair("value", exact(view.sliderValue)) }
        if view.isOn { pair("isOn", "true") }
        for (key, value) in controlPairs(of: view) { pair(key, value) }
        if let mask = view.mask {
            out.scalar("mask")
            numbers([mask.minX, mask.minY, mask.size.width, mask.size.height], out)
        }
        if !view.allowsSelection { pair("allowsSelection", "false") }
        if view.isEditing { pair("editing", "true") }
        if view.allowsSelectionDuringEditing { pair("allowsSelectionDuringEditing", "true") }
        if !view.shouldHighlight { pair("shouldHighlight", "false") }
        if view.willSelectReturnsNil { pair("willSelect", "nil") }
        if !view.isEnabled { pair("enabled", "false") }
        if let color = view.color {
            out.scalar("color")
            text(color, out)
        }
        if let title = view.title {
            out.scalar("title")
            text(title, out)
        }
        if view.pointInsideRule != .bounds {
            out.scalar("pointInside")
            pointInside(view.pointInsideRule, out)
        }
        if view.hitTestRule != .standard {
            out.scalar("hitTest")
            hitTest(view.hitTestRule, out)
        }
        if let touches = view.touches { pair("touches", touches.rawValue) }
        if let controller = view.controller {
            out.scalar("controller")
            if controller.touches == .forward, controller.presentedBy == nil {
                text(controller.name, out)
            } else {
                out.beginMapping(flow: true)
                out.scalar("name")
                text(controller.name, out)
                if controller.touches != .forward { pair("touches", controller.touches.rawValue) }
                if let presenter = controller.presentedBy {
                    out.scalar("presentedBy")
                    text(presenter, out)
                }
                out.endMapping()
            }
        }
        if !view.gestures.isEmpty {
            out.scalar("gestures")
            out.beginSequence(flow: false)
            for recognizer in view.gestures { gesture(recognizer, out) }
            out.endSequence()
        }
        if let animation = view.animation {
            out.scalar("animation")
            out.beginMapping(flow: true)
            out.scalar("to")
            numbers([view.frame.minX, view.frame.minY, view.frame.size.width, view.frame.size.height], out)
            if animation.kind != .view { pair("kind", animation.kind.rawValue) }
            if animation.allowsUserInteraction != ViewAnimation.allowsUserInteractionByDefault(animation.kind) {
                pair("allowUserInteraction", animation.allowsUserInteraction ? "true" : "false")
            }
            out.endMapping()
        }
        if !view.attributes.isEmpty {
            out.scalar("attributes")
            out.beginMapping(flow: false)
            for attribute in view.attributes {
                text(attribute.key, out)
                text(attribute.value, out)
            }
            out.endMapping()
        }
    }

    private static func gesture(_ recognizer: GestureRecognizer, _ out: YAMLEmitter) {
        out.beginMapping(flow: true)
        out.scalar("kind")
        out.scalar(recognizer.kind.rawValue)
        out.scalar("name")
        text(recognizer.name, out)
        if !recognizer.cancelsTouchesInView {
            out.scalar("cancelsTouchesInView")
            out.scalar("false")
        }
        if recognizer.delaysTouchesBegan {
            out.scalar("delaysTouchesBegan")
            out.scalar("true")
        }
        if !recognizer.delaysTouchesEnded {
            out.scalar("delaysTouchesEnded")
            out.scalar("false")
        }
        if !recognizer.isEnabled {
            out.scalar("enabled")
            out.scalar("false")
        }
        if recognizer.minimumPressDuration != 0.5 {
            out.scalar("minimumPressDuration")
            out.scalar(exact(recognizer.minimumPressDuration))
        }
        if recognizer.numberOfTaps != 1 {
            out.scalar("taps")
            out.scalar(String(recognizer.numberOfTaps))
        }
        if recognizer.numberOfTouches != 1 {
            out.scalar("numberOfTouchesRequired")
            out.scalar(String(recognizer.numberOfTouches))
        }
        if recognizer.allowableMovement != GestureThresholds.allowableMovement {
            out.scalar("allowableMovement")
            out.scalar(exact(recognizer.allowableMovement))
        }
        for (key, names) in [
            ("ignoresTouchesIn", recognizer.ignoresTouchesIn), ("simultaneousWith", recognizer.simultaneousWith),
            ("requiresFailureOf", recognizer.requiresFailureOf),
        ] where !names.isEmpty {
            out.scalar(key)
            out.beginSequence(flow: true)
            for name in names { text(name, out) }
            out.endSequence()
        }
        out.endMapping()
    }

    private static func pointInside(_ rule: PointInsideRule, _ out: YAMLEmitter) {
        switch rule {
        case .bounds, .always, .never, .circle: out.scalar(rule.name)
        case .minimumSize(let size): flowMapping("minimumSize", [size.width, size.height], out)
        case .outsets(let o): flowMapping("outsets", [o.top, o.left, o.bottom, o.right], out)
        case .roundedRect(let radius):
            out.beginMapping(flow: true)
            out.scalar("shape")
            out.scalar("roundedRect")
            out.scalar("radius")
            out.scalar(exact(radius))
            out.endMapping()
        }
    }

    private static func hitTest(_ rule: HitTestRule, _ out: YAMLEmitter) {
        guard case .redirect(let target) = rule else {
            out.scalar(rule.name)
            return
        }
        out.beginMapping(flow: true)
        out.scalar("redirectTo")
        text(target, out)
        out.endMapping()
    }

    private static func flowMapping(_ name: String, _ values: [Double], _ out: YAMLEmitter) {
        out.beginMapping(flow: true)
        out.scalar(name)
        numbers(values, out)
        out.endMapping()
    }

    /// A string that reads back as the same string: quoted when YAML would read it as something else, and
    /// double-quoted when it holds a scalar that acts on a terminal (written as an escape, never raw).
    private static func text(_ string: String, _ out: YAMLEmitter) {
        let lowered = string.lowercased()
        let ambiguous = Double(string) != nil || ["", "~", "null", "true", "false", "yes", "no", "on", "off", "y", "n"].contains(lowered)
        let unsafe = string.unicodeScalars.contains(where: \.isUnsafeOnTerminal)
        out.scalar(string, doubleQuoted: ambiguous || unsafe)
    }

    private static func numbers(_ values: [Double], _ out: YAMLEmitter) {
        out.beginSequence(flow: true)
        for value in values { out.scalar(exact(value)) }
        out.endSequence()
    }

    /// The shortest text that reads back as the same number: `125`, `12.5`, `0.1`.
    static func exact(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
