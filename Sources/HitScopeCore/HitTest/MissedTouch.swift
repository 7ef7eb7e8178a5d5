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
    /// Why the view drawn under the finger that missed the touch is not the hit-test view (`missedView`; the answer
    /// names the view). Its fixes are proven on a copy of the whole scene by HitScopeDiff's `WholeSceneFixes`.
    public let missed: WhyNotAnswer?
}

extension HitTester {
    /// Delivers `fingers` and decides the verdict; with `drawn`, also looks for a view drawn under the finger
    /// that missed the touch (`missedView`).
    public func answer(_ fingers: [Finger], drawn: DrawnViewIndex?) -> TouchAnswer {
        let delivery = deliverTouches(fingers)
        let verdict = delivery.verdict(in: hierarchy)
        let missed = drawn.flatMap { missedView(fingers, verdict: verdict, drawn: $0) }
        return TouchAnswer(delivery: delivery, verdict: verdict, missed: missed)
    }
}
