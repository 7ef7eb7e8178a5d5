/// The screen cut into regions of cells whose hit-tests take the same steps (the same views asked, the same
/// answers, the same result; only the converted coordinates differ). A report embeds one trace per region and
/// the page looks clicked points up, so it never hit-tests anything itself.
public struct TraceRegionMap: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// Row-major region index of each cell.
    public let cells: [Int32]
    /// For each region, the first cell (row-major) that belongs to it; its centre is the region's representative.
    public let representatives: [Point]

    /// Cuts the screen into regions, tracing in full only where a cell takes other decisions than its left and
    /// upper neighbours: neighbouring cells nearly always take the same steps.
    ///
    /// For each region, the point-dependent decisions of its representative's trace are kept as a `TraceReplay`:
    /// every point conversion, every `pointInside` answer, every "drawn but not touchable" note and every "hit
    /// while clipped" note. The hit test's control flow depends on the point only through these decisions, so a
    /// point for which the replay gives the same answers takes exactly the same steps: it belongs to the region.
    /// Only when neither neighbour's replay matches is a cell traced in full and looked up by signature, as
    /// `init(pointByPoint:size:)` does for every cell; region numbers and representatives are therefore identical.
    /// Where a replay's decisions along a row are runs of cells (`ReplayRow`: views placed by translations and at most
    /// one transform, rectangle tests), they are found once per row, and kept for the next rows while the tests of
    /// their y answer alike (`ReplayRow.holds(inRow:)`), and answer both neighbours' tests: the cells its
    /// left-neighbour test would give the region, and whether it matches where a run ends, without replaying.
    public init(tester: HitTester, size: Size) {
        let (width, height) = MapGrid.cells(size)
        var cells = [Int32](repeating: 0, count: width * height)
        var regionBySignature: [[TraceSignature.Token]: Int32] = [:]
        var representatives: [Point] = []
        var replays: [TraceReplay] = []
        var scratch: [Point] = []
        var steps: [HitTestStep] = []
        // For each region, its replay's runs in the row `rowOf` gives (`ReplayRow`), and whether it has any.
        var rows: [ReplayRow?] = []
        var rowOf: [Int] = []
        var hasRows: [Bool] = []
        // The end of the run of cells from `x` on in row `y` where `region`'s replay matches (`ReplayRow.runEnd`), from
        // its runs in the row, found once for the row or kept from a row where its tests of y answered alike
        // (`ReplayRow.holds(inRow:)`); nil when its replay has none. Asked in place: a copy of the runs cost their
        // arrays' retains and releases at every cell asked.
        func runEnd(_ region: Int32, from x: Int, _ y: Int) -> Int? {
            let index = Int(region)
            guard hasRows[index] else { return nil }
            if rowOf[index] != y {
                if rows[index]?.holds(inRow: y) != true {
                    rows[index] = ReplayRow(replays[index], row: y, width: width, tester: tester)
                    hasRows[index] = rows[index] != nil
                }
                rowOf[index] = y
            }
            return rows[index]?.runEnd(from: x, width: width)
        }
        // Whether `region`'s replay matches at cell `(x, y)`: from its runs in the row (they are the replay's own
        // answers), else replayed.
        func matches(_ region: Int32, _ x: Int, _ y: Int) -> Bool {
            if let end = runEnd(region, from: x, y) { return end > x }
            return replays[Int(region)].matches(TouchAreaMap.centre(x, y), tester, &scratch)
        }
        for y in 0..<height {
            var x = 0
            while x < width {
                var region: Int32 = -1
                if x > 0 {
                    let left = cells[y * width + x - 1]
                    if matches(left, x, y) { region = left }
                }
                if region < 0, y > 0 {
                    let up = cells[(y - 1) * width + x]
                    if x == 0 || up != cells[y * width + x - 1], matches(up, x, y) { region = up }
                }
                if region < 0 {
                    let point = TouchAreaMap.centre(x, y)
                    let signature = tester.signature(point, steps: &steps)
                    if let known = regionBySignature[signature] {
                        region = known
                    } else {
                        region = Int32(representatives.count)
                        regionBySignature[signature] = region
                        representatives.append(point)
                        replays.append(TraceReplay(tester.trace(point).steps, tester))
                        rows.append(nil)
                        rowOf.append(-1)
                        hasRows.append(true)
                    }
                }
                cells[y * width + x] = region
                x += 1
                // The cells after it that its region's replay matches take its region, as the test of their left
                // neighbour's replay gives it them: found from the replay's runs in this row where it has them.
                guard let end = runEnd(region, from: x, y), end > x else { continue }
                cells.withUnsafeMutableBufferPointer { $0[(y * width + x)..<(y * width + end)].update(repeating: region) }
                x = end
            }
        }
        self.width = width
        self.height = height
        self.cells = cells
        self.representatives = representatives
    }

    /// The reference: every cell traced in full and looked up by its signature. Cost: one trace per cell.
    public init(pointByPoint tester: HitTester, size: Size) {
        let (width, height) = MapGrid.cells(size)
        var cells = [Int32](repeating: 0, count: width * height)
        var regionBySignature: [[TraceSignature.Token]: Int32] = [:]
        var representatives: [Point] = []
        var steps: [HitTestStep] = []
        for y in 0..<height {
            for x in 0..<width {
                let point = TouchAreaMap.centre(x, y)
                let signature = tester.signature(point, steps: &steps)
                if let region = regionBySignature[signature] {
                    cells[y * width + x] = region
                } else {
                    let region = Int32(representatives.count)
                    regionBySignature[signature] = region
                    representatives.append(point)
                    cells[y * width + x] = region
                }
            }
        }
        self.width = width
        self.height = height
        self.cells = cells
        self.representatives = representatives
    }

    /// The region of cell `(x, y)`, or nil outside the map.
    public func region(x: Int, y: Int) -> Int? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return Int(cells[y * width + x])
    }
}
