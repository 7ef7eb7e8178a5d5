/// What the hit tests read, built once per hierarchy: a reference, so that handing it to a walk retains one
/// object rather than each of its arrays.
final class CompiledHierarchy: Sendable {
    let windowOrder: [ViewID]
    /// Each view's hit-test behaviour, laid out flat (same indices as the hierarchy).
    let behaviors: [HitBehavior]
    /// The subviews of view `i` are `subviewIDs[subviewStart[i]..<subviewStart[i + 1]]`, back to front.
    let subviewStart: [Int32]
    let subviewIDs: [ViewID]
    /// The deepest nesting of `hitTest` calls a point can cause (the tree's height).
    let maximumDepth: Int
    /// What the untraced path reads.
    let layout: WalkLayout

    init(_ hierarchy: ViewHierarchy) {
        self.windowOrder = hierarchy.windowsFrontToBack
        var behaviors: [HitBehavior] = []
        behaviors.reserveCapacity(hierarchy.count)
        var start: [Int32] = [0]
        start.reserveCapacity(hierarchy.count + 1)
        var ids: [ViewID] = []
        ids.reserveCapacity(max(0, hierarchy.count - hierarchy.windows.count))
        for index in 0..<hierarchy.count {
            let id = ViewID(index)
            let drawn = hierarchy.children(of: id).reduce(nil as Rect?) { box, child in
                let frame = Placement(hierarchy[child]).boundingBoxInSuperview(of: hierarchy[child].bounds)
                return box.map { $0.union(frame) } ?? frame
            }
            behaviors.append(HitBehavior(hierarchy[id], redirectTarget: hierarchy.redirectTarget(of: id), subviewsDrawnIn: drawn))
            ids += hierarchy.children(of: id)
            start.append(Int32(ids.count))
        }
        var depth = [Int32](repeating: 0, count: hierarchy.count)
        var deepest: Int32 = 0
        for id in hierarchy.drawingOrder {
            if let parent = hierarchy.parent(of: id) { depth[id.index] = depth[parent.index] + 1 }
            deepest = max(deepest, depth[id.index])
        }
        self.behaviors = behaviors
        self.subviewStart = start
        self.subviewIDs = ids
        self.maximumDepth = Int(deepest)
        self.layout = WalkLayout(hierarchy, behaviors: behaviors)
    }

    /// After `id`'s `pointInside` said NO at `point` (its bounds space): its subviews, last to first, that no skip
    /// rule closes and whose own bounds hold the point — drawn there, so people expect them to be hit. Traces
    /// note them (`drawnButNotTouchable`).
    @inline(__always)
    func drawnSubviews(of id: ViewID, at point: Point, _ body: (ViewID) -> Void) {
        guard let drawn = behaviors[id.index].subviewsDrawnIn, drawn.contains(point) else { return }
        var index = Int(subviewStart[id.index + 1]) - 1
        while index >= Int(subviewStart[id.index]) {
            let child = subviewIDs[index]
            let behavior = behaviors[child.index]
            if behavior.skip == nil, behavior.bounds.contains(behavior.placement.convertFromSuperview(point)) { body(child) }
            index -= 1
        }
    }
}
