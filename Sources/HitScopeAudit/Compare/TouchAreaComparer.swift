import HitScopeCore

/// Measures where one view's touches went between two versions of a scene, exactly, on one grid.
///
/// The grid is the audit's (`TouchTargetMeter`), laid out on the screen and cut at the edges of both versions:
/// the edges of every view that can answer there in either version and of the view's own path in each. Between
/// two consecutive edges every inside test of either version is constant, so hit-testing each cell's midpoint in
/// both versions (one `TouchAreaMapBuilder` walk each) and weighting it by the cell's area gives exact areas
/// before and after, and exactly which view now takes each part the view lost. Slanted, circular and rounded edges
/// of either version split cells as the audit's do (exact for straight edges, down to 0.25 point for curves).
public struct TouchAreaComparer: Sendable {
    let before: TouchTargetMeter
    let after: TouchTargetMeter

    /// The most changed parts kept per view (for drawings); the areas count them all.
    public static let piecesKept = 4_096

    /// Compares the touch areas of `before` with those of `after`.
    public init(before: Scene, after: Scene) {
        self.init(before: before, HitTester(before.hierarchy), after: after, HitTester(after.hierarchy))
    }

    /// Compares with testers already built for the two scenes (`HitTester(scene.hierarchy)`), so that a caller that
    /// also answers taps builds each once.
    public init(before: Scene, _ beforeTester: HitTester, after: Scene, _ afterTester: HitTester) {
        self.init(before: before, beforeTester, after: after, afterTester, cutsOccluded: true)
    }

    /// `cutsOccluded: false` measures with every view that meets a grid, to prove that `Occlusion`'s cut changes
    /// no number (AuditOcclusionTests).
    package init(before: Scene, _ beforeTester: HitTester, after: Scene, _ afterTester: HitTester, cutsOccluded: Bool) {
        self.init(before: MeasuredScene(before, beforeTester, cutsOccluded: cutsOccluded), after: MeasuredScene(after, afterTester, cutsOccluded: cutsOccluded))
    }

    /// Compares two versions already laid out for measuring, so that one scene compared with many changed copies of
    /// it (the fixes' whole-scene check) is laid out once.
    public init(before: MeasuredScene, after: MeasuredScene) {
        self.before = before.meter
        self.after = after.meter
    }

    /// Where the two versions can answer a touch differently when they differ in the view `changed` alone (its
    /// flags, its size, its place among its siblings or its `hitTest` override, the same view in both): where its
    /// `hitTest` can answer in either version (`HitExtent`, on the screen). An answer that differs comes from a call
    /// of `changed` that answers differently, so it answers in one version at least. Nil: nowhere on the screen.
    public func region(changedBy changed: ViewID) -> Box? {
        let reaches = [before.geometry.reach[changed.index], after.geometry.reach[changed.index]]
            .compactMap { $0?.intersection(before.screen) }.filter { !$0.isEmpty }
        guard let first = reaches.first else { return nil }
        return reaches.dropFirst().reduce(first) { $0.union($1) }
    }

    /// Whether a touch (its fingers) is delivered alike in both versions when they differ in the view `changed` alone
    /// (as `region(changedBy:)` has them differ): every sample lies outside where its `hitTest` can answer in either
    /// version (`HitExtent`, edges included, off the screen too). There each hit-test view is the same view in both,
    /// and `changed` is none of its ancestors (an ancestor's `hitTest` returns it, so answers there): the touch meets
    /// the same views, in the same order, with the same recognizers.
    package func deliversAlike(_ fingers: [Finger], changedBy changed: ViewID) -> Bool {
        let (old, new) = (before.geometry.reach[changed.index], after.geometry.reach[changed.index])
        func outside(_ point: Point, _ reach: Box?) -> Bool {
            guard let reach else { return true }
            return !(reach.minX <= point.x && point.x <= reach.maxX && reach.minY <= point.y && point.y <= reach.maxY)
        }
        for finger in fingers {
            for sample in finger.samples {
                let point = sample.point
                guard point.x.isFinite, point.y.isFinite, outside(point, old), outside(point, new) else { return false }
            }
        }
        return true
    }

