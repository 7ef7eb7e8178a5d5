/// A question about UIKit's behaviour that no source settles (docs/rules.md, "Unsettled questions"), on which an
/// answer depends. HitScope follows the best reading; a verdict that depends on a question carries it
/// (`TouchVerdict.uncertainties`), and `HitTester.unsettledQuestions(at:)` says, for any point, which ones the
/// answer there depends on. The words are HitScopeOutput's (`UncertaintyText`).
public enum UnsettledQuestion: Hashable, Sendable {
    /// A view with `alpha` exactly 0.01 stands between the point and the view that would take it: Apple's
    /// `hitTest(_:with:)` ignores a view with "an alpha level less than 0.01", the seeds' code skips one at
    /// `<= 0.01`. Best reading: it is skipped (UIKit keeps alpha in its layer's `Float` opacity, so 0.01 reads
    /// back as 0.0099999998, less than 0.01). `otherHitView`: the hit-test view were it hit-tested.
    case alphaAtThreshold(view: ViewID, otherHitView: ViewID)
    /// The hit-test view is an interaction-enabled subview of a `UIButton` or a `UIControl` of the app's own, so
    /// its `touchesBegan` passes the touch up to the control; Apple does not say whether a control tracks a touch
    /// forwarded to it. Best reading: it does not, and sends no action (developers' reports).
    case touchForwardedToControl(control: ViewID, hitView: ViewID)

    /// `alphaAtThreshold` or `touchForwardedToControl`: the `id` trace documents give.
    public var id: String {
        switch self {
        case .alphaAtThreshold: "alphaAtThreshold"
        case .touchForwardedToControl: "touchForwardedToControl"
        }
    }

    /// The view the question is about: the view at alpha 0.01, or the control.
    public var view: ViewID {
        switch self {
        case .alphaAtThreshold(let view, _): view
        case .touchForwardedToControl(let control, _): control
        }
    }
}
