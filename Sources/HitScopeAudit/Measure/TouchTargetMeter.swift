import HitScopeCore

/// Measures where the touches around one view go, exactly, on a local grid.
///
/// The grid covers the view's drawn box, its hit-area box and the boxes of views that redirect to it (clamped to
/// the screen), in a `GridFrame` where the view is axis-aligned. Its edges are the edges of the hit areas of every
/// view that can answer there (found in a `BoxTree`) and of the bounds of the view and its clipping ancestors.
/// Between two consecutive edges every inside test of an axis-aligned rectangle is constant, so hit-testing each
/// cell's midpoint (one `TouchAreaMapBuilder` walk limited to those views, or the engine per cell in a transformed
/// frame) and weighting it by the cell's area gives exact areas. Cells that a slanted rectangle, a circle or a
/// rounded rect crosses are split until it no longer crosses them, so they stay exact too, down to a finest step
/// of 0.25 point: only the cells that still cross then make the numbers approximate.
///
/// A class: a comparison keeps a meter for each side of every part it measures (`ComparedSide`), and a copy of a
/// struct this size retained each of its two dozen arrays.
final class TouchTargetMeter: Sendable {
    let tester: HitTester
    let geometry: ScreenGeometry
    let tree: BoxTree
    let screen: Box
    /// Whether each view is audited (for enlarged hit areas taking another target's touches).
    let isAudited: [Bool]
    /// For each redirect target, the views whose touches end up at it.
    let redirectedFrom: [ViewID: [ViewID]]
    /// Each view's position in `tester.subviewIDs` (-1 for windows).
    private let positionInParent: [Int32]
    let asked: AskedViews
    /// The views in front that cut the views behind them out of a grid; nil to measure with every view that
    /// meets it (what the tests compare the cut with).
    let occlusion: Occlusion?

    /// The finest split of a cell that a slanted shape crosses, in frame points (`Auditor.finestStep`).
    static let finestStep = Auditor.finestStep

    /// `screenMap`: the hierarchy's `ScreenMap`; `screen`: the screen's size.
    init(tester: HitTester, screenMap: ScreenMap, screen: Size, isAudited: [Bool], cutsOccluded: Bool = true) {
        self.tester = tester
        let geometry = ScreenGeometry(tester: tester, screen: screenMap)
        self.geometry = geometry
        self.occlusion = cutsOccluded ? Occlusion(tester: tester, geometry: geometry) : nil
        self.screen = Box(minX: 0, minY: 0, maxX: screen.width, maxY: screen.height)
        self.isAudited = isAudited
        let hierarchy = tester.hierarchy
        var positions = [Int32](repeating: -1, count: hierarchy.count)
        for (position, id) in tester.subviewIDs.enumerated() { positions[id.index] = Int32(position) }
        self.positionInParent = positions
        self.asked = AskedViews(tester: tester)
        var redirected: [ViewID: [ViewID]] = [:]
        for index in 0..<hierarchy.count {
            // Follow chains: a redirect to a view that redirects also ends at the last target's neighbourhood.
            var current = hierarchy.redirectTarget(of: ViewID(index))
            while let target = current {
                redirected[target, default: []].append(ViewID(index))
                current = hierarchy.redirectTarget(of: target)
            }
        }
        self.redirectedFrom = redirected
        var entries: [(id: ViewID, box: Box)] = []
        for index in 0..<hierarchy.count {
            if let box = geometry.reach[index] { entries.append((ViewID(index), box)) }
        }
        self.tree = BoxTree(entries)
    }