    /// Whether `compare(old: view, new: view)` can find a change when the two versions answer alike outside
    /// `region`: whether the part of the screen it measures (the view's region in either version) meets it.
    public func mayChange(_ view: ViewID, within region: Box) -> Bool {
        [before.screenRegion(of: view), after.screenRegion(of: view)].contains { $0?.intersects(region) == true }
    }

    /// Where the touches of a view went: `old` in the old version, `new` its match in the new one; nil for a view
    /// that one version does not have (it reaches nothing there).
    public func compare(old: ViewID?, new: ViewID?) -> TouchAreaChange {
        compare(old: old, new: new, within: .everywhere)
    }

    /// Where the touches of a view went within `clip` (a screen box), the rest of the screen left out: when the two
    /// versions answer alike outside it (`region(changedBy:)`), what the view lost or gained there is all it lost or
    /// gained.
    public func compare(old: ViewID?, new: ViewID?, within clip: Box) -> TouchAreaChange {
        compare(old: old, new: new, within: clip, keepsParts: false)
    }

    /// `keepsParts`: also sum the parts that changed owner by the hit-test views of both versions
    /// (`TouchAreaChange.changedParts`), for the other reading of alpha 0.01 (`AlphaReadingAreas`).
    /// `mirror`: the versions answer alike all over the view's region (`AnswersAlike`), so the old version alone is
    /// measured and its hit-test views named in the new one (`mirror[old raw id]`, the new raw id or -1).
    func compare(
        old: ViewID?, new: ViewID?, within clip: Box = .everywhere, keepsParts: Bool, mirror: [Int32]? = nil, seenBy rule: AreaRule = .touches
    ) -> TouchAreaChange {
        var tally = ChangeTally(old: (before.tester.hierarchy, old), new: (after.tester.hierarchy, new), keepsParts: keepsParts, rule: rule)
        for part in Self.parts(old.flatMap(before.screenRegion), new.flatMap(after.screenRegion)) {
            let clipped = part.intersection(clip)
            if !clipped.isEmpty { measure(clipped, old: old, new: new, mirror: mirror, &tally) }
        }
        // What one of UIKit's private parts took or gave is its public view's (`UIKitParts`).
        var change = tally.result()
        change.lostTo = Self.owned(change.lostTo, in: after.tester.hierarchy)
        change.gainedFrom = Self.owned(change.gainedFrom, in: before.tester.hierarchy)
        return change
    }

    /// Where the recognizers on `view` (the same view in both versions) see touches, within `clip`: the points whose
    /// hit-test view is the view or one of its subviews (`ViewHierarchy.recognizers(on:see:)`), whoever handles them.
    public func compare(recognizersOn view: ViewID, within clip: Box = .everywhere) -> TouchAreaChange {
        compare(old: view, new: view, within: clip, keepsParts: false, seenBy: .recognizers)
    }

    /// The area of `view` in the old version, seen by `rule`: what `compare(old: view, new: view)` finds before, up
    /// to rounding, measured in the old version alone.
    package func areaBefore(of view: ViewID, seenBy rule: AreaRule) -> Double {
        var tally = ChangeTally(old: (before.tester.hierarchy, view), new: (before.tester.hierarchy, nil), keepsParts: false, rule: rule)
        if let region = before.screenRegion(of: view) {
            measure(region, old: view, new: nil, mirror: Array(0..<Int32(clamping: before.tester.hierarchy.count)), &tally)
        }
        return tally.result().areaBefore
    }

    /// Whose area a comparison measures.
    package enum AreaRule: Hashable, Sendable {
        /// The points whose touches reach the view (the audit's effective touch area, `TargetReach`).
        case touches
        /// The points whose touches the view's recognizers see.
        case recognizers
    }

