/// Places chips (badges, labels) so that they do not cover one another: each is moved down past the chips
/// already placed, at most `maxMoves` times (then it stays where it is), and placed chips are found through
/// buckets of the plane, so that placing thousands of them stays fast.
struct ChipPlacer {
    private let bucket: Double
    private var buckets: [Int64: [DrawingRect]] = [:]
    static let maxMoves = 4

    /// `bucket`: the side of a bucket, in the chips' units (a few chip heights).
    init(bucket: Double) {
        self.bucket = bucket > 0 && bucket.isFinite ? bucket : 1
    }

    /// The chip moved down by `step` until it is clear of every chip placed, or `maxMoves` times; then placed.
    mutating func place(_ chip: DrawingRect, step: Double) -> DrawingRect {
        var chip = chip
        for _ in 0..<Self.maxMoves where isTaken(chip) { chip.y += step }
        for key in keys(chip) { buckets[key, default: []].append(chip) }
        return chip
    }

    private func isTaken(_ chip: DrawingRect) -> Bool {
        keys(chip).contains { key in buckets[key]?.contains { $0.overlaps(chip) } ?? false }
    }

    private func keys(_ chip: DrawingRect) -> [Int64] {
        guard chip.x.isFinite, chip.y.isFinite, chip.maxX.isFinite, chip.maxY.isFinite else { return [] }
        let x0 = Int64((chip.x / bucket).rounded(.down)), x1 = Int64((chip.maxX / bucket).rounded(.down))
        let y0 = Int64((chip.y / bucket).rounded(.down)), y1 = Int64((chip.maxY / bucket).rounded(.down))
        var keys: [Int64] = []
        for x in x0...x1 {
            for y in y0...y1 { keys.append(x << 32 | (y & 0xffff_ffff)) }
        }
        return keys
    }
}
