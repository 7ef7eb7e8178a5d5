/// What the untraced hit test reads, laid out for it. Every view has an entry; the subviews of a view that can
/// return a view at all (a non-empty `HitExtent`) have adjacent entries, back to front, so that asking them reads
/// memory in order. The others are never asked on the untraced path: each would return nil, and asking has no
/// other effect.
struct HitPlan: Sendable {
    /// One view, as its superview's loop asks it.
    struct Entry: Sendable {
        /// For a plain view: `frame.origin` and `bounds.origin`, so that the point in its space is
        /// `(point − frameOrigin) + boundsOrigin`, the very operations of `Placement.convertFromSuperview`.
        let frameX, frameY, boundsX, boundsY: Double
        /// For a plain view: its `pointInside` area (`minX <= x < maxX`, `minY <= y < maxY`).
        let minX, minY, maxX, maxY: Double
        /// The entries of the subviews that can answer: `firstChild..<endChild`.
        let firstChild, endChild: Int32
        /// The entry's `SubviewIndex` in `indexes`, or -1 to walk the subviews plainly.
        let index: Int32
        /// A view with the default `hitTest`, no skip rule, no transform and a rectangular `pointInside` area: its
        /// loop asks it inline. Every other view goes through `HitNode`.
        let isPlain: Bool
    }

    let entries: [Entry]
    /// The view of each entry.
    let views: [ViewID]
    /// The entry of each view.
    let entryOfView: [Int32]
    /// The indexes of views with many subviews that can answer.
    let indexes: [SubviewIndex]

    init(_ hierarchy: ViewHierarchy, nodes: [HitNode]) {
        let extents = HitExtent.all(in: hierarchy)
        // Breadth first from the windows: each view's subviews get a block of entries, those that can answer first.
        var views: [ViewID] = hierarchy.windows
        views.reserveCapacity(hierarchy.count)
        var blocks: [(first: Int32, live: Int32)] = []
        blocks.reserveCapacity(hierarchy.count)
        var head = 0
        while head < views.count {
            let children = hierarchy.children(of: views[head])
            head += 1
            let first = Int32(views.count)
            views += children.lazy.filter { extents[$0.index] != .empty }
            blocks.append((first, Int32(views.count) - first))
            views += children.lazy.filter { extents[$0.index] == .empty }
        }
        var entryOfView = [Int32](repeating: -1, count: hierarchy.count)
        for (entry, id) in views.enumerated() { entryOfView[id.index] = Int32(entry) }
        var indexes: [SubviewIndex] = []
        var entries: [Entry] = []
        entries.reserveCapacity(views.count)
        for (entry, id) in views.enumerated() {
            let (first, live) = blocks[entry]
            var index: Int32 = -1
            if live >= SubviewIndex.minimumSubviews {
                let liveExtents = views[Int(first)..<Int(first + live)].map { extents[$0.index] }
                if let subviewIndex = SubviewIndex(extents: liveExtents, firstPosition: first) {
                    index = Int32(indexes.count)
                    indexes.append(subviewIndex)
                }
            }
            entries.append(Entry(nodes[id.index], firstChild: first, endChild: first + live, index: index))
        }
        self.entries = entries
        self.views = views
        self.entryOfView = entryOfView
        self.indexes = indexes
    }
}

extension HitPlan.Entry {
    init(_ node: HitNode, firstChild: Int32, endChild: Int32, index: Int32) {
        self.firstChild = firstChild
        self.endChild = endChild
        self.index = index
        let area: Rect?
        switch node.pointInside {
        case .bounds, .minimumSize, .outsets: area = node.pointInside.area(for: node.bounds)
        case .circle, .roundedRect, .always, .never: area = nil
        }
        let placement = node.placement
        if let area, node.rule == .standard, node.skip == nil, placement.inverse == nil, !placement.isSingular {
            isPlain = true
            (frameX, frameY) = (placement.frame.origin.x, placement.frame.origin.y)
            (boundsX, boundsY) = (placement.boundsOrigin.x, placement.boundsOrigin.y)
            (minX, minY, maxX, maxY) = (area.minX, area.minY, area.maxX, area.maxY)
        } else {
            isPlain = false
            (frameX, frameY, boundsX, boundsY) = (0, 0, 0, 0)
            (minX, minY, maxX, maxY) = (0, 0, 0, 0)
        }
    }
}