    /// Where the view's touches can be in either version, as boxes that do not overlap: the old region, then what
    /// of the new one lies outside it. Not their bounding box: a view matched by name across unrelated scenes has
    /// two far-apart regions, and the box around both spans the screen, where no view in front surely answers
    /// (`Occlusion`), so every stacked view would cut its grid.
    private static func parts(_ old: Box?, _ new: Box?) -> [Box] {
        switch (old, new) {
        case (let old?, let new?): [old] + new.subtracting(old)
        case (let region?, nil), (nil, let region?): [region]
        case (nil, nil): []
        }
    }

    /// Measures one part of the compared region in both versions, on grids cut at the edges of the views that can
    /// answer there, halved while a grid is too large.
    /// A mirrored measure (`mirror`) lays out the old version only: the new one's grid there is the same, as are its
    /// shapes, named in the new version.
    func measure(_ region: Box, old: ViewID?, new: ViewID?, mirror: [Int32]?, _ tally: inout some PartCounter) {
        let sides =
            mirror == nil
            ? [ComparedSide(meter: before, target: old, region: region), ComparedSide(meter: after, target: new, region: region)]
            : [ComparedSide(meter: before, target: old, region: region)]
        var pending: [(Box, [[Int]])] = [(region, sides.map { Array($0.relevant.indices) })]
        while let (box, members) = pending.popLast() {
            var xs = Breakpoints(from: box.minX, to: box.maxX)
            var ys = Breakpoints(from: box.minY, to: box.maxY)
            var shapes: [[SlantedShape]] = []
            for (side, items) in zip(sides, members) {
                let grid = side.items.grid(over: box, members: items)
                for x in grid.columns { xs.add(x) }
                for y in grid.rows { ys.add(y) }
                xs.add(side.meter.screen.maxX)
                ys.add(side.meter.screen.maxY)
                shapes.append(grid.shapes)
            }
            let (columns, rows) = (xs.edges(), ys.edges())
            if (columns.count - 1) * (rows.count - 1) > TouchTargetMeter.largestGrid,
                let (low, high) = TouchTargetMeter.halves(box, columns, rows)
            {
                for half in [high, low] {
                    pending.append((half, zip(sides, members).map { side, items in items.filter { side.reaches[$0].intersects(half) } }))
                }
                continue
            }
            if let mirror {
                measureMirrored(columns: columns, rows: rows, shapes: shapes[0], members: members[0], sides[0], mirror, &tally)
            } else {
                measure(columns: columns, rows: rows, shapes: shapes, members: members, sides, &tally)
            }
        }
    }

    private static func owned(_ areas: [ViewID?: Double], in hierarchy: ViewHierarchy) -> [ViewID?: Double] {
        var owned: [ViewID?: Double] = [:]
        for (view, area) in areas { owned[view.map(hierarchy.publicOwner), default: 0] += area }
        return owned
    }

    /// Each pair's change, in the order given, measured concurrently in batches (the result does not depend on
    /// the schedule). With `alike`, a pair whose region the versions answer alike all over is measured in the old
    /// version alone (`AnswersAlike`): the same numbers, half the work; a diff's cost then follows its changes.
    public func compare(_ pairs: [(old: ViewID?, new: ViewID?)], alike: AnswersAlike? = nil) async -> [TouchAreaChange] {
        await withTaskGroup(of: (Int, [TouchAreaChange]).self) { group in
            for start in stride(from: 0, to: pairs.count, by: Self.batchSize) {
                let batch = pairs[start..<min(start + Self.batchSize, pairs.count)]
                group.addTask {
                    (start, batch.map { pair in
                        if let alike, let old = pair.old, let new = pair.new, answersAlike(old, new, alike) {
                            return compare(old: old, new: new, keepsParts: false, mirror: alike.newOf)
                        }
                        return compare(old: pair.old, new: pair.new)
                    })
                }
            }
            var batches: [(Int, [TouchAreaChange])] = []
            for await batch in group { batches.append(batch) }
            return batches.sorted { $0.0 < $1.0 }.flatMap(\.1)
        }
    }

