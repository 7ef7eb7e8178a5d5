import HitScopeCore

/// Which cells of a grid the slanted shapes cross: each shape is tested only against the cells under its box
/// (found by binary search over the edges), and each cell keeps a short list of the shapes that cross it.
struct Crossings {
    private let shapes: [SlantedShape]
    /// Per cell (row-major), the first entry of its list in `links`, or -1.
    private var head: [Int32]
    private var links: [(shape: Int32, next: Int32)] = []

    init(shapes: [SlantedShape], columns: [Double], rows: [Double]) {
        self.shapes = shapes
        let width = columns.count - 1
        head = [Int32](repeating: -1, count: width * (rows.count - 1))
        for (index, shape) in shapes.enumerated() {
            let c0 = Self.firstInterval(ending: shape.box.minX, columns), c1 = Self.firstInterval(ending: shape.box.maxX, columns)
            let r0 = Self.firstInterval(ending: shape.box.minY, rows), r1 = Self.firstInterval(ending: shape.box.maxY, rows)
            guard c0 <= c1, r0 <= r1 else { continue }
            for row in r0...min(r1, rows.count - 2) {
                for column in c0...min(c1, width - 1) {
                    let cell = Box(minX: columns[column], minY: rows[row], maxX: columns[column + 1], maxY: rows[row + 1])
                    guard shape.crosses(cell) else { continue }
                    let slot = row * width + column
                    links.append((Int32(index), head[slot]))
                    head[slot] = Int32(links.count - 1)
                }
            }
        }
    }

    /// The index of the first interval whose upper edge lies above `value` (the last interval if none does).
    private static func firstInterval(ending value: Double, _ edges: [Double]) -> Int {
        var low = 1, high = edges.count - 1
        while low < high {
            let middle = (low + high) / 2
            if edges[middle] > value { high = middle } else { low = middle + 1 }
        }
        return low - 1
    }

    func isCrossed(_ cell: Int) -> Bool { head[cell] >= 0 }

    /// The shapes that cross a cell.
    func shapes(crossing cell: Int) -> [SlantedShape] {
        var found: [SlantedShape] = []
        var link = head[cell]
        while link >= 0 {
            found.append(shapes[Int(links[Int(link)].shape)])
            link = links[Int(link)].next
        }
        return found
    }
}
