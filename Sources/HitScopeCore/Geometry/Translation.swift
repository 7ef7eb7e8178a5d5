/// Where a view without a transform sits in its superview: its frame's origin (in the superview's bounds space)
/// and its bounds' origin. The one statement of the superview conversion for such a view, which is most views:
/// `Placement.convertFromSuperview` and `convertToSuperview`, the walks (`WalkLayout`), the touch-area map's
/// columns and rows (`TouchAreaMapBuilder`), the view's affine map (`View.toSuperview`) and the audit's grid
/// frames read it.
///
/// Both origins are kept, not their difference: a point is converted as `point − frame.origin + bounds.origin`, in
/// that order, so that a point on the frame's edge lands exactly on the bounds' edge (`x − (f − b)` can round off
/// it), as `UIKitOracle`'s conversion does.
package struct Translation: Hashable, Sendable {
    /// The frame's origin, in the superview's bounds space.
    package let frameOrigin: Point
    /// The bounds' origin: where the view's own space starts (a scroll view's `contentOffset`).
    package let boundsOrigin: Point

    /// The translation of a view with this frame origin and bounds origin.
    package init(frameOrigin: Point, boundsOrigin: Point) { (self.frameOrigin, self.boundsOrigin) = (frameOrigin, boundsOrigin) }

    /// The translation of `view` (whatever its transform: the caller knows it is the identity).
    package init(_ view: borrowing View) {
        self.init(frameOrigin: view.frame.origin, boundsOrigin: view.boundsOrigin)
    }

    /// No move at all.
    package static let zero = Translation(frameOrigin: .zero, boundsOrigin: .zero)

    /// `[view convertPoint:point fromView:view.superview]`: `point − frame.origin + bounds.origin`.
    @inline(__always)
    package func fromSuperview(_ point: Point) -> Point {
        Point(fromSuperviewX(point.x), fromSuperviewY(point.y))
    }

    /// `fromSuperview`'s x alone, for walks that convert whole columns of sample points.
    @inline(__always)
    package func fromSuperviewX(_ x: Double) -> Double { x - frameOrigin.x + boundsOrigin.x }

    /// `fromSuperview`'s y alone, for walks that convert whole rows of sample points.
    @inline(__always)
    package func fromSuperviewY(_ y: Double) -> Double { y - frameOrigin.y + boundsOrigin.y }

    /// `[view convertPoint:point toView:view.superview]`: `point + frame.origin − bounds.origin`.
    @inline(__always)
    package func toSuperview(_ point: Point) -> Point {
        Point(point.x + frameOrigin.x - boundsOrigin.x, point.y + frameOrigin.y - boundsOrigin.y)
    }

    /// `frame.origin − bounds.origin`: where the view's space's origin lies in the superview's space, the vector
    /// that translations along a path add up to.
    package var offset: Point {
        Point(frameOrigin.x - boundsOrigin.x, frameOrigin.y - boundsOrigin.y)
    }
}
