import HitScopeCore

/// Everything a scene says about one view, as people read it: what the inspectors of the report and the viewer
/// list when a view is selected. The words come from here only, so both front ends say the same; names, titles and
/// kept attributes pass through `terminalSafe`. Facts at UIKit's default are listed only where they decide where
/// touches go (hidden, alpha, userInteractionEnabled, hit-testing).
public struct ViewFacts: Sendable {
    /// One fact: a label (`frame`, `userInteractionEnabled`, …) and its value in words.
    public struct Fact: Hashable, Sendable {
        public let label: String
        public let value: String
    }

    /// The facts, in the order the inspectors list them.
    public let facts: [Fact]
    /// The view's name as the scene has it.
    public let view: String

    /// The facts of view `id` of `hierarchy`; `screen`, the hierarchy's map to the screen when the caller has one
    /// (else it is worked out), places the view on the screen and in its window.
    public init(_ id: ViewID, in hierarchy: ViewHierarchy, screen: ScreenMap? = nil) {
        self.init(id, in: hierarchy, screen: screen, blockingAncestor: hierarchy.outermostBlockingAncestor(of: id))
    }

    /// The facts of every view of `hierarchy`, indexed by `ViewID.index`: what an inspector of every view lists,
    /// each ancestor's blocking worked out once down the tree (`ViewHierarchy.outermostBlockingAncestors()`), not
    /// walked up from every view.
    public static func everyView(in hierarchy: ViewHierarchy, screen: ScreenMap? = nil) -> [ViewFacts] {
        let screen = screen ?? ScreenMap(hierarchy)
        return hierarchy.outermostBlockingAncestors().enumerated().map { index, blocking in
            ViewFacts(ViewID(index), in: hierarchy, screen: screen, blockingAncestor: blocking)
        }
    }

    /// `blockingAncestor`: the view's `ViewHierarchy.outermostBlockingAncestor(of:)`.
    private init(_ id: ViewID, in hierarchy: ViewHierarchy, screen: ScreenMap?, blockingAncestor: (ancestor: ViewID, block: SubviewBlock)?) {
        let view = hierarchy[id]
        self.view = view.name
        var facts: [Fact] = []
        func add(_ label: String, _ value: String) { facts.append(Fact(label: label, value: value)) }
        func yes(_ flag: Bool) -> String { flag ? "YES" : "NO" }

        add("name", terminalSafe(view.name))
        add("class", terminalSafe(view.className) + (view.className == view.uikitClass.uikitClass ? "" : " (a \(view.uikitClass.uikitClass))"))
        if let id = view.sourceID { add("id", terminalSafe(id)) }
        if let line = view.sourceLine { add("line", String(line)) }
        add("hit-testing", Self.gateWords(view))
        if let (ancestor, block) = blockingAncestor {
            add("its ancestors", "\(terminalSafe(hierarchy[ancestor].name)) keeps every touch from its subviews: \(Self.words(block))")
        }
        add("frame", view.frame.description + (view.animation == nil ? "" : " (the model frame, where the animation ends)"))
        if let animation = view.animation {
            let touches = animation.allowsUserInteraction ? "touches allowed" : "no touches while it runs"
            add("animation", "\(animation.kind.rawValue), drawn now at \(animation.drawnFrame), \(touches)")
        }
        if !view.isWindow {
            let map = screen ?? ScreenMap(hierarchy)
            add("frame on screen", map.frameOnScreen(of: id, in: hierarchy).description)
            if let inWindow = map.frameInWindow(of: id, in: hierarchy) { add("frame in window", inWindow.description) }
        }
        add("bounds", view.bounds.description)
        if !view.transform.isIdentity {
            let t = view.transform
            add("transform", "[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(formatNumber).joined(separator: ", "))]")
        }
        add("alpha", formatNumber(view.alpha))
        add("hidden", yes(view.isHidden))
        let interactionDefault = view.isUserInteractionEnabled == view.uikitClass.isInteractiveByDefault
        add("userInteractionEnabled", yes(view.isUserInteractionEnabled) + (interactionDefault ? " (the default for \(view.uikitClass.uikitClass))" : ""))
        if view.isControl { add("enabled", yes(view.isEnabled)) }
        if view.clipsToBounds || view.uikitClass.clipsToBoundsByDefault {
            let clipsDefault = view.clipsToBounds == view.uikitClass.clipsToBoundsByDefault
            add("clipsToBounds", yes(view.clipsToBounds) + (clipsDefault ? " (the default for \(view.uikitClass.uikitClass); drawing only)" : " (drawing only)"))
        }
        add("pointInside", view.pointInsideRule.name)
        add("hitTest", view.hitTestRule.name)
        add("touches", view.effectiveTouches == .handle ? "handles them" + (view.touches == nil ? " (a control's default)" : "") : "forwards them to its next responder")
        if let controller = view.controller {
            add("controller", terminalSafe(controller.name) + (controller.touches == .handle ? " (handles touches)" : ""))
        }
        for recognizer in view.gestures { add("gesture", Self.words(recognizer)) }
        if view.isExclusiveTouch { add("exclusiveTouch", "YES") }
        if view.isMultipleTouchEnabled { add("multipleTouchEnabled", "YES") }
        if view.isScrollView {
            add("delaysContentTouches", yes(view.delaysContentTouches))
            add("canCancelContentTouches", yes(view.canCancelContentTouches))
            if view.isDecelerating { add("decelerating", "YES") }
            if view.boundsOrigin != .zero { add("contentOffset", view.boundsOrigin.description) }
        }
        if let title = view.title { add("title", terminalSafe(title)) }
        if let color = view.color { add("color", terminalSafe(color)) }
        for attribute in view.attributes { add(terminalSafe(attribute.key), terminalSafe(attribute.value)) }
        self.facts = facts
    }

