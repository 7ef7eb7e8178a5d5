import HitScopeCore

/// The rule that decided whether a view is the hit-test view at a point (docs/trace-format.md names each).
public enum WhyReason: String, Sendable, CaseIterable {
    /// The view is the hit-test view.
    case isHitView
    /// The view does nothing with touches and sits inside the hit-test view, which takes the touch: UIKit's
    /// normal behaviour (a button's title label).
    case insideHitView
    /// A window in front returned a view first.
    case windowInFront
    /// The view or an ancestor is hidden, has alpha <= 0.01, has userInteractionEnabled = NO or is animating.
    case skipped
    /// The view's or an ancestor's `pointInside` said NO.
    case pointInsideNo
    /// A `hitTest` override returns nil.
    case hitTestNever
    /// An ancestor's `hitTest` returns itself without asking its subviews.
    case ancestorReturnsSelf
    /// A sibling in front returned a view first.
    case coveredBySibling
    /// A `hitTest` override redirects the answer.
    case redirected
    /// A pass-through `hitTest` returns nil where it would return itself.
    case passedThrough
    /// A subview of the view is the hit-test view.
    case descendantIsHitView

    init(_ reason: WhyNotReason) {
        self =
            switch reason {
            case .isHitView: .isHitView
            case .insideHitView: .insideHitView
            case .windowInFront: .windowInFront
            case .skipped: .skipped
            case .pointInsideNo: .pointInsideNo
            case .hitTestNever: .hitTestNever
            case .ancestorReturnsSelf: .ancestorReturnsSelf
            case .coveredBySibling: .coveredBySibling
            case .redirected: .redirected
            case .passedThrough: .passedThrough
            case .descendantIsHitView: .descendantIsHitView
            }
    }
}
