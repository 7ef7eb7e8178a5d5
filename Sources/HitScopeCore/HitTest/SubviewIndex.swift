/// For a view with many subviews: a grid over its bounds space listing, per cell, the subviews whose hit extent
/// touches the cell. The untraced hit test asks only those, still last to first; every other subview would have
/// returned nil (its extent is a conservative bound), so the answer is the plain walk's, in time that follows the
/// work rather than the number of siblings.
struct SubviewIndex: Sendable {
    /// Views with fewer subviews are walked plainly.
    static let minimumSubviews = 32
    /// A subview whose extent covers more cells than this goes to every cell's list as an "anywhere" entry.
    private static let maximumCellsPerSubview = 64
    /// With more "anywhere" subviews than this, the index would not save work: the view is walked plainly.
    private static let maximumAnywhere = 16

    private let origin: Point
    private let cellWidth: Double
    private let cellHeight: Double
    private let columns: Int
    private let rows: Int
    /// Cell `c`'s entries are `entries[start[c]..<start[c + 1]]`: positions in the hit tester's subview list, in
    /// ascending order; the last cell (`columns * rows`) lists the "anywhere" subviews for points off the grid.
    private let start: [Int32]
    private let entries: [Int32]

    /// Builds the index for subviews at positions `first..<first + extents.count`, or nil when plain walking is as
    /// good.
    init?(extents: [HitExtent], firstPosition first: Int32) {
        guard extents.count >= Self.minimumSubviews else { return nil }
        var boxes: [(position: Int32, box: Rect)] = []
        var anywhere: [Int32] = []
        var union: Rect?
        for (offset, extent) in extents.enumerated() {
            let position = first + Int32(offset)
            switch extent {
            case .empty: break
            case .unbounded: anywhere.append(position)
            case .box(let box):
                boxes.append((position, box))
                union = union.map { $0.union(box) } ?? box
            }
        }
        // Boxes so far apart that the area between them is not a finite number (frames near ±1.8e308 in a scene
        // file) cannot be cut into cells: such a view is walked plainly.
        guard anywhere.count <= Self.maximumAnywhere, let bounds = union, bounds.maxX.isFinite, bounds.maxY.isFinite,
            bounds.size.width.isFinite, bounds.size.height.isFinite
        else { return nil }
        // About one subview per cell, in the shape of the area they cover.
        let aspect = max(bounds.size.width, 1e-9) / max(bounds.size.height, 1e-9)
        let target = Double(boxes.count)
        var columns = max(1, min(4096, Int((target * aspect).squareRoot().rounded(.up))))
        var rows = max(1, min(4096, Int((target / aspect).squareRoot().rounded(.up))))
        if bounds.size.width <= 0 { columns = 1 }
        if bounds.size.height <= 0 { rows = 1 }
        let cellWidth = bounds.size.width > 0 ? bounds.size.width / Double(columns) : 1
        let cellHeight = bounds.size.height > 0 ? bounds.size.height / Double(rows) : 1

        var lists = [[Int32]](repeating: [], count: columns * rows + 1)
        for (position, box) in boxes {
            let c0 = Self.cell(box.minX, bounds.minX, cellWidth, columns)
            let c1 = Self.cell(box.maxX, bounds.minX, cellWidth, columns)
            let r0 = Self.cell(box.minY, bounds.minY, cellHeight, rows)
            let r1 = Self.cell(box.maxY, bounds.minY, cellHeight, rows)
            if (c1 - c0 + 1) * (r1 - r0 + 1) > Self.maximumCellsPerSubview {
                anywhere.append(position)
                continue
            }
            for r in r0...r1 { for c in c0...c1 { lists[r * columns + c].append(position) } }
        }
        guard anywhere.count <= Self.maximumAnywhere else { return nil }
        anywhere.sort()
        var start: [Int32] = [0]
        var entries: [Int32] = []
        for list in lists {
            entries += Self.merge(list, anywhere)
            start.append(Int32(entries.count))
        }
        self.origin = bounds.origin
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        self.columns = columns
        self.rows = rows
        self.start = start
        self.entries = entries
    }

    private static func cell(_ value: Double, _ origin: Double, _ size: Double, _ count: Int) -> Int {
        min(count - 1, max(0, Int(((value - origin) / size).rounded(.down))))
    }

    private static func merge(_ a: [Int32], _ b: [Int32]) -> [Int32] {
        var result: [Int32] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if j == b.count || i < a.count && a[i] < b[j] {
                result.append(a[i])
                i += 1
            } else {
                result.append(b[j])
                j += 1
            }
        }
        return result
    }

    /// The range in `entries` to walk (from its end down) for a point in the view's bounds space.
    @inline(__always)
    func candidates(for point: Point) -> Range<Int32> {
        let column = ((point.x - origin.x) / cellWidth).rounded(.down)
        let row = ((point.y - origin.y) / cellHeight).rounded(.down)
        let cell: Int
        if column >= 0, row >= 0, column < Double(columns), row < Double(rows) {
            cell = Int(row) * columns + Int(column)
        } else {
            cell = columns * rows  // off the grid (or NaN): only the "anywhere" subviews can answer
        }
        return start[cell]..<start[cell + 1]
    }

    /// The subview position stored at `entry`.
    @inline(__always)
    func position(at entry: Int32) -> Int32 { entries[Int(entry)] }
}
