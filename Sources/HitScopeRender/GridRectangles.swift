/// Cuts a row-major grid of 1-point cells into rectangles: the runs of equal cells in each row, merged with the
/// same run of the rows below, so that a region is drawn with as few rectangles as its rows allow.
package enum GridRectangles {
    /// For each value in the grid, its rectangles in cell units (points), in the order their first rows are met
    /// (row-major). A run continues the rectangle of the run with the same start, end and value in the row above; the
    /// runs of both rows are in order of their starts, so one pass over the two finds it, with no hashing per run.
    package static func byValue(width: Int, height: Int, cells: [Int32]) -> [Int32: [DrawingRect]] {
        // Runs found in the cells' buffer: checked reads were most of the pass's instructions.
        cells.withUnsafeBufferPointer { byValue(width: width, height: height, cells: $0) }
    }

    private static func byValue(width: Int, height: Int, cells: UnsafeBufferPointer<Int32>) -> [Int32: [DrawingRect]] {
        precondition(cells.count >= width * height, "a grid of \(width) × \(height) cells holds \(cells.count)")
        var rectangles: [DrawingRect] = []
        var values: [Int32] = []
        var above: [Run] = []
        var row: [Run] = []
        for y in 0..<height {
            row.removeAll(keepingCapacity: true)
            var cursor = 0
            var x = 0
            let rowStart = y * width
            while x < width {
                let value = cells[rowStart &+ x]
                var end = x + 1
                while end < width, cells[rowStart &+ end] == value { end += 1 }
                while cursor < above.count, above[cursor].start < x { cursor += 1 }
                if cursor < above.count, above[cursor].start == x, above[cursor].end == end, above[cursor].value == value {
                    let index = above[cursor].rectangle
                    rectangles[index].height += 1
                    row.append(Run(start: x, end: end, value: value, rectangle: index))
                } else {
                    row.append(Run(start: x, end: end, value: value, rectangle: rectangles.count))
                    rectangles.append(DrawingRect(x: Double(x), y: Double(y), width: Double(end - x), height: 1))
                    values.append(value)
                }
                x = end
            }
            swap(&above, &row)
        }
        return grouped(rectangles, values)
    }

    /// The rectangles by value, each value's in their order: one lookup per rectangle, not per run.
    private static func grouped(_ rectangles: [DrawingRect], _ values: [Int32]) -> [Int32: [DrawingRect]] {
        var byValue: [Int32: [DrawingRect]] = [:]
        for (rectangle, value) in zip(rectangles, values) { byValue[value, default: []].append(rectangle) }
        return byValue
    }

    /// A run of equal cells in a row, and the rectangle it belongs to.
    private struct Run {
        let start: Int
        let end: Int
        let value: Int32
        let rectangle: Int
    }
}