    private static let batchSize = 32

    /// Hit-tests every cell of one grid in both versions and counts it.
    private func measure(
        columns: [Double], rows: [Double], shapes: [[SlantedShape]], members: [[Int]], _ sides: [ComparedSide],
        _ tally: inout some PartCounter
    ) {
        let xs = zip(columns, columns.dropFirst()).map { ($0 + $1) / 2 }
        let ys = zip(rows, rows.dropFirst()).map { ($0 + $1) / 2 }
        let ownersBefore = sides[0].owners(xs: xs, ys: ys, members: members[0])
        let ownersAfter = sides[1].owners(xs: xs, ys: ys, members: members[1])
        let crossingsBefore = Crossings(shapes: shapes[0], columns: columns, rows: rows)
        let crossingsAfter = Crossings(shapes: shapes[1], columns: columns, rows: rows)
        for row in 0..<ys.count {
            for column in 0..<xs.count {
                let cell = Box(minX: columns[column], minY: rows[row], maxX: columns[column + 1], maxY: rows[row + 1])
                let index = row * xs.count + column
                let owners = (ownersBefore[index], ownersAfter[index])
                let (crossedBefore, crossedAfter) = (crossingsBefore.isCrossed(index), crossingsAfter.isCrossed(index))
                guard crossedBefore || crossedAfter else {
                    tally.add(area: cell.width * cell.height, box: cell, point: Point(xs[column], ys[row]), owners: owners, approximate: false)
                    continue
                }
                var crossing: [CellSplit.Candidate] = []
                if crossedBefore { crossing += crossingsBefore.shapes(crossing: index).map { (0, $0) } }
                if crossedAfter { crossing += crossingsAfter.shapes(crossing: index).map { (1, $0) } }
                split(cell, crossing, owners: owners, sides, &tally)
            }
        }
    }

    /// Hit-tests every cell of one grid in the old version, the new version's answers being those named there
    /// (`mirror`), and counts it as `measure(columns:rows:shapes:members:_:_:)` counts it: each shape stands for both
    /// versions, as the new version's own copy of it would.
    private func measureMirrored(
        columns: [Double], rows: [Double], shapes: [SlantedShape], members: [Int], _ side: ComparedSide, _ mirror: [Int32],
        _ tally: inout some PartCounter
    ) {
        func named(_ owner: Int32) -> Int32 { owner < 0 ? -1 : mirror[Int(owner)] }
        let xs = zip(columns, columns.dropFirst()).map { ($0 + $1) / 2 }
        let ys = zip(rows, rows.dropFirst()).map { ($0 + $1) / 2 }
        let owners = side.owners(xs: xs, ys: ys, members: members)
        let crossings = Crossings(shapes: shapes, columns: columns, rows: rows)
        for row in 0..<ys.count {
            for column in 0..<xs.count {
                let cell = Box(minX: columns[column], minY: rows[row], maxX: columns[column + 1], maxY: rows[row + 1])
                let index = row * xs.count + column
                let owner = owners[index]
                guard crossings.isCrossed(index) else {
                    tally.add(area: cell.width * cell.height, box: cell, point: Point(xs[column], ys[row]), owners: (owner, named(owner)), approximate: false)
                    continue
                }
                let crossing = crossings.shapes(crossing: index)
                let candidates: [CellSplit.Candidate] = crossing.map { (0, $0) } + crossing.map { (1, $0) }
                CellSplit.split(
                    cell, candidates, known: (owner, named(owner)),
                    answer: { point in
                        let hit = side.hitTest(point)
                        return (hit, named(hit))
                    },
                    mayMatter: { candidate, point, hits in side.mayMatter(candidate.shape, at: point, hit: hits.0) },
                    count: { piece, point, hits, approximate in
                        tally.add(area: piece.area, box: piece.box, point: point, owners: hits, approximate: approximate)
                    })
            }
        }
    }

