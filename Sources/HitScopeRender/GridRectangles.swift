/// Cuts a row-major grid of 1-point cells into rectangles: the runs of equal cells in each row, merged with the
/// same run of the rows below, so that a region is drawn with as few rectangles as its rows allow.
enum GridRectangles {
    /// For each value in the grid, its rectangles in cell units (points).
    static func byValue(width: Int, height: Int, cells: [Int32]) -> [Int32: [DrawingRect]] {
        var rectangles: [Int32: [DrawingRect]] = [:]
        var open: [RunKey: Int] = [:]  // runs of the previous row → index of their rectangle in `rectangles[value]`
        for y in 0..<height {
            var next: [RunKey: Int] = [:]
            var x = 0
            while x < width {
                let value = cells[y * width + x]
                var end = x + 1
                while end < width, cells[y * width + end] == value { end += 1 }
                let key = RunKey(start: x, end: end, value: value)
                if let index = open[key] {
                    rectangles[value, default: []][index].height += 1
                    next[key] = index
                } else {
                    rectangles[value, default: []].append(DrawingRect(x: Double(x), y: Double(y), width: Double(end - x), height: 1))
                    next[key] = rectangles[value, default: []].count - 1
                }
                x = end
            }
            open = next
        }
        return rectangles
    }

    private struct RunKey: Hashable {
        let start: Int
        let end: Int
        let value: Int32
    }
}