    /// How the view's `hitTest` starts, whatever the point.
    private static func gateWords(_ view: View) -> String {
        switch view.hitTestGate {
        case .returnsNil: "returns nil everywhere (hitTest overridden)"
        case .skipped: "skipped with its subviews: \(view.skipReason?.explanation ?? "")"
        case .open: "asks its subviews without asking its own pointInside first"
        case .pointInside: "asks its pointInside, then its subviews"
        }
    }

    private static func words(_ block: SubviewBlock) -> String {
        switch block {
        case .skipped(let reason): "it is skipped (\(reason.explanation))"
        case .returnsNil: "its hitTest returns nil"
        case .returnsSelf: "its hitTest returns itself without asking them"
        case .pointInsideNever: "its pointInside answers NO everywhere"
        }
    }

    private static func words(_ recognizer: GestureRecognizer) -> String {
        var options: [String] = [recognizer.kind.rawValue]
        if !recognizer.isEnabled { options.append("disabled") }
        if !recognizer.cancelsTouchesInView { options.append("cancelsTouchesInView = NO") }
        if recognizer.delaysTouchesBegan { options.append("delaysTouchesBegan") }
        return "\(terminalSafe(recognizer.name)) (\(options.joined(separator: ", ")))"
    }
}

extension ViewFacts: JSONStreamable {
    /// The version of `hitscope inspect --format json`'s documents (docs/trace-format.md, "Inspect").
    public static let formatVersion = 1

    /// `{"facts":[{"label":…,"value":…},…],"formatVersion":1,"view":…}`.
    public func write(to w: inout ByteWriter) {
        w.raw("{\"facts\":")
        w.array(facts) { w, fact in
            w.raw("{\"label\":")
            w.string(fact.label)
            w.raw(",\"value\":")
            w.string(fact.value)
            w.byte(0x7D)
        }
        w.raw(",\"formatVersion\":")
        w.integer(Self.formatVersion)
        w.raw(",\"view\":")
        w.string(view)
        w.byte(0x7D)
    }
}
