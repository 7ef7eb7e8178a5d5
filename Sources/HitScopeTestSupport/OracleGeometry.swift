import HitScopeCore

/// The oracle's own geometry, written from UIKit's and Core Graphics' documentation and read from the model's plain
/// data only (a view's `frame`, `boundsOrigin` and `transform` fields; a rectangle's origin and size): nothing of
/// the engine's geometry (`Placement`, `Rect.contains`, `Transform2D.inverted`) is called, so that a bug there
/// cannot hide from the oracle tests.
public enum OracleGeometry {
    /// `[view convertPoint:point fromView:view.superview]`: a point of the superview's bounds space (screen space
    /// for a window) in the view's own bounds space.
    ///
    /// UIKit places a view by `center`, the frame's midpoint (the layer's `position` with the default anchor point
    /// (0.5, 0.5)), and applies `transform` about it; the view's own space starts at `bounds.origin`. Without a
    /// transform the conversion is `point − frame.origin + bounds.origin`. With one, it is `inverse · (point −
    /// centre) + bounds centre`, where `inverse` is `CGAffineTransformInvert(transform)`: for the matrix
    /// `[a b; c d]` with translation `(tx, ty)` and determinant `a·d − b·c`, the matrix `[d −b; −c a] / det` with
    /// translation `((c·ty − d·tx) / det, (b·tx − a·ty) / det)`. The operations are the textbook ones in the order
    /// written, so that the oracle's point is the engine's to the last bit when both are right (points on a rotated
    /// edge are common on the tests' grids; a different rounding would part them there).
    ///
    /// A transform whose determinant is zero (or not a number) has no inverse: the point has no place in the view,
    /// given as `(nan, nan)`, which no geometric test contains (`CGRectContainsPoint`, a path's `contains`).
    /// A `pointInside` that looks at no point (`return YES`) still answers YES, and an override that does not call
    /// `pointInside` still answers: the view is untouchable only for the rules that test the point.
    public static func convertFromSuperview(_ point: Point, into view: View) -> Point {
        let frame = view.frame, boundsOrigin = view.boundsOrigin, t = view.transform
        let identity = t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && t.tx == 0 && t.ty == 0
        if identity {
            return Point(point.x - frame.origin.x + boundsOrigin.x, point.y - frame.origin.y + boundsOrigin.y)
        }
        let determinant = t.a * t.d - t.b * t.c
        guard determinant != 0, determinant.isFinite else { return Point(.nan, .nan) }
        let ia = t.d / determinant, ib = -t.b / determinant, ic = -t.c / determinant, id = t.a / determinant
        let itx = (t.c * t.ty - t.d * t.tx) / determinant, ity = (t.b * t.tx - t.a * t.ty) / determinant
        let x = point.x - (frame.origin.x + frame.size.width / 2), y = point.y - (frame.origin.y + frame.size.height / 2)
        let u = ia * x + ic * y + itx, v = ib * x + id * y + ity
        return Point(u + boundsOrigin.x + frame.size.width / 2, v + boundsOrigin.y + frame.size.height / 2)
    }

    /// `CGRectContainsPoint`: the rectangle is standardized first (a negative width or height extends it the other
    /// way, as every CGGeometry function reads it); a point on the minimum x or y edge is inside, one on the
    /// maximum edges is not, so an empty rectangle holds no point.
    public static func rectContains(_ rect: Rect, _ point: Point) -> Bool {
        let x0 = rect.origin.x, x1 = rect.origin.x + rect.size.width
        let y0 = rect.origin.y, y1 = rect.origin.y + rect.size.height
        return point.x >= min(x0, x1) && point.x < max(x0, x1) && point.y >= min(y0, y1) && point.y < max(y0, y1)
    }

    /// The application's windows, front to back (`UIWindow.windowLevel`: "Windows are ordered relative to each
    /// other by their window level; windows of a higher level are displayed above those of a lower level"; among
    /// equal levels the window shown later, later in the scene, is on top).
    public static func windowsFrontToBack(_ hierarchy: ViewHierarchy) -> [ViewID] {
        var order: [ViewID] = []
        for window in hierarchy.windows {
            let level = hierarchy[window].windowLevel
            // In front of every window already placed whose level is not higher.
            let position = order.firstIndex { hierarchy[$0].windowLevel <= level } ?? order.count
            order.insert(window, at: position)
        }
        return order
    }
}