    /// A cell that slanted shapes of either version cross, split as the audit splits one (`CellSplit`); only the
    /// shapes each version's hit test may really ask at a piece count.
    private func split(
        _ cell: Box, _ shapes: [CellSplit.Candidate], owners: (Int32, Int32), _ sides: [ComparedSide], _ tally: inout some PartCounter
    ) {
        CellSplit.split(
            cell, shapes, known: owners, answer: { (sides[0].hitTest($0), sides[1].hitTest($0)) },
            mayMatter: { candidate, point, hits in
                sides[candidate.side].mayMatter(candidate.shape, at: point, hit: candidate.side == 0 ? hits.0 : hits.1)
            },
            count: { piece, point, hits, approximate in
                tally.add(area: piece.area, box: piece.box, point: point, owners: hits, approximate: approximate)
            })
    }
}

/// One version of the scene in a comparison: its meter, the compared view there (if it has it), the views that
/// can answer in the compared region and their grid items, laid out on the screen. A class: every cell's split
/// asks both versions, and a copy of the struct retained each of its arrays.
private final class ComparedSide {
    let meter: TouchTargetMeter
    let target: ViewID?
    let relevant: [ViewID]
    /// Per relevant view: the screen box where it can answer.
    let reaches: [Box]
    let items: GridItems

    init(meter: TouchTargetMeter, target: ViewID?, region: Box) {
        self.meter = meter
        self.target = target
        let hierarchy = meter.tester.hierarchy
        let screen = GridFrame(screenOf: meter.geometry, hierarchy: hierarchy)
        relevant = meter.views(meeting: region)
        reaches = relevant.map { meter.geometry.reach[$0.index]?.intersection(meter.screen) ?? Box(minX: 0, minY: 0, maxX: 0, maxY: 0) }
        let path = target.map { hierarchy.path(to: $0) } ?? []
        items = GridItems(tester: meter.tester, relevant: relevant, path: path, frame: screen, screen: meter.screen)
    }

    /// The hit-test view (raw id, -1 for none) at each grid point, row by row; none off this version's screen.
    func owners(xs: [Double], ys: [Double], members: [Int]) -> [Int32] {
        var painter = TouchAreaMapBuilder(tester: meter.tester, xs: xs, ys: ys, scope: meter.scope(members.map { relevant[$0] }))
        painter.paint()
        var owners = painter.owner
        let screen = meter.screen
        for (row, y) in ys.enumerated() {
            for (column, x) in xs.enumerated() where !screen.contains(Point(x, y)) { owners[row * xs.count + column] = -1 }
        }
        return owners
    }

    /// The hit-test view (raw id, -1 for none) at a screen point.
    func hitTest(_ point: Point) -> Int32 {
        guard meter.screen.contains(point) else { return -1 }
        return meter.tester.hitTest(point)?.rawValue ?? -1
    }

    /// Whether a shape's decision can change this version's answer near `point`, where `hit` answers.
    func mayMatter(_ shape: SlantedShape, at point: Point, hit: Int32) -> Bool {
        guard let owner = shape.owner else { return true }
        return meter.asked.mayAsk(owner, at: point, hit: hit < 0 ? nil : ViewID(Int(hit)))
    }
}

/// What a comparison does with each part of the screen it measures (`TouchAreaComparer.measure`).
protocol PartCounter {
    /// Counts a part of `area` points² in `box` (`point` a point of it), whose hit-test views are `owners` (old,
    /// new; -1 for none); `approximate`: a piece of a curved edge's cell, cut no finer than `CellSplit` cuts.
    mutating func add(area: Double, box: Box, point: Point, owners: (Int32, Int32), approximate: Bool)
}

