/// What a fix is for when the view is already the hit-test view, or its answer is uncertain: a disabled control that
/// should send its actions, a view whose touches a recognizer cancels, an answer that depends on an unsettled
/// question. The engine names the changes that may do it (`candidates`) and says, on a changed copy of the scene,
/// whether one does (`isMet(by:at:)`); HitScopeDiff's `WholeSceneFixes` says what else each one changes.
public enum FixGoal: Hashable, Sendable {
    /// The control, enabled, tracks the tap and sends its actions (it is the hit-test view, disabled, and its
    /// touches go up the responder chain).
    case controlSendsActions(ViewID)
    /// The view keeps its touches (no touchesCancelled) when `recognizer` on `recognizerView`, an ancestor,
    /// recognizes a tap on it.
    case keepsTouches(ViewID, recognizerView: ViewID, recognizer: String)
    /// UIKit's answer no longer depends on the question, whichever way it is settled.
    case settles(UnsettledQuestion)

    /// The view whose touch the goal is about: a tap that it then gets is what a fix is for, not a cost.
    public var view: ViewID {
        switch self {
        case .controlSendsActions(let view), .keepsTouches(let view, _, _): view
        case .settles(let question): question.view
        }
    }

    /// The single-property changes that may meet the goal, in the order they are offered: enabling the control;
    /// `cancelsTouchesInView = NO` on the recognizer; for a view at alpha 0.01, an alpha of 0 (out of hit-testing,
    /// the best reading's answer) or 0.02 (in it); for a touch forwarded to a control, the inner view's interaction
    /// off, so that the control itself is the hit-test view. None on one of UIKit's private parts (`UIKitParts`).
    public func candidates(in hierarchy: ViewHierarchy) -> [FixChange] {
        let changes: [FixChange] = switch self {
        case .controlSendsActions(let control): [.enableControl(control)]
        case .keepsTouches(_, let recognizerView, let recognizer): [.keepTouchesInView(recognizerView, recognizer: recognizer)]
        case .settles(.alphaAtThreshold(let view, _)): [.setAlpha(view, 0), .setAlpha(view, 0.02)]
        case .settles(.touchForwardedToControl(_, let hitView)): [.disableInteraction(hitView)]
        }
        return changes.filter { !UIKitParts.isPart(hierarchy[$0.view]) }
    }

    /// Whether the goal holds for a tap at `point` (screen space) in the scene `tester` answers for: the control
    /// takes the tap; the view's touches end rather than being cancelled or withheld (GestureRule's confirmation,
    /// negated); no unsettled question about the same view is asked there.
    public func isMet(by tester: HitTester, at point: Point) -> Bool {
        switch self {
        case .controlSendsActions(let control):
            return tester.deliverTouches([.tap(at: point)]).verdict(in: tester.hierarchy).takenBy == .control(control)
        case .keepsTouches:
            let delivery = tester.deliverTouch(along: [point])
            guard let last = delivery.phases.last else { return false }
            return last.phase != .cancelled
        case .settles(let question):
            return !tester.unsettledQuestions(at: point).contains { $0.id == question.id && $0.view == question.view }
        }
    }
}
