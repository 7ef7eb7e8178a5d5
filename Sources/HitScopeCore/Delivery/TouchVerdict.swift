/// Who took a touch and the rule that decided it: the answer every front end leads with.
public struct TouchVerdict: Hashable, Sendable {
    /// What took the touch.
    public enum Taker: Hashable, Sendable {
        /// An enabled control tracked the touch and sent its actions.
        case control(ViewID)
        /// A responder that handles touches (a view, a controller or the application) took it.
        case responder(Responder)
        /// A scroll view scrolled (or, decelerating, stopped).
        case scrollView(ViewID)
        /// A gesture recognizer recognized and fired its action.
        case recognizer(GestureCandidate)
        /// A table or collection view selected a cell.
        case selection(Selection)
        /// Nobody: no view was hit, or nobody on the chain handles touches.
        case nobody

        /// `control`, `view`, `scrollView`, `recognizer`, `selection` or `nobody`: the `kind` JSON gives.
        public var kind: String {
            switch self {
            case .control: "control"
            case .responder: "view"
            case .scrollView: "scrollView"
            case .recognizer: "recognizer"
            case .selection: "selection"
            case .nobody: "nobody"
            }
        }

        /// Whether `other` is the same taker, however it is set: the same control, responder, scroll view, selection
        /// or nobody; for a recognizer, the same one (its view, name and kind) whatever its flags, so that a fix that
        /// changes a recognizer's `cancelsTouchesInView` does not count as handing its taps to another.
        public func isSame(as other: Taker) -> Bool {
            switch (self, other) {
            case (.recognizer(let a), .recognizer(let b)):
                a.view == b.view && a.recognizer.name == b.recognizer.name && a.recognizer.kind == b.recognizer.kind
            default:
                self == other
            }
        }
    }

    public let takenBy: Taker
    public let rule: DecidingRule
    /// The hit-test view of the first finger, if any.
    public let hitView: ViewID?
    /// The SwiftUI hosting view the hit-test view is in or is (`SwiftUIHosting.host`): inside it SwiftUI decides
    /// which of its views takes the touch, so the UIKit answer ends there. nil for plain UIKit.
    public var swiftUIHost: ViewID? = nil
    /// The unsettled questions (docs/rules.md, "Unsettled questions") this answer depends on: UIKit's answer here is
    /// uncertain, and the verdict is the best reading. Empty when the answer is sure.
    public var uncertainties: [UnsettledQuestion] = []
    /// For `noViewAtPoint`: the point is off the screen or outside every window (`TouchDelivery.outside`); nil when
    /// a window holds it.
    public var outside: PointOutside?
    /// When the taking view (a control, a scroll view, a view on the chain, a recognizer's view, a list) is one of
    /// UIKit's private parts (`UIKitParts`: a bar button's `_UIButtonBarButton`), the public view it belongs to
    /// (`ViewHierarchy.publicOwner(of:)`): the verdict names that first, the part after. nil otherwise.
    public var publicView: ViewID?

    /// The responder that "handled" the touch in the sense people mean: the taker as a responder (the scroll
    /// view, the recognizer's view, the list), nil only when nobody took it.
    public var handledBy: Responder? {
        switch takenBy {
        case .control(let id), .scrollView(let id): .view(id)
        case .responder(let responder): responder
        case .recognizer(let candidate): .view(candidate.view)
        case .selection(let selection): .view(selection.list)
        case .nobody: nil
        }
    }
}

extension TouchDelivery {
    /// Who took the touch, decided in the order UIKit settles it: no view; a scroll view's pan or a recognizer
    /// that recognized (they see touches first); a decelerating scroll view; a selection; a control; the first
    /// handler on the responder chain; else nobody.
    public func verdict(in hierarchy: ViewHierarchy) -> TouchVerdict {
        let host = hitView.flatMap { SwiftUIHosting.host(of: $0, in: hierarchy) }
        let made = { (taker: TouchVerdict.Taker, rule: DecidingRule) in
            var verdict = TouchVerdict(takenBy: taker, rule: rule, hitView: hitView)
            verdict.swiftUIHost = host
            verdict.uncertainties = uncertainties
            if rule == .noViewAtPoint { verdict.outside = outside }
            if case .view(let id) = verdict.handledBy, case let owner = hierarchy.publicOwner(of: id), owner != id { verdict.publicView = owner }
            return verdict
        }
        guard fingers.contains(where: { $0.hitView != nil }) else { return made(.nobody, .noViewAtPoint) }
        if let first = firstRecognition {
            return first.index == nil ? made(.scrollView(first.view), .scrollViewPan) : made(.recognizer(first), .recognizerFirst)
        }
        for finger in fingers {
            if case .stoppedDeceleration(let scrollView) = finger.withheld { return made(.scrollView(scrollView), .stopsDeceleration) }
        }
        if let selection { return made(.selection(selection), .cellSelection) }
        if let blocked = blockedSelection { return made(.responder(.view(blocked.selection.list)), .selectionBlocked) }
        if let handler = phases.lazy.compactMap(\.handledBy).first {
            if case .view(let id) = handler, hierarchy[id].isControl {
                if uncertainties.contains(where: { if case .touchForwardedToControl(id, _) = $0 { true } else { false } }) {
                    return made(.nobody, .controlIgnoresForwardedTouch)
                }
                if gestures.contains(where: { if case .keptByContent(id) = $0.outcome { true } else { false } }) {
                    return made(.control(id), .controlKeepsTouchInScrollView)
                }
                if let prevented = gestures.first(where: { if case .preventedByControl(id) = $0.outcome { true } else { false } }) {
                    return made(.control(id), prevented.recognizer.kind == .pan ? .controlOverDragRecognizer : .controlOverTapRecognizer)
                }
                return made(.control(id), .controlTracking)
            }
            return made(.responder(handler), .responderHandles)
        }
        if fingers.contains(where: { $0.withheld != nil }) { return made(.nobody, .withheldFromViews) }
        if let hit = hitView, hierarchy[hit].isControl, !hierarchy[hit].isEnabled { return made(.nobody, .disabledControl) }
        return made(.nobody, .droppedByChain)
    }

    /// The recognizer (or scroll view's pan) that recognized first.
    private var firstRecognition: GestureCandidate? {
        gestures.enumerated().filter { $0.element.outcome == .recognized }
            .min { ($0.element.time ?? 0, $0.offset) < ($1.element.time ?? 0, $1.offset) }?.element
    }
}
