/// Which view receives each point of the screen, at 1-point resolution: the data behind the touch-area overlay,
/// the report's click lookup and the audit.
///
/// Cell `(x, y)` stands for the square `[x, x+1) × [y, y+1)` in screen points and holds the answer for its
/// centre `(x + 0.5, y + 0.5)`, computed by the same engine as every other answer.
public struct TouchAreaMap: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// Row-major; the raw view id of the hit-test view, or -1 where no view takes the point.
    public let cells: [Int32]

    /// Maps the scene's screen (`size`, rounded up to whole points, at most `MapGrid.maximumSide` a side) in one
    /// walk of the tree over rectangles of cells (`TouchAreaMapBuilder`): the same answers as `init(pointByPoint:size:)`,
    /// in time that grows with the painted area and the tree size.
    public init(tester: HitTester, size: Size) {
        let (width, height) = MapGrid.cells(size)
        var painter = TouchAreaMapBuilder(tester: tester, width: width, height: height)
        painter.paint()
        self.width = width
        self.height = height
        self.cells = painter.owner
    }

    /// The map read off a trace-region map of the screen: the cells of a region take the same steps, so they have
    /// the same hit-test view, its representative's; one hit test per region (MapTests hold it to
    /// `init(pointByPoint:size:)`).
    public init(regions: TraceRegionMap, tester: HitTester) {
        let hitViews = regions.representatives.map { tester.hitTest($0)?.rawValue ?? -1 }
        self.width = regions.width
        self.height = regions.height
        // Read through the buffers: a checked `map` was 19 instructions a cell. Every cell's region is one of the
        // map's own (`TraceRegionMap.cells`), so each has its hit view.
        self.cells = hitViews.withUnsafeBufferPointer { hitViews in
            regions.cells.withUnsafeBufferPointer { regionCells in
                [Int32](unsafeUninitializedCapacity: regionCells.count) { cells, count in
                    for index in regionCells.indices { cells[index] = hitViews[Int(regionCells[index])] }
                    count = regionCells.count
                }
            }
        }
    }

    /// Maps the screen by hit-testing every cell's centre: the reference the fast map is tested against.
    public init(pointByPoint tester: HitTester, size: Size) {
        let (width, height) = MapGrid.cells(size)
        var cells = [Int32](repeating: -1, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                if let hit = tester.hitTest(Self.centre(x, y)) { cells[y * width + x] = hit.rawValue }
            }
        }
        self.width = width
        self.height = height
        self.cells = cells
    }

    /// The point a cell stands for.
    public static func centre(_ x: Int, _ y: Int) -> Point { Point(Double(x) + 0.5, Double(y) + 0.5) }

    /// The hit-test view of cell `(x, y)`.
    public func hitView(x: Int, y: Int) -> ViewID? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let raw = cells[y * width + x]
        return raw < 0 ? nil : ViewID(Int(raw))
    }
}
