import HitScopeCore

/// Which views the hit test may have asked (run `pointInside` on) at a point, without tracing it: a view is
/// asked only if no ancestor refuses the point (the engine's `ViewPath`) and it is not skipped itself, and, in a
/// scene without redirects, only if it comes before the end of the answer's subtree in hit-test order (the walk
/// stops there). Anything else may have been asked. Over-approximating is safe: it only splits cells more.
struct AskedViews: Sendable {
    private let tester: HitTester
    private let order: HitTestOrder
    /// Redirects return views out of that order: the order test is then left out.
    private let usesOrder: Bool

    init(tester: HitTester) {
        self.tester = tester
        let hierarchy = tester.hierarchy
        order = HitTestOrder(tester: tester)
        var usesOrder = true
        for index in 0..<hierarchy.count where hierarchy.redirectTarget(of: ViewID(index)) != nil { usesOrder = false }
        self.usesOrder = usesOrder
    }

    /// Whether `view`'s `pointInside` may run for the screen point `point`, whose hit-test view is `hit`: no
    /// ancestor refuses the point (`ViewPath`), and the view itself is not skipped.
    func mayAsk(_ view: ViewID, at point: Point, hit: ViewID?) -> Bool {
        if usesOrder, let hit, order.position[view.index] > order.lastInSubtree[hit.index] { return false }
        guard !tester.behaviors[view.index].isClosed else { return false }
        return ViewPath(view, in: tester).position(at: point).refusal == nil
    }
}
