/// Many hit tests at once, in an order that keeps the walk's memory warm. Points near each other take the same
/// paths through the tree; asked one after another, those paths stay in the cache, where points in a random order
/// would fetch them from memory again and again. Only the order of the calls changes: each answer is `hitTest`'s.
extension HitTester {
    /// Below this many points the sorting costs more than it saves.
    private static var sortedBatchMinimum: Int { 64 }

    /// The hit-test view of each point, as `hitTest(_:)` gives it, into `answers` (emptied first, its storage
    /// reused): `answers[i]` is the answer for `points[i]`.
    ///
    /// The points are hit-tested cell by cell (about eight points a cell, the cells of the points' bounding box
    /// row by row, every other row backwards); docs/performance.md has what that saves.
    public func hitTests(_ points: [Point], into answers: inout [ViewID?]) {
        answers.removeAll(keepingCapacity: true)
        guard points.count >= Self.sortedBatchMinimum else {
            for point in points { answers.append(compiled.hitTest(point)) }
            return
        }
        answers.append(contentsOf: repeatElement(nil, count: points.count))
        let order = Self.cellOrder(of: points)
        answers.withUnsafeMutableBufferPointer { answers in
            points.withUnsafeBufferPointer { points in
                for index in order { answers[Int(index)] = compiled.hitTest(points[Int(index)]) }
            }
        }
    }

    /// The points' positions sorted by cell (a counting sort), each cell's in their own order.
    private static func cellOrder(of points: [Point]) -> [Int32] {
        var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for point in points where point.x.isFinite && point.y.isFinite {
            (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
            (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
        }
        let width = max(maxX - minX, 1), height = max(maxY - minY, 1)
        // No finite point, or points so far apart that their spread is not a finite number: in their own order.
        guard minX <= maxX, width.isFinite, height.isFinite else { return Array(0..<Int32(points.count)) }
        let cell = (width * height / Double(max(1, points.count / 8))).squareRoot()
        // At most 1,024 cells a side, counted before `Int(_:)` (points 1e300 apart on one axis, close on the other,
        // ask for more cells than Int holds).
        let columns = Int(min(width / cell, 1023)) + 1, rows = Int(min(height / cell, 1023)) + 1
        let (scaleX, scaleY) = (Double(columns) / width, Double(rows) / height)
        var keys = [Int32](repeating: 0, count: points.count)
        var counts = [Int32](repeating: 0, count: columns * rows + 1)
        var order = [Int32](repeating: 0, count: points.count)
        points.withUnsafeBufferPointer { points in
            keys.withUnsafeMutableBufferPointer { keys in
                counts.withUnsafeMutableBufferPointer { counts in
                    for index in 0..<points.count {
                        let point = points[index]
                        var key = 0  // a point off the box (not finite) goes first
                        if point.x.isFinite && point.y.isFinite {
                            let row = min(rows - 1, Int((point.y - minY) * scaleY))
                            let column = min(columns - 1, Int((point.x - minX) * scaleX))
                            key = row * columns + (row & 1 == 0 ? column : columns - 1 - column)
                        }
                        keys[index] = Int32(truncatingIfNeeded: key)
                        counts[key + 1] &+= 1
                    }
                    for key in 1..<counts.count { counts[key] &+= counts[key - 1] }
                    order.withUnsafeMutableBufferPointer { order in
                        for index in 0..<keys.count {
                            let key = Int(keys[index])
                            order[Int(counts[key])] = Int32(truncatingIfNeeded: index)
                            counts[key] &+= 1
                        }
                    }
                }
            }
        }
        return order
    }
}
