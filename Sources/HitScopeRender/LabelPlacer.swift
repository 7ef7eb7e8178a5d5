/// Keeps labels and badges from covering each other: remembers the boxes already placed, bucketed on a grid so
/// that a scene of any size places quickly.
struct LabelPlacer {
    private var buckets: [Int: [DrawingRect]] = [:]
    private let cell: Double
    /// Every box placed, in order.
    private(set) var boxes: [DrawingRect] = []

    /// `cell`: the side of a bucket, in the boxes' units (a few label heights); `reserved`: boxes placed first.
    init(cell: Double = 48, reserving reserved: [DrawingRect] = []) {
        self.cell = cell > 0 && cell.isFinite ? cell : 48
        for box in reserved { place(box) }
    }

    /// Whether `box` overlaps nothing placed so far.
    func isFree(_ box: DrawingRect) -> Bool {
        for key in keys(box) {
            for other in buckets[key] ?? [] where other.overlaps(box) { return false }
        }
        return true
    }

    mutating func place(_ box: DrawingRect) {
        boxes.append(box)
        for key in keys(box) { buckets[key, default: []].append(box) }
    }

    /// Places `box`, first moved down by `step` until it overlaps nothing placed, at most `maxMoves` times (in a
    /// crowded scene badges overlap rather than wander off); returns where it went.
    mutating func placeMovingDown(_ box: DrawingRect, step: Double, maxMoves: Int = 4) -> DrawingRect {
        var box = box
        for _ in 0..<maxMoves where !isFree(box) { box.y += step }
        place(box)
        return box
    }

    private func keys(_ box: DrawingRect) -> [Int] {
        // A box with an edge at infinity or NaN is never looked up, and never in the way.
        guard box.x.isFinite, box.y.isFinite, box.maxX.isFinite, box.maxY.isFinite else { return [] }
        guard let x0 = gridCell(box.x, cell), let x1 = gridCell(box.maxX, cell), let y0 = gridCell(box.y, cell),
            let y1 = gridCell(box.maxY, cell), x1 - x0 < 64, y1 - y0 < 64
        else { return [Int.min] }  // huge boxes, and boxes far out, share one bucket
        var keys: [Int] = []
        for y in y0...y1 {
            for x in x0...x1 { keys.append(y &* 1_000_003 &+ x) }
        }
        return keys
    }
}
