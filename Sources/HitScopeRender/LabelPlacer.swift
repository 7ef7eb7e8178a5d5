/// Keeps labels and badges from covering each other: remembers the boxes already placed, bucketed on a grid so
/// that a scene of any size places quickly.
struct LabelPlacer {
    private var buckets: [Int: [DrawingRect]] = [:]
    private let cell = 48.0
    /// Every box placed, in order.
    private(set) var boxes: [DrawingRect] = []

    init(reserving reserved: [DrawingRect] = []) {
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

    private func keys(_ box: DrawingRect) -> [Int] {
        let x0 = Int((box.x / cell).rounded(.down)), x1 = Int((box.maxX / cell).rounded(.down))
        let y0 = Int((box.y / cell).rounded(.down)), y1 = Int((box.maxY / cell).rounded(.down))
        guard x1 - x0 < 64, y1 - y0 < 64 else { return [Int.min] }  // huge boxes share one bucket
        var keys: [Int] = []
        for y in y0...y1 {
            for x in x0...x1 { keys.append(y &* 1_000_003 &+ x) }
        }
        return keys
    }
}