    func measure(_ id: ViewID) -> TargetMeasure {
        let hierarchy = tester.hierarchy
        let path = hierarchy.path(to: id)
        guard let frame = GridFrame(path: path, geometry: geometry, hierarchy: hierarchy), let region = region(of: id, frame) else {
            return TargetMeasure(view: id)
        }
        var tally = CellTally(tester: tester, target: id, frame: frame, isAudited: isAudited)
        let relevant = views(meeting: frame.view == nil ? region : frame.screenBox(region))
        // Where each relevant view can answer, in the frame.
        let reaches = relevant.map { view in
            let reach = geometry.reach[view.index]?.intersection(screen) ?? Box(minX: 0, minY: 0, maxX: 0, maxY: 0)
            return frame.view == nil ? reach : frame.frameBox(reach)
        }
        let items = GridItems(tester: tester, relevant: relevant, path: path, frame: frame, screen: screen)
        // A grid's cells multiply its edges: a large grid is cut in halves, each with the views that reach it.
        var pending: [(Box, [Int])] = [(region, Array(relevant.indices))]
        while let (box, members) = pending.popLast() {
            let (columns, rows, shapes) = items.grid(over: box, members: members)
            if (columns.count - 1) * (rows.count - 1) > Self.largestGrid, let (low, high) = Self.halves(box, columns, rows) {
                pending.append((high, members.filter { reaches[$0].intersects(high) }))
                pending.append((low, members.filter { reaches[$0].intersects(low) }))
                continue
            }
            measure(columns: columns, rows: rows, shapes: shapes, views: members.map { relevant[$0] }, frame, &tally)
        }
        return tally.result()
    }

    /// The most cells a grid may have before it is cut in halves.
    static let largestGrid = 16_384

    /// The box cut at its middle edge, across its axis with more cells; nil when it has a single cell that way.
    static func halves(_ box: Box, _ columns: [Double], _ rows: [Double]) -> (Box, Box)? {
        if columns.count >= rows.count, columns.count > 2 {
            let cut = columns[columns.count / 2]
            return (
                Box(minX: box.minX, minY: box.minY, maxX: cut, maxY: box.maxY), Box(minX: cut, minY: box.minY, maxX: box.maxX, maxY: box.maxY)
            )
        }
        guard rows.count > 2 else { return nil }
        let cut = rows[rows.count / 2]
        return (Box(minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: cut), Box(minX: box.minX, minY: cut, maxX: box.maxX, maxY: box.maxY))
    }

    /// Hit-tests every cell of one grid and counts it.
    private func measure(
        columns: [Double], rows: [Double], shapes: [SlantedShape], views: [ViewID], _ frame: GridFrame, _ tally: inout CellTally
    ) {
        let xs = zip(columns, columns.dropFirst()).map { ($0 + $1) / 2 }
        let ys = zip(rows, rows.dropFirst()).map { ($0 + $1) / 2 }
        var owners: [Int32]
        if frame.view == nil {
            var painter = TouchAreaMapBuilder(tester: tester, xs: xs, ys: ys, scope: scope(views))
            painter.paint()
            owners = painter.owner
        } else {
            owners = []
            owners.reserveCapacity(xs.count * ys.count)
            for y in ys {
                for x in xs { owners.append(hitTest(Point(x, y), frame)) }
            }
        }
        let crossings = Crossings(shapes: shapes, columns: columns, rows: rows)
        for row in 0..<ys.count {
            for column in 0..<xs.count {
                let cell = Box(minX: columns[column], minY: rows[row], maxX: columns[column + 1], maxY: rows[row + 1])
                let index = row * xs.count + column
                if crossings.isCrossed(index) {
                    split(cell, crossings.shapes(crossing: index), owner: owners[index], frame, &tally)
                } else {
                    add(cell, owner: owners[index], frame, &tally)
                }
            }
        }
    }

