import HitScopeCore

/// UIKit's hit test written plainly, as a recursion, from Apple's documentation of `UIView.hitTest(_:with:)`
/// (developer.apple.com/documentation/uikit/uiview/1622469-hittest): "This method traverses the view hierarchy
/// by calling the `point(inside:with:)` method of each subview to determine which subview should receive a touch
/// event. If `point(inside:with:)` returns true, then the subview's hierarchy is similarly traversed until the
/// frontmost view containing the specified point is found. If a view does not contain the point, its branch of
/// the view hierarchy is ignored. […] This method ignores view objects that are hidden, that have disabled user
/// interactions, or have an alpha level less than 0.01." The seed notes pin the boundary (`alpha <= 0.01` is
/// ignored, seeds 001 and 003) and the order: the frontmost subview, the last in `subviews`, is asked first, each
/// with the point converted into its own space; with no subview answering, the view returns itself.
///
/// Each `HitTestRule` override is written here as its doc comment states it. The oracle is independent of the
/// engine: it reads the model's plain data only (the views' stored properties, the tree's windows, subviews and
/// names, the rule enums) and writes its own point conversion, `pointInside` shapes and window order
/// (`OracleGeometry`, `OraclePointInside`). The tests prove every fast path equal to it, and the traced walk's
/// steps equal to its call log (`calls(at:)`).
public struct UIKitOracle: Sendable {
    /// The hierarchy (every redirect's target must exist).
    public let hierarchy: ViewHierarchy
    private let windowOrder: [ViewID]

    /// The oracle for `hierarchy`.
    public init(_ hierarchy: ViewHierarchy) {
        self.hierarchy = hierarchy
        windowOrder = OracleGeometry.windowsFrontToBack(hierarchy)
    }

    /// The hit-test view for a point in screen space: the first window, front to back, whose `hitTest` answers.
    public func hitTest(_ point: Point) -> ViewID? {
        var log: [OracleCall]? = nil
        return hitTest(point, &log)
    }

    /// The hit-test view for a point in screen space, and every call UIKit makes to find it, in order: each
    /// `hitTest` (its point), each skip (why), each `pointInside` (its answer), each override's rewrite and each
    /// return.
    public func calls(at point: Point) -> (hitView: ViewID?, calls: [OracleCall]) {
        var log: [OracleCall]? = []
        let hit = hitTest(point, &log)
        return (hit, log ?? [])
    }

    /// `view.hitTest(point, with: event)`, `point` in the view's own bounds space: the view's override.
    public func hitTest(_ id: ViewID, _ point: Point) -> ViewID? {
        var log: [OracleCall]? = nil
        return hitTest(id, point, depth: 0, &log)
    }

    /// `[view convertPoint:point fromView:nil]`: a screen point in the bounds space of `id`, through every
    /// superview from its window down.
    public func convertFromScreen(_ point: Point, to id: ViewID) -> Point {
        var path = [id]
        while let parent = hierarchy.parent(of: path[path.count - 1]) { path.append(parent) }
        return path.reversed().reduce(point) { converted, view in
            OracleGeometry.convertFromSuperview(converted, into: hierarchy[view])
        }
    }

    private func hitTest(_ point: Point, _ log: inout [OracleCall]?) -> ViewID? {
        for window in windowOrder {
            let local = OracleGeometry.convertFromSuperview(point, into: hierarchy[window])
            if let hit = hitTest(window, local, depth: 0, &log) { return hit }
        }
        return nil
    }

