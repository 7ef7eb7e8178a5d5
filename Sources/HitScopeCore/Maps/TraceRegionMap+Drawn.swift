extension TraceRegionMap {
    /// For each region, the views `drawn` shows at the centre of any of its cells, by index: the views a click in the
    /// region can land on, whatever cell of it is clicked. One pass over the cells, each region's stacks gathered
    /// where they change along a row, then each stack's views once.
    public func viewsDrawn(in drawn: DrawnViewMap) -> [[ViewID]] {
        var stacks = [Set<Int32>](repeating: [], count: representatives.count)
        // The stack each region was last seen with: a region met again with it (the next cell, the next row) is not
        // looked up in its set again.
        var lastStack = [Int32](repeating: -1, count: representatives.count)
        cells.withUnsafeBufferPointer { cells in
            lastStack.withUnsafeMutableBufferPointer { lastStack in
                for y in 0..<height {
                    let row = y - drawn.originY
                    guard (0..<drawn.height).contains(row) else { continue }
                    let runs = drawn.rows[row]
                    var start = drawn.originX
                    for run in stride(from: 0, to: runs.count - 1, by: 2) {
                        let end = start + Int(runs[run])
                        let stack = runs[run + 1]
                        defer { start = end }
                        guard stack > 0 else { continue }
                        let rowStart = y * width
                        for x in max(0, start)..<max(max(0, start), min(width, end)) {
                            let region = Int(cells[rowStart &+ x])
                            if lastStack[region] != stack {
                                lastStack[region] = stack
                                stacks[region].insert(stack)
                            }
                        }
                    }
                }
            }
        }
        return stacks.map { regionStacks in
            var views = Set<Int32>()
            for first in regionStacks {
                var stack = first
                while stack > 0 {
                    views.insert(drawn.front[Int(stack)])
                    stack = drawn.behind[Int(stack)]
                }
            }
            return views.sorted().map { ViewID(Int($0)) }
        }
    }
}
