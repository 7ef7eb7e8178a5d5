import HitScopeCore

/// UIKit's hit test written plainly, as a recursion, from Apple's documentation of `UIView.hitTest(_:with:)`
/// (developer.apple.com/documentation/uikit/uiview/1622469-hittest): "This method traverses the view hierarchy
/// by calling the `point(inside:with:)` method of each subview to determine which subview should receive a touch
/// event. If `point(inside:with:)` returns true, then the subview's hierarchy is similarly traversed until the
/// frontmost view containing the specified point is found. If a view does not contain the point, its branch of
/// the view hierarchy is ignored. […] This method ignores view objects that are hidden, that have disabled user
/// interactions, or have an alpha level less than 0.01." The seed notes pin the boundary (`alpha <= 0.01` is
/// ignored, seeds 001 and 002) and the order: the frontmost subview, the last in `subviews`, is asked first, each
/// with the point converted into its own space; with no subview answering, the view returns itself.
///
/// Each `HitTestRule` override is written here as its doc comment states it, and the application asks its
/// windows front to back (`ViewHierarchy.windowsFrontToBack`). Only the model's data is borrowed — the views,
/// `PointInsideRule.contains(_:bounds:)` (which defines the `pointInside` overrides) and
/// `View.convertFromSuperview` — never the engine's walks: the tests prove every fast path equal to this.
public struct UIKitOracle: Sendable {
    /// The hierarchy (every redirect's target must exist).
    public let hierarchy: ViewHierarchy

    /// The oracle for `hierarchy`.
    public init(_ hierarchy: ViewHierarchy) {
        self.hierarchy = hierarchy
    }

    /// The hit-test view for a point in screen space: the first window, front to back, whose `hitTest` answers.
    public func hitTest(_ point: Point) -> ViewID? {
        for window in hierarchy.windowsFrontToBack {
            if let hit = hitTest(window, hierarchy[window].convertFromSuperview(point)) { return hit }
        }
        return nil
    }

    /// `view.hitTest(point, with: event)`, `point` in the view's own bounds space: the view's override.
    public func hitTest(_ id: ViewID, _ point: Point) -> ViewID? {
        switch hierarchy[id].hitTest {
        case .standard: return defaultHitTest(id, point)
        case .never: return nil
        case .passThrough:
            let hit = defaultHitTest(id, point)
            return hit == id ? nil : hit
        case .redirect(let target):
            return defaultHitTest(id, point) == nil ? nil : hierarchy.id(named: target)
        case .returnsSelf:
            return isTouchable(id) && pointInside(id, point) ? id : nil
        case .ignoresBounds:
            guard isTouchable(id) else { return nil }
            return subviewsHitTest(id, point) ?? (pointInside(id, point) ? id : nil)
        case .ignoresBoundsReturningSelf:
            guard isTouchable(id) else { return nil }
            return subviewsHitTest(id, point) ?? id
        }
    }

    /// `super.hitTest(point, with: event)`: UIKit's own implementation.
    private func defaultHitTest(_ id: ViewID, _ point: Point) -> ViewID? {
        guard isTouchable(id), pointInside(id, point) else { return nil }
        return subviewsHitTest(id, point) ?? id
    }

    /// The documented skip rules: hidden, `alpha <= 0.01`, `userInteractionEnabled == NO`; and a view being
    /// animated without `.allowUserInteraction` ("If you do not use this option, animated views will not receive
    /// touches"; a property animator's `isUserInteractionEnabled = NO`: "touch events are ignored in animated
    /// views for the duration of the animations").
    private func isTouchable(_ id: ViewID) -> Bool {
        let view = hierarchy[id]
        let animatedWithoutTouches = view.animation.map { !$0.allowsUserInteraction } ?? false
        return !view.isHidden && view.alpha > 0.01 && view.isUserInteractionEnabled && !animatedWithoutTouches
    }

    /// `point(inside:with:)`, the view's own.
    private func pointInside(_ id: ViewID, _ point: Point) -> Bool {
        hierarchy[id].pointInside.contains(point, bounds: hierarchy[id].bounds)
    }

    /// The subviews, last to first, each asked with the point in its space; the first answer.
    private func subviewsHitTest(_ id: ViewID, _ point: Point) -> ViewID? {
        for subview in hierarchy.children(of: id).reversed() {
            if let hit = hitTest(subview, hierarchy[subview].convertFromSuperview(point)) { return hit }
        }
        return nil
    }
}