    private func hitTest(_ id: ViewID, _ point: Point, depth: Int, _ log: inout [OracleCall]?) -> ViewID? {
        log?.append(.hitTest(view: id, point: point, depth: depth))
        let result: ViewID?
        switch hierarchy[id].hitTestRule {
        case .standard:
            result = superHitTest(id, point, depth: depth, &log)
        case .never:
            // `return nil;`
            result = nil
        case .passThrough:
            // `let v = super.hitTest(…); return v == self ? nil : v`
            let hit = superHitTest(id, point, depth: depth, &log)
            if hit == id { log?.append(.rewrite(view: id, from: id, to: nil, depth: depth)) }
            result = hit == id ? nil : hit
        case .redirect(let name):
            // `let v = super.hitTest(…); return v != nil ? target : nil`
            let hit = superHitTest(id, point, depth: depth, &log)
            let target = hit == nil ? nil : hierarchy.id(named: name)
            if hit != nil { log?.append(.rewrite(view: id, from: hit, to: target, depth: depth)) }
            result = target
        case .returnsSelf:
            // The skip rules and its own `pointInside`, then self without asking the subviews.
            result = !skipped(id, depth: depth, &log) && pointInside(id, point, depth: depth, &log) ? id : nil
        case .ignoresBounds:
            // The skip rules, the subviews wherever the point is, then self where its own `pointInside` says YES.
            guard !skipped(id, depth: depth, &log) else {
                result = nil
                break
            }
            result = subviewsHitTest(id, point, depth: depth, &log) ?? (pointInside(id, point, depth: depth, &log) ? id : nil)
        case .ignoresBoundsReturningSelf:
            // Seed 003's snippet: the skip rules, the subviews, then self (its `pointInside` check commented out).
            result = skipped(id, depth: depth, &log) ? nil : subviewsHitTest(id, point, depth: depth, &log) ?? id
        }
        log?.append(.returned(view: id, result: result, depth: depth))
        return result
    }

    /// `super.hitTest(point, with: event)`: UIKit's own implementation.
    private func superHitTest(_ id: ViewID, _ point: Point, depth: Int, _ log: inout [OracleCall]?) -> ViewID? {
        guard !skipped(id, depth: depth, &log), pointInside(id, point, depth: depth, &log) else { return nil }
        return subviewsHitTest(id, point, depth: depth, &log) ?? id
    }

    /// The documented skip rules, as seeds 001 and 003 write them: `!userInteractionEnabled || hidden ||
    /// alpha <= 0.01`; and a view being animated without `.allowUserInteraction` ("If you do not use this option,
    /// animated views will not receive touches"; a property animator's `isUserInteractionEnabled = NO`: "touch
    /// events are ignored in animated views for the duration of the animations"). Logs the skip when one holds.
    private func skipped(_ id: ViewID, depth: Int, _ log: inout [OracleCall]?) -> Bool {
        let view = hierarchy[id]
        let disabled = !view.isUserInteractionEnabled, hidden = view.isHidden, transparent = view.alpha <= 0.01
        let animating = view.animation.map { !$0.allowsUserInteraction } ?? false
        guard disabled || hidden || transparent || animating else { return false }
        var reasons: [SkipReason] = []
        if disabled { reasons.append(.userInteractionDisabled) }
        if hidden { reasons.append(.hidden) }
        if transparent { reasons.append(.transparent) }
        if animating { reasons.append(.animating) }
        log?.append(.skip(view: id, reasons: reasons, depth: depth))
        return true
    }

    /// `point(inside:with:)`, the view's own, logged with its answer.
    private func pointInside(_ id: ViewID, _ point: Point, depth: Int, _ log: inout [OracleCall]?) -> Bool {
        let view = hierarchy[id]
        let inside = OraclePointInside.answer(view.pointInsideRule, point, bounds: Rect(origin: view.boundsOrigin, size: view.frame.size))
        log?.append(.pointInside(view: id, point: point, inside: inside, depth: depth))
        return inside
    }

    /// The subviews, last to first, each asked with the point in its space; the first answer.
    private func subviewsHitTest(_ id: ViewID, _ point: Point, depth: Int, _ log: inout [OracleCall]?) -> ViewID? {
        for subview in hierarchy.children(of: id).reversed() {
            let local = OracleGeometry.convertFromSuperview(point, into: hierarchy[subview])
            if let hit = hitTest(subview, local, depth: depth + 1, &log) { return hit }
        }
        return nil
    }
}
