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

    /// The boxes placed that overlap `box`, or contain it, or lie inside it.
    func overlapping(_ box: DrawingRect) -> [DrawingRect] {
        var found: [DrawingRect] = []
        for key in keys(box) {
            for other in buckets[key] ?? [] where (other.overlaps(box) || other.contains(box) || box.contains(other)) && !found.contains(other) {
                found.append(other)
            }
        }
        return found
    }

    mutating func place(_ box: DrawingRect) {
        boxes.append(box)
        for key in keys(box) { buckets[key, default: []].append(box) }
    }

    /// Places a chip of `width` × `height` for the view drawn in `box`, the one placement every label and badge
    /// uses: just above the view or just below it, outside `box` grown by every box of `protected` it overlaps (so
    /// that the views stay visible), further up or down past chips already placed (four steps at most: in a
    /// crowded scene chips overlap rather than wander off), inside `canvas`. A view that leaves no room outside
    /// gets its chip inside its bottom edge. Returns where it went.
    mutating func placeChip(width: Double, height: Double, gap: Double, for box: DrawingRect, canvas: DrawingRect, protected: LabelPlacer) -> DrawingRect {
        var around = box
        for other in protected.overlapping(around) { around = around.union(other) }
        let x = max(canvas.x, min(around.x, canvas.maxX - width))
        var chosen: DrawingRect?
        for step in 0..<4 where chosen == nil {
            let offset = Double(step) * (height + gap)
            for candidate in [
                DrawingRect(x: x, y: around.y - height - gap - offset, width: width, height: height),
                DrawingRect(x: x, y: around.maxY + gap + offset, width: width, height: height),
            ] where chosen == nil {
                if candidate.y >= canvas.y, candidate.maxY <= canvas.maxY, isFree(candidate), protected.isFree(candidate) {
                    chosen = candidate
                }
            }
        }
        let chip = chosen ?? DrawingRect(x: x, y: min(box.maxY, canvas.maxY) - height - gap, width: width, height: height)
        place(chip)
        return chip
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
