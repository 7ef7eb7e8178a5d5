/// What the untraced hit test reads, laid out for it. Every view has an entry; the subviews of a view that can
/// return a view at all (a non-empty `HitExtent`) have adjacent entries, back to front, so that asking them reads
/// memory in order. The others are never asked on the untraced path: each would return nil, and asking has no
/// other effect. A trace asks every subview, in the `subviews` order: `childrenInOrder` lists each block that way.
struct WalkLayout: Sendable {
    /// One view, as its superview's loop asks it.
    struct Entry: Sendable {
        /// Without a transform (`Traits.translation`): the view's `Translation`, the conversion
        /// `Placement.convertFromSuperview` makes for it; `.zero` otherwise.
        let translation: Translation
        /// For a plain view: its `pointInside` area (`minX <= x < maxX`, `minY <= y < maxY`).
        let minX, minY, maxX, maxY: Double
        let view: ViewID
        /// The entries of the subviews that can answer: `firstChild..<endChild`.
        let firstChild, endChild: Int32
        let traits: Traits
        /// For a trace: `HitBehavior.skip`, the skip rule that ends the view's default `hitTest` at once.
        let skip: SkipReason?
        /// For a trace, a plain view with `mayNoteDrawnSubviews`: where its `subviewsDrawnIn` is in
        /// `WalkLayout.drawnIn`, or `UInt16.max` (then its behaviour says). It fills the entry's padding.
        fileprivate(set) var drawnIndex = UInt16.max

        struct Traits: OptionSet, Sendable {
            let rawValue: UInt8
            /// No transform: `translation` converts points.
            static let translation = Traits(rawValue: 1)
            /// `HitBehavior.isDefault`, no transform and a rectangular `pointInside` area: the walks' loops ask the
            /// view inline — `translation`, then `minX <= x < maxX, minY <= y < maxY` (`Box.contains` of the area),
            /// then its subviews or itself — which is its behaviour's gate, `isInside` and `fallback`, in fewer
            /// instructions (a measured fast path: docs/performance.md; proven equal to `UIKitOracle` by
            /// Tests/HitScopeCoreTests). Every other view goes through its `HitBehavior`.
            static let plain = Traits(rawValue: 2)
            /// For a trace: a subview can be drawn where this view's `pointInside` says NO (else no
            /// `drawnButNotTouchable` note can arise).
            static let mayNoteDrawnSubviews = Traits(rawValue: 4)
            /// For a trace: a subview can be hit where this view clips it.
            static let mayNoteClipping = Traits(rawValue: 8)
            /// The view has subviews (that can answer or not).
            static let hasSubviews = Traits(rawValue: 16)
            /// The subviews that can answer are asked through the `SubviewIndex` `WalkLayout.indexOfEntry` names.
            static let indexed = Traits(rawValue: 32)
        }

        var isPlain: Bool { traits.contains(.plain) }
    }

    let entries: [Entry]
    /// The entry of each view.
    let entryOfView: [Int32]
    /// The indexes of views with many subviews that can answer.
    let indexes: [SubviewIndex]
    /// Each entry's `SubviewIndex` in `indexes`, or -1.
    let indexOfEntry: [Int32]
    /// The block of entry `e` (every subview) is `blockStart[e]..<blockStart[e + 1]`; `childrenInOrder` holds, at
    /// those positions, the subviews' entries in the `subviews` order (back to front).
    let blockStart: [Int32]
    let childrenInOrder: [Int32]
    /// The `subviewsDrawnIn` of plain views whose entries have `mayNoteDrawnSubviews`, at their `drawnIndex`: a
    /// trace tests a point against it after their `pointInside` NO without reading their behaviour (a cache miss
    /// on a large tree, about four times a point), and almost never finds one inside.
    let drawnIn: [Rect]