/// Sorts the cells of a comparison into a `TouchAreaChange`.
private struct ChangeTally: PartCounter {
    /// Per version, how the touches of its hit-test views reach the compared view.
    private var reachBefore: ReachCache
    private var reachAfter: ReachCache
    private var change = TouchAreaChange()
    /// Per version, the parts whose touch is forwarded to the compared view, a control (an unsettled question).
    private var forwardedBefore = AreaParts<ViewID>()
    private var forwardedAfter = AreaParts<ViewID>()
    private let keepsParts: Bool

    /// `old` and `new`: each version's hierarchy and the compared view there, if it has it.
    init(
        old: (hierarchy: ViewHierarchy, target: ViewID?), new: (hierarchy: ViewHierarchy, target: ViewID?), keepsParts: Bool,
        rule: TouchAreaComparer.AreaRule = .touches
    ) {
        reachBefore = ReachCache(hierarchy: old.hierarchy, target: old.target, rule: rule)
        reachAfter = ReachCache(hierarchy: new.hierarchy, target: new.target, rule: rule)
        self.keepsParts = keepsParts
    }

    mutating func add(area: Double, box: Box, point: Point, owners: (Int32, Int32), approximate: Bool) {
        if approximate { change.approximate = true }
        let reach = (reachBefore.reach(from: owners.0), reachAfter.reach(from: owners.1))
        let (before, after) = (reach.0.reaches, reach.1.reaches)
        if before { change.areaBefore += area }
        if after { change.areaAfter += area }
        if reach.0 == .forwarded { forwardedBefore.add(area, box: box, point: point, to: ViewID(Int(owners.0))) }
        if reach.1 == .forwarded { forwardedAfter.add(area, box: box, point: point, to: ViewID(Int(owners.1))) }
        guard before != after else { return }
        if keepsParts { change.changedParts.add(area, box: box, point: point, to: HitViewPair(before: owners.0, after: owners.1)) }
        if before {
            change.lostTo[owners.1 < 0 ? nil : ViewID(Int(owners.1)), default: 0] += area
        } else {
            change.gainedFrom[owners.0 < 0 ? nil : ViewID(Int(owners.0)), default: 0] += area
        }
        if change.pieces.count < TouchAreaComparer.piecesKept {
            change.pieces.append(.init(box: box, lost: before))
        } else {
            change.piecesTruncated = true
        }
    }

    /// The change, once every part is in: the forwarded parts as each version's uncertain areas.
    func result() -> TouchAreaChange {
        var change = change
        if let old = reachBefore.target { change.uncertainBefore = forwardedBefore.forwardedAreas(to: old) }
        if let new = reachAfter.target { change.uncertainAfter = forwardedAfter.forwardedAreas(to: new) }
        return change
    }
}

/// How the touches of each hit-test view reach the compared view in one version (the audit's rule, `TargetReach`),
/// worked out once per hit-test view; the last answer is kept apart, as neighbouring cells mostly share their view.
private struct ReachCache {
    let hierarchy: ViewHierarchy
    let target: ViewID?
    let rule: TouchAreaComparer.AreaRule
    private var known: [Int32: TargetReach] = [:]
    private var last: (owner: Int32, reach: TargetReach)?

    init(hierarchy: ViewHierarchy, target: ViewID?, rule: TouchAreaComparer.AreaRule) {
        self.hierarchy = hierarchy
        self.target = target
        self.rule = rule
    }

    /// How the touches of hit-test view `owner` (-1 for none) reach the compared view.
    mutating func reach(from owner: Int32) -> TargetReach {
        guard owner >= 0, let target else { return .unreached }
        if let last, last.owner == owner { return last.reach }
        let answer: TargetReach
        if let seen = known[owner] {
            answer = seen
        } else {
            let hitView = ViewID(Int(owner))
            switch rule {
            case .touches: answer = TargetReach(target, from: hitView, in: hierarchy)
            case .recognizers: answer = hierarchy.recognizers(on: target, see: hitView) ? .sure : .unreached
            }
            known[owner] = answer
        }
        last = (owner, answer)
        return answer
    }
}
