/// What the hit tests read, built once per hierarchy: a reference, so that handing it to a walk retains one
/// object rather than each of its arrays.
final class HitEngine: Sendable {
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

    init(_ hierarchy: ViewHierarchy) {
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
}
