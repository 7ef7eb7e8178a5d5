/// Finds the hit-test view for a point exactly as UIKit does, optionally recording every step.
///
/// The application asks its windows front to back; each window runs `hitTest:withEvent:`, which is each view's
/// own rule (`HitTestRule`) calling its own `pointInside` (`PointInsideRule`) and each subview's own `hitTest`,
/// last subview first, with the point converted into the subview's space. The recursion runs on an explicit
/// stack, so a tree of any depth is safe.
public struct HitTester: Sendable {
    public let hierarchy: ViewHierarchy
    let windowOrder: [ViewID]
    /// What each view needs for hit-testing, laid out flat (same indices as the hierarchy).
    let nodes: [HitNode]
    /// The subviews of view `i` are `subviewIDs[subviewStart[i]..<subviewStart[i + 1]]`, back to front.
    let subviewStart: [Int32]
    let subviewIDs: [ViewID]
    /// The deepest nesting of `hitTest` calls a point can cause (the tree's height).
    let maximumDepth: Int
    /// What the untraced path reads.
    let plan: HitPlan

    public init(_ hierarchy: ViewHierarchy) {
        self.hierarchy = hierarchy
        self.windowOrder = hierarchy.windowsFrontToBack
        var nodes: [HitNode] = []
        nodes.reserveCapacity(hierarchy.count)
        var start: [Int32] = [0]
        start.reserveCapacity(hierarchy.count + 1)
        var ids: [ViewID] = []
        ids.reserveCapacity(max(0, hierarchy.count - hierarchy.windows.count))
        for index in 0..<hierarchy.count {
            let id = ViewID(index)
            let drawn = hierarchy.children(of: id).reduce(nil as Rect?) { box, child in
                let corners = hierarchy[child].cornersInSuperview
                let xs = corners.map(\.x), ys = corners.map(\.y)
                let frame = Rect(xs.min()!, ys.min()!, xs.max()! - xs.min()!, ys.max()! - ys.min()!)
                return box.map { $0.union(frame) } ?? frame
            }
            nodes.append(HitNode(hierarchy[id], redirectTarget: hierarchy.redirectTarget(of: id), subviewsDrawnIn: drawn))
            ids += hierarchy.children(of: id)
            start.append(Int32(ids.count))
        }
        var depth = [Int32](repeating: 0, count: hierarchy.count)
        var deepest: Int32 = 0
        for id in hierarchy.drawingOrder {
            if let parent = hierarchy.parent(of: id) { depth[id.index] = depth[parent.index] + 1 }
            deepest = max(deepest, depth[id.index])
        }
        self.nodes = nodes
        self.subviewStart = start
        self.subviewIDs = ids
        self.maximumDepth = Int(deepest)
        self.plan = HitPlan(hierarchy, nodes: nodes)
    }

    /// The hit-test view for a point in screen space, without a trace (the fast path).
    public func hitTest(_ point: Point) -> ViewID? {
        for window in windowOrder {
            let point = nodes[window.index].placement.convertFromSuperview(point)
            if let hit = untracedHitTest(entry: plan.entryOfView[window.index], point: point) { return hit }
        }
        return nil
    }

    /// The hit-test view for a point in screen space, with every step UIKit takes.
    public func trace(_ point: Point) -> HitTestTrace {
        var steps: [HitTestStep] = []
        let hit = trace(point, into: &steps)
        return HitTestTrace(point: point, steps: steps, hitView: hit)
    }

    /// Hit-tests a point with every step, into `steps` (emptied first, its storage reused): for callers that
    /// trace many points and keep what they need of each.
    public func trace(_ point: Point, into steps: inout [HitTestStep]) -> ViewID? {
        steps.removeAll(keepingCapacity: true)
        return tracedHitTest(point, &steps)
    }

    /// `root.hitTest(point)` without a trace, `point` in the root's own bounds space (for the touch-area map).
    func hitTest(subtree root: ViewID, point: Point) -> ViewID? {
        untracedHitTest(entry: plan.entryOfView[root.index], point: point)
    }
}
