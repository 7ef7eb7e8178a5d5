/// A view a person would take the touch to be for: drawn under the finger, doing something with touches, and not
/// the one that got it. The verdict names it, with why it missed the touch and the fix the engine proved, if any.
public struct MissedTouch: Hashable, Sendable {
    /// The frontmost view UIKit draws under the first finger's first point that uses touches (a control, a view
    /// that handles touches, one with recognizers, a scroll view).
    public let view: ViewID
    /// Why it is not the hit-test view there.
    public let answer: WhyNotAnswer
    /// The fix proven on a copy of the scene, or that no single-property change does it.
    public let advice: FixAdvice
}

extension FixProver {
    /// The view a touch missed (`HitTester.missedView`), with the fix proven for it on a copy of the scene.
    public mutating func missedTouch(_ fingers: [Finger], verdict: TouchVerdict, drawn: DrawnViewIndex) -> MissedTouch? {
        guard let answer = tester.missedView(fingers, verdict: verdict, drawn: drawn) else { return nil }
        return MissedTouch(view: answer.view, answer: answer, advice: advice(for: answer.view, fingers: fingers))
    }
}

extension HitTester {
    /// Why the view a touch missed is not the hit-test view (the answer names the view), if a view was missed: the
    /// frontmost view drawn (and shown) under the first finger's first point that uses touches (the public view it
    /// belongs to, for one of UIKit's private parts), when the touch neither reached it nor went to it. Nil when that
    /// view is the hit-test view (a scroll view or a recognizer may still have taken the touch: the verdict says so),
    /// holds it, or took the touch.
    public func missedView(_ fingers: [Finger], verdict: TouchVerdict, drawn: DrawnViewIndex) -> WhyNotAnswer? {
        guard let point = fingers.first?.samples.first?.point else { return nil }
        // UIKit's private parts (`UIKitParts`) are how its public views are built: a person meant to tap the public view.
        guard let drawnView = drawn.viewsDrawn(at: point).first(where: { drawn.isShown($0) && hierarchy[$0].usesTouches }),
            case let view = hierarchy.publicOwner(of: drawnView),
            verdict.handledBy != .view(view)
        else { return nil }
        let answer = whyNot(view, at: point)
        switch answer.reason {
        case .isHitView, .insideHitView, .descendantIsHitView: return nil
        default: return answer
        }
    }
}

/// A touch answered: what was delivered, who took it, and the view drawn there that missed it (when a
/// drawn-view index was given).
public struct TouchAnswer: Sendable {
    public let delivery: TouchDelivery
    public let verdict: TouchVerdict
    public let missed: MissedTouch?
}

extension HitTester {
    /// Delivers `fingers` and decides the verdict; with `drawn`, also looks for a view drawn under the finger
    /// that missed the touch, and proves a fix for it.
    public func answer(_ fingers: [Finger], drawn: DrawnViewIndex?) -> TouchAnswer {
        var prover = FixProver(self)
        return answer(fingers, drawn: drawn, prover: &prover)
    }

    /// `answer(_:drawn:)` with a prover kept across many touches of this scene (each changed scene compiled once).
    public func answer(_ fingers: [Finger], drawn: DrawnViewIndex?, prover: inout FixProver) -> TouchAnswer {
        let delivery = deliverTouches(fingers)
        let verdict = delivery.verdict(in: hierarchy)
        let missed = drawn.flatMap { prover.missedTouch(fingers, verdict: verdict, drawn: $0) }
        return TouchAnswer(delivery: delivery, verdict: verdict, missed: missed)
    }
}
