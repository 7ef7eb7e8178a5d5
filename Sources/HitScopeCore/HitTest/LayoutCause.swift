/// A layout bug that keeps a view from its touches: an ancestor with no width or no height, or one whose subviews all
/// lie outside it. UIKit asks a view's `pointInside` before its subviews and `clipsToBounds = NO` lets the subviews
/// draw outside it, so they show and are never asked there. `why` names it before any override (docs/rules.md,
/// "Fixes are proven on the whole scene").
public struct LayoutCause: Hashable, Sendable {
    /// What is wrong with the view's size.
    public enum Kind: Hashable, Sendable {
        /// Its frame is 0 pt wide (and not 0 pt tall).
        case zeroWidth
        /// Its frame is 0 pt tall (and not 0 pt wide).
        case zeroHeight
        /// Its frame is 0 × 0.
        case zeroSize
        /// It has a size, but each subview lies wholly outside its bounds.
        case subviewsOutside
    }

    /// The view whose size is wrong (an ancestor of the view asked about).
    public let view: ViewID
    public let kind: Kind
    /// The smallest rectangle in the view's bounds space that holds its subviews (each one's box after its
    /// transform).
    public let subviewExtent: Rect
    /// The frame size that holds them all, its origin kept: the size the fix gives it; nil when none does (a
    /// subview lies left of or above its bounds, or the view is transformed, where a frame's size is not its bounds').
    public let fittingSize: Size?
}

extension ViewHierarchy {
    /// The layout bug of view `id` when it has subviews and is 0 pt wide or tall, or has a size and holds none of
    /// its subviews inside its bounds (`Rect.intersects`' open edges: a subview that only touches an edge is
    /// outside); nil otherwise.
    public func layoutCause(of id: ViewID) -> LayoutCause? {
        let view = self[id]
        let subviews = children(of: id)
        guard let first = subviews.first else { return nil }
        let extent = subviews.dropFirst().reduce(self[first].boxInSuperview) { $0.union(self[$1].boxInSuperview) }
        let bounds = view.bounds
        let kind: LayoutCause.Kind
        switch (bounds.size.width == 0, bounds.size.height == 0) {
        case (true, true): kind = .zeroSize
        case (true, false): kind = .zeroWidth
        case (false, true): kind = .zeroHeight
        case (false, false):
            let inside = subviews.contains { Box(bounds).intersects(self[$0].boxInSuperview) }
            guard !inside else { return nil }
            kind = .subviewsOutside
        }
        guard extent.width > 0 || extent.height > 0, extent.minX.isFinite, extent.minY.isFinite, extent.maxX.isFinite, extent.maxY.isFinite
        else { return nil }
        var fitting: Size?
        if view.transform.isIdentity, extent.minX >= bounds.minX, extent.minY >= bounds.minY {
            fitting = Size(max(bounds.size.width, extent.maxX - bounds.minX), max(bounds.size.height, extent.maxY - bounds.minY))
        }
        return LayoutCause(view: id, kind: kind, subviewExtent: Rect(extent), fittingSize: fitting)
    }
}

extension WhyNotAnswer {
    /// The layout bug behind the answer: the ancestor whose `pointInside` said NO is 0 pt wide or tall, or holds
    /// none of its subviews (`ViewHierarchy.layoutCause(of:)`); nil for any other reason.
    public func layoutCause(in hierarchy: ViewHierarchy) -> LayoutCause? {
        guard case .pointInsideNo(let ancestor, _, _) = reason, ancestor != view else { return nil }
        return hierarchy.layoutCause(of: ancestor)
    }
}
