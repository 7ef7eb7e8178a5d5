/// The first rule that kept a view from being the hit-test view at a point.
public indirect enum WhyNotReason: Hashable, Sendable {
    /// It is the hit-test view.
    case isHitView
    /// A window in front of the view's window returned a view first.
    case windowInFront(window: ViewID, hitView: ViewID)
    /// `view` (the view itself or an ancestor) was skipped by the default `hitTest`.
    case skipped(view: ViewID, reason: SkipReason)
    /// `view`'s `pointInside` said NO; for an ancestor this means its subviews were never asked.
    case pointInsideNo(view: ViewID, point: Point, rule: PointInsideRule)
    /// `view`'s `hitTest` is overridden to return nil.
    case hitTestNever(view: ViewID)
    /// An ancestor's `hitTest` returns itself without asking its subviews.
    case ancestorReturnsSelf(ancestor: ViewID)
    /// A subview of `parent` in front of the path (asked first) returned `hitView`.
    case coveredBySibling(parent: ViewID, sibling: ViewID, hitView: ViewID)
    /// An overridden `hitTest` of `by` replaced the answer with `to`.
    case redirected(by: ViewID, to: ViewID)
    /// The view's own `passThrough` override turned "self" into nil.
    case passedThrough(view: ViewID)
    /// The view is inside the hit-test view, which takes the touch: `blocker` (the view itself, or a view
    /// between the two, skipped or saying NO) is why the search stopped at the hit-test view. UIKit's normal
    /// behaviour: a button's title label or image never gets the button's touch.
    case insideHitView(hitView: ViewID, blocker: WhyNotReason)
    /// A subview of the view (or one of its descendants) is the hit-test view.
    case descendantIsHitView(hitView: ViewID)
}
