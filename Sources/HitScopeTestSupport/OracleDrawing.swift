import HitScopeCore

/// What UIKit draws where, and which ancestor keeps a point from a view, written plainly from Apple's
/// documentation and read from the model's plain data only (the oracle's own conversion and `pointInside` shapes,
/// `OracleGeometry` and `OraclePointInside`): the independent statement that `ViewPath`, `ScreenMap.draws`,
/// `DrawnViewIndex` and `DrawnViewMap` are proven equal to, as `UIKitOracle` is for hit-testing.
///
/// A view is drawn at a point when the point lies in its bounds and in the bounds of every ancestor whose
/// `clipsToBounds` is set ("setting this value to true causes subviews to be clipped to the bounds of the
/// receiver") and inside every mask view on its path, its own included (the mask view's alpha channel "determines
/// how much of the view's content and background shows through": a mask's frame, in the masked view's bounds space,
/// is what shows); it shows when neither it nor an ancestor is hidden ("a hidden view disappears from its window", with
/// its subviews) and its opacity, the product of the alphas down the tree, is above 0.01. Each containment is
/// `CGRectContainsPoint` in the view's own space.
public struct OracleDrawing: Sendable {
    public let hierarchy: ViewHierarchy

    public init(_ hierarchy: ViewHierarchy) { self.hierarchy = hierarchy }

    /// Why an ancestor keeps a point from the views below it, in the oracle's terms.
    public enum Refusal: Hashable, Sendable {
        /// A skip rule: hidden, alpha ≤ 0.01, userInteractionEnabled NO, in flight without interaction.
        case skipped
        /// `hitTest` overridden to return nil.
        case returnsNil
        /// `hitTest` overridden to return itself without asking its subviews.
        case returnsSelf
        /// Its `pointInside` said NO, and it asks its subviews only after a YES.
        case pointInsideNo
    }

    /// The position of a screen point against a view's path: the first ancestor that keeps it from the view and
    /// why, whether a clipping ancestor hides the view there, whether the point is in its bounds and its hit area.
    public func position(of id: ViewID, at point: Point) -> (refusal: (ViewID, Refusal)?, clipped: Bool, insideBounds: Bool, insideHitArea: Bool) {
        var path = [id]
        while let parent = hierarchy.parent(of: path[path.count - 1]) { path.append(parent) }
        path.reverse()
        var local = point
        var refusal: (ViewID, Refusal)?
        var clipped = false
        for ancestor in path.dropLast() {
            let view = hierarchy[ancestor]
            local = OracleGeometry.convertFromSuperview(local, into: view)
            let bounds = Rect(origin: view.boundsOrigin, size: view.frame.size)
            if view.clipsToBounds && !OracleGeometry.rectContains(bounds, local) { clipped = true }
            if let mask = view.mask, !OracleGeometry.rectContains(mask, local) { clipped = true }
            if refusal == nil, let why = Self.refusal(view, local, bounds) { refusal = (ancestor, why) }
        }
        let view = hierarchy[id]
        local = OracleGeometry.convertFromSuperview(local, into: view)
        let bounds = Rect(origin: view.boundsOrigin, size: view.frame.size)
        if let mask = view.mask, !OracleGeometry.rectContains(mask, local) { clipped = true }
        return (refusal, clipped, OracleGeometry.rectContains(bounds, local), OraclePointInside.answer(view.pointInsideRule, local, bounds: bounds))
    }

    /// Whether the view is drawn at a screen point: in its bounds, and no clipping ancestor cuts it away there.
    public func draws(_ id: ViewID, at point: Point) -> Bool {
        let position = position(of: id, at: point)
        return position.insideBounds && !position.clipped
    }

    /// Whether UIKit shows the view at all: nothing hidden on its path, the alphas' product above 0.01.
    public func isShown(_ id: ViewID) -> Bool {
        var current: ViewID? = id
        var alpha = 1.0
        while let view = current {
            if hierarchy[view].isHidden { return false }
            alpha *= max(0, min(1, hierarchy[view].alpha))
            current = hierarchy.parent(of: view)
        }
        return alpha > 0.01
    }

    /// The views drawn at a screen point, front to back: windows in their order (`OracleGeometry`), each view over
    /// its superview, later subviews over earlier ones.
    public func viewsDrawn(at point: Point) -> [ViewID] {
        var drawn: [ViewID] = []
        func visit(_ id: ViewID) {
            for child in hierarchy.children(of: id).reversed() { visit(child) }
            if draws(id, at: point) { drawn.append(id) }
        }
        for window in OracleGeometry.windowsFrontToBack(hierarchy) { visit(window) }
        return drawn
    }

    /// Whether `view`'s `hitTest` keeps a point of its own space from its subviews, and why, as the overrides' doc
    /// comments state them (`UIKitOracle`): an override returning nil never calls `super`; the others apply the
    /// skip rules first; `ignoresBounds…` ask the subviews wherever the point is.
    private static func refusal(_ view: View, _ local: Point, _ bounds: Rect) -> Refusal? {
        if view.hitTestRule == .never { return .returnsNil }
        let skipped = !view.isUserInteractionEnabled || view.isHidden || view.alpha <= 0.01
            || view.animation.map { !$0.allowsUserInteraction } == true
        if skipped { return .skipped }
        switch view.hitTestRule {
        case .returnsSelf: return .returnsSelf
        case .ignoresBounds, .ignoresBoundsReturningSelf: return nil
        case .standard, .passThrough, .redirect, .never:
            return OraclePointInside.answer(view.pointInsideRule, local, bounds: bounds) ? nil : .pointInsideNo
        }
    }
}
