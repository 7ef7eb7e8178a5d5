import HitScopeAudit
import HitScopeCore

/// An unsettled question in words (docs/rules.md, "Unsettled questions"): that UIKit's answer here is uncertain,
/// what the question is, the best reading HitScope follows and why, how to make the answer sure, and the sources.
/// The one place these words are written.
extension TraceTextFormatter {
    /// The word every output puts before an answer, a finding or an area that depends on an unsettled question.
    public static let uncertainLabel = "Uncertain"

    /// `<area> pt² around (x, y): UIKit's answer here is uncertain: …`, for touch area that depends on a question
    /// (`UncertainArea`, the audit's).
    public func uncertainAreaText(_ part: UncertainArea) -> String {
        "\(formatNumber(part.area)) pt² around (\(formatNumber(part.point.x)), \(formatNumber(part.point.y))): \(uncertaintyText(part.question))"
    }

    /// The question in a clause, from the views' names (for outputs that keep names, not the scene: the diff),
    /// with where it is explained: `id` is `UnsettledQuestion.id`, `view` the question's view, `otherView` the
    /// other reading's hit-test view or the view that forwards the touch.
    public static func briefQuestion(id: String, view: String, otherView: String) -> String {
        let question =
            switch id {
            case "alphaAtThreshold":
                "\(view) has alpha 0.01 exactly: by the best reading it is skipped; hit-tested, the touch would go to \(otherView)"
            case "touchForwardedToControl":
                "\(otherView), an interaction-enabled view inside \(view), forwards the touch to it: by the best reading \(view) does not track it and sends no action"
            default: "a question about \(view)"
            }
        return question + " (docs/rules.md, Unsettled questions)"
    }

    /// `UIKit's answer here is uncertain: <question> Best reading: <reading>. To be sure: <change>. [<sources>]`.
    public func uncertaintyText(_ question: UnsettledQuestion) -> String {
        "UIKit's answer here is uncertain: \(uncertainQuestion(question)) Best reading: \(bestReading(question)). To be sure: \(sureChange(question)). [\(question.source)]"
    }

    /// The question, about the scene's views, in a sentence.
    public func uncertainQuestion(_ question: UnsettledQuestion) -> String {
        switch question {
        case .alphaAtThreshold(let view, _):
            "\(nameAndClass(view)) has alpha 0.01 exactly; Apple's hitTest(_:with:) ignores views with \"an alpha level less than 0.01\", the seeds' code skips them at \"<= 0.01\", and no device log here settles 0.01 itself."
        case .touchForwardedToControl(let control, let hitView):
            "\(nameAndClass(hitView)) is an interaction-enabled view inside \(nameAndClass(control)), so it is the hit-test view and its touchesBegan passes the touch up to \(name(control)); Apple documents that forwarding (UIResponder) but not whether a control tracks a touch forwarded to it."
        }
    }

    /// The reading HitScope follows, why, and what the other reading would answer.
    public func bestReading(_ question: UnsettledQuestion) -> String {
        switch question {
        case .alphaAtThreshold(let view, let otherHitView):
            "\(name(view)) is skipped, as a view below 0.01 is, because UIKit keeps a view's alpha in its layer's opacity, a Float, and 0.01 reads back as 0.0099999998, less than 0.01 either way; hit-tested instead, the touch would go to \(nameAndClass(otherHitView))"
        case .touchForwardedToControl(let control, _):
            "\(name(control)) does not track it and sends no action, because developers widely report that a button stops working when an interaction-enabled view is added inside it, and works again once that view's userInteractionEnabled is NO; read the other way, \(name(control)) would send touchDown and touchUpInside"
        }
    }

    /// The change that makes UIKit's answer sure either way.
    public func sureChange(_ question: UnsettledQuestion) -> String {
        switch question {
        case .alphaAtThreshold(let view, _): "give \(name(view)) an alpha of 0 to hide it from touches, or above 0.01 (0.02) to keep it touchable"
        case .touchForwardedToControl(_, let hitView): "set \(name(hitView))'s userInteractionEnabled to NO, so that the control itself is the hit-test view"
        }
    }
}

extension UnsettledQuestion {
    /// Where the question and its best reading come from.
    public var source: String {
        switch self {
        case .alphaAtThreshold:
            "Apple, UIView.hitTest(_:with:); seeds 000–003; UIView.alpha is CALayer.opacity, a Float (developers' reports: 0.4 reads back as 0.4000000059604645); docs/rules.md, Unsettled questions"
        case .touchForwardedToControl:
            "Stack Overflow 24814401, \"UIButton targets not working if a UIView is added as a subview\" (and hyperoslo/Presentation#89); Apple, UIResponder (touchesBegan forwards up the chain); docs/rules.md, Unsettled questions"
        }
    }
}