    /// The part of the frame where the view can be drawn or reached: its bounds and its own hit area (exact, so
    /// no sliver of rounding widens the grid), or where its hitTest can answer when that reaches further, and the
    /// reach of views that redirect to it; on the screen. Nil when none of it is on the screen.
    func region(of id: ViewID, _ frame: GridFrame) -> Box? {
        guard let offset = frame.offset(of: id) else { return nil }
        let behavior = tester.behaviors[id.index]
        func inFrame(_ rect: Rect) -> Box { Box(rect, movedBy: offset) }
        func fromScreen(_ box: Box) -> Box {
            let visible = box.intersection(screen)
            return frame.view == nil ? visible : frame.frameBox(visible)
        }
        var region = inFrame(behavior.bounds)
        if behavior.asksSubviewsAnywhere || behavior.pointInside == .always {
            if let reach = geometry.reach[id.index] { region = region.union(fromScreen(reach)) }
        } else if let area = behavior.pointInside.area(for: behavior.bounds) {
            region = region.union(inFrame(area))
        }
        for source in redirectedFrom[id] ?? [] {
            if let reach = geometry.reach[source.index] { region = region.union(fromScreen(reach)) }
        }
        region = region.intersection(fromScreen(screen))
        return region.isEmpty ? nil : region
    }

    /// The engine's hit-test view (raw id, -1 for none) at a point of the frame.
    private func hitTest(_ point: Point, _ frame: GridFrame) -> Int32 {
        tester.hitTest(frame.toScreen.apply(to: point))?.rawValue ?? -1
    }

    /// Counts a part of the frame (`area` frame points², in `box`) whose every decision is the same as at
    /// `point`, where `owner` answers.
    private func add(
        area: Double, box: Box, at point: Point, owner: Int32, _ frame: GridFrame, _ tally: inout CellTally, approximate: Bool = false
    ) {
        let onScreen = frame.toScreen.apply(to: point)
        // In a transformed frame a part can lie off the screen, where no touch happens.
        guard frame.view == nil || screen.contains(onScreen)
        else { return }
        tally.add(
            area: area * frame.areaScale, screenBox: frame.view == nil ? box : frame.screenBox(box), at: point, screen: onScreen,
            owner: owner < 0 ? nil : ViewID(Int(owner)), approximate: approximate)
    }

    private func add(_ cell: Box, owner: Int32, _ frame: GridFrame, _ tally: inout CellTally) {
        add(area: cell.width * cell.height, box: cell, at: Self.middle(cell), owner: owner, frame, &tally)
    }

    static func middle(_ box: Box) -> Point { Point((box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2) }

    /// A cell that slanted shapes cross; `owner` answers at its midpoint (`CellSplit`).
    private func split(_ cell: Box, _ shapes: [SlantedShape], owner: Int32, _ frame: GridFrame, _ tally: inout CellTally) {
        CellSplit.split(
            cell, shapes.map { (0, $0) }, known: owner, answer: { hitTest($0, frame) },
            mayMatter: { candidate, point, hit in mayMatter(candidate.shape, at: frame.toScreen.apply(to: point), hit: hit) },
            count: { piece, point, hit, approximate in
                add(area: piece.area, box: piece.box, at: point, owner: hit, frame, &tally, approximate: approximate)
            })
    }

    /// Whether a shape's decision can change the answer near a screen point whose hit-test view is `hit`.
    private func mayMatter(_ shape: SlantedShape, at point: Point, hit: Int32) -> Bool {
        guard let owner = shape.owner else { return true }
        return asked.mayAsk(owner, at: point, hit: hit < 0 ? nil : ViewID(Int(hit)))
    }

    /// The views that can answer somewhere in a screen box and that a hit test there can reach (`Occlusion`).
    func views(meeting box: Box) -> [ViewID] {
        let meeting = tree.views(meeting: box)
        return occlusion?.reachable(meeting, in: box) ?? meeting
    }

    /// The painter's scope: the relevant windows, and under each view its relevant subviews.
    func scope(_ relevant: [ViewID]) -> TouchAreaMapBuilder.Scope {
        var scope = TouchAreaMapBuilder.Scope(windows: [], subviews: [:])
        for view in relevant {
            if let parent = tester.hierarchy.parent(of: view) {
                scope.subviews[parent, default: []].append(positionInParent[view.index])
            } else {
                scope.windows.insert(view)
            }
        }
        for parent in scope.subviews.keys { scope.subviews[parent]?.sort() }
        return scope
    }
}