    init(_ hierarchy: ViewHierarchy, behaviors: [HitBehavior]) {
        var extents = HitExtent.all(in: hierarchy, behaviors: behaviors)
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
        var blockStart = blocks.map(\.first)
        blockStart.append(Int32(views.count))
        var childrenInOrder = [Int32](repeating: 0, count: views.count)
        for (entry, id) in views.enumerated() {
            for (offset, child) in hierarchy.children(of: id).enumerated() {
                childrenInOrder[Int(blockStart[entry]) + offset] = entryOfView[child.index]
            }
        }
        var indexes: [SubviewIndex] = []
        var indexOfEntry = [Int32](repeating: -1, count: views.count)
        // The subview indexes first, so that the extents they are made from are let go before the entries are made:
        // building a large scene's tester is the peak of its memory.
        for entry in views.indices {
            let (first, live) = blocks[entry]
            guard live >= SubviewIndex.minimumSubviews else { continue }
            let liveExtents = views[Int(first)..<Int(first + live)].map { extents[$0.index] }
            if let subviewIndex = SubviewIndex(extents: liveExtents, firstPosition: first) {
                indexOfEntry[entry] = Int32(indexes.count)
                indexes.append(subviewIndex)
            }
        }
        extents = []
        var entries: [Entry] = []
        entries.reserveCapacity(views.count)
        var drawnIn: [Rect] = []
        for (entry, id) in views.enumerated() {
            let (first, live) = blocks[entry]
            var data = Entry(
                id, behaviors[id.index], firstChild: first, endChild: first + live, indexed: indexOfEntry[entry] >= 0,
                hasSubviews: blockStart[entry] < blockStart[entry + 1])
            if data.isPlain, data.traits.contains(.mayNoteDrawnSubviews), let drawn = behaviors[id.index].subviewsDrawnIn,
                drawnIn.count < Int(UInt16.max)
            {
                data.drawnIndex = UInt16(drawnIn.count)
                drawnIn.append(drawn)
            }
            entries.append(data)
        }
        self.entries = entries
        self.entryOfView = entryOfView
        self.indexes = indexes
        self.indexOfEntry = indexOfEntry
        self.blockStart = blockStart
        self.childrenInOrder = childrenInOrder
        self.drawnIn = drawnIn
    }
}

extension WalkLayout.Entry {
    init(_ view: ViewID, _ behavior: HitBehavior, firstChild: Int32, endChild: Int32, indexed: Bool, hasSubviews: Bool) {
        self.view = view
        self.firstChild = firstChild
        self.endChild = endChild
        skip = behavior.gate == .skipped ? behavior.skip : nil
        let area: Rect?
        switch behavior.pointInside {
        case .bounds, .minimumSize, .outsets: area = behavior.pointInside.area(for: behavior.bounds)
        case .circle, .roundedRect, .always, .never: area = nil
        }
        let placement = behavior.placement
        var traits: Traits = []
        if indexed { traits.insert(.indexed) }
        if hasSubviews { traits.insert(.hasSubviews) }
        if placement.isTranslation {
            traits.insert(.translation)
            translation = placement.translation
        } else {
            translation = .zero
        }
        if let area, behavior.isDefault, traits.contains(.translation) {
            traits.insert(.plain)
            (minX, minY, maxX, maxY) = (area.minX, area.minY, area.maxX, area.maxY)
            // Subviews are asked only inside the area: a point there outside the bounds needs a bigger area.
            if behavior.clipsToBounds && area != behavior.bounds { traits.insert(.mayNoteClipping) }
            // A point outside the area can be inside a subview only if the subviews reach out of it.
            if let drawn = behavior.subviewsDrawnIn, !Box(area).contains(Box(drawn)) {
                traits.insert(.mayNoteDrawnSubviews)
            }
        } else {
            (minX, minY, maxX, maxY) = (0, 0, 0, 0)
            if behavior.clipsToBounds { traits.insert(.mayNoteClipping) }
            if behavior.subviewsDrawnIn != nil { traits.insert(.mayNoteDrawnSubviews) }
        }
        self.traits = traits
    }
}
