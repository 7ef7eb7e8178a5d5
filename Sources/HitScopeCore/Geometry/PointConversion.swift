/// Where a view sits in its superview: what point conversion needs. The inverse of a transform is worked out at
/// each conversion (a few multiplications, for about one view in a hundred) rather than kept: every view's
/// `HitBehavior` holds a placement, and 48 more bytes a view is a large scene's memory.
package struct Placement: Sendable {
    package let frame: Rect
    package let boundsOrigin: Point
    package let transform: Transform2D
    /// Set for a transform that cannot be inverted.
    package let isSingular: Bool
    /// Whether `transform` is the identity.
    private let isIdentity: Bool

    package init(_ view: borrowing View) {
        frame = view.frame
        boundsOrigin = view.boundsOrigin
        transform = view.transform
        isIdentity = transform.isIdentity
        isSingular = !isIdentity && transform.inverted == nil
    }

    /// `[view convertPoint:point fromView:view.superview]`: the one place where HitScope converts a point from the
    /// superview's bounds space (or, for a window, screen space) into the view's bounds space.
    ///
    /// UIKit places a view by its centre (`frame`'s midpoint, in the superview's bounds space) and applies
    /// `transform` about that centre; the view's own space starts at `bounds.origin`. So
    /// `local = transform⁻¹ · (point − centre) + bounds centre`. Without a transform this is the view's
    /// `translation` (`point − frame.origin + bounds.origin`, computed in that form so that edges stay exact).
    /// A transform that cannot be inverted maps every point to `(nan, nan)`, which no view contains.
    @inline(__always)
    package func convertFromSuperview(_ point: Point) -> Point {
        if isIdentity { return translation.fromSuperview(point) }
        guard let inverse = transform.inverted else { return Point(.nan, .nan) }
        let local = inverse.apply(to: Point(point.x - frame.midX, point.y - frame.midY))
        return Point(local.x + boundsOrigin.x + frame.size.width / 2, local.y + boundsOrigin.y + frame.size.height / 2)
    }

    /// The view's bounds: origin `boundsOrigin`, size the frame's.
    package var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }

    /// Whether the view has no transform: its `translation` is the whole conversion.
    package var isTranslation: Bool { isIdentity }

    /// The conversion of a view without a transform (`isTranslation`): for walks that convert points, or whole
    /// columns and rows of sample points (`TouchAreaMapBuilder`), without the transform's branch.
    @inline(__always)
    package var translation: Translation { Translation(frameOrigin: frame.origin, boundsOrigin: boundsOrigin) }

    /// `[view convertPoint:point toView:view.superview]`: the inverse of `convertFromSuperview`.
    package func convertToSuperview(_ point: Point) -> Point {
        if isIdentity { return translation.toSuperview(point) }
        let centred = Point(
            point.x - boundsOrigin.x - frame.size.width / 2, point.y - boundsOrigin.y - frame.size.height / 2)
        let moved = transform.apply(to: centred)
        return Point(moved.x + frame.midX, moved.y + frame.midY)
    }

    /// The smallest box in the superview's space that holds `box` (in the view's bounds space) after conversion.
    package func boundingBoxInSuperview(of box: Rect) -> Rect {
        let mapped = Box(box, mappedBy: convertToSuperview)
        return Rect(mapped.minX, mapped.minY, mapped.width, mapped.height)
    }
}

extension View {
    /// `[self convertPoint:point fromView:self.superview]` (see `Placement.convertFromSuperview`).
    public func convertFromSuperview(_ point: Point) -> Point {
        Placement(self).convertFromSuperview(point)
    }

    /// `[self convertPoint:point toView:self.superview]`.
    public func convertToSuperview(_ point: Point) -> Point {
        Placement(self).convertToSuperview(point)
    }

    /// The corners of the bounds in the superview's space, after `transform` (for drawing).
    public var cornersInSuperview: [Point] {
        bounds.corners.map(Placement(self).convertToSuperview)
    }

    /// The smallest box in the superview's space that holds the bounds after `transform`: the box around
    /// `cornersInSuperview` (the frame itself, in edges, without a transform).
    public var boxInSuperview: Box {
        Box(bounds, mappedBy: Placement(self).convertToSuperview)
    }

    /// The affine map from this view's bounds space to its superview's bounds space (screen space for a window):
    /// the map `convertToSuperview` applies, as a matrix, so that it composes (`transform · (p − bounds centre) +
    /// frame centre`, or `Translation.offset` added without a transform). Applying it gives
    /// `convertToSuperview`'s point up to rounding: the conversion itself keeps its own order of operations.
    public var toSuperview: Transform2D {
        if transform.isIdentity {
            let offset = Translation(self).offset
            return .translation(offset.x, offset.y)
        }
        let centring = Transform2D.translation(-boundsOrigin.x - frame.size.width / 2, -boundsOrigin.y - frame.size.height / 2)
        return Transform2D.translation(frame.midX, frame.midY).concatenating(transform.concatenating(centring))
    }
}

extension ViewHierarchy {
    /// Converts a point from screen space into a view's bounds space, through every superview.
    public func convertFromScreen(_ point: Point, to id: ViewID) -> Point {
        path(to: id).reduce(point) { converted, step in self[step].convertFromSuperview(converted) }
    }

    /// Converts a point from a view's bounds space to screen space.
    public func convertToScreen(_ point: Point, from id: ViewID) -> Point {
        path(to: id).reversed().reduce(point) { converted, step in self[step].convertToSuperview(converted) }
    }

}
