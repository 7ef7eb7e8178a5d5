import HitScopeCore
import HitScopeTestSupport

/// Where `UIKitOracle` sends the touch at the centre of every cell of a grid over the screen: per view, the area of
/// the cells whose touches reach it (it is the hit-test view there, or the touch is passed on to it along the
/// responder chain: `UIKitOracle.viewsReached(byTouchOn:)`), their bounding box and the cell sides between its
/// cells and the others (its sampled edge).
struct SampledAreas {
    struct Area {
        var area: Double
        var minX, minY, maxX, maxY: Double
        /// Cell sides with one of the view's cells on one side and a cell that does not reach it on the other.
        var edgeSides = 0
        var width: Double { maxX - minX }
        var height: Double { maxY - minY }
    }

    let step: Double
    private(set) var areas: [ViewID: Area] = [:]

    /// Samples `oracle` on `screen` in cells of `step` points.
    init(_ oracle: UIKitOracle, screen: Size, step: Double) {
        self.step = step
        let columns = Int(screen.width / step), rows = Int(screen.height / step)
        var reached: [ViewID: Set<ViewID>] = [:]
        var cells: [Set<ViewID>] = []
        cells.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                guard let hit = oracle.hitTest(Point((Double(column) + 0.5) * step, (Double(row) + 0.5) * step)) else {
                    cells.append([])
                    continue
                }
                let views = reached[hit] ?? Set(oracle.viewsReached(byTouchOn: hit))
                reached[hit] = views
                cells.append(views)
            }
        }
        for row in 0..<rows {
            let y = Double(row) * step
            for column in 0..<columns {
                let x = Double(column) * step
                for id in cells[row * columns + column] {
                    var entry = areas[id] ?? Area(area: 0, minX: x, minY: y, maxX: x + step, maxY: y + step)
                    entry.area += step * step
                    entry.minX = min(entry.minX, x)
                    entry.minY = min(entry.minY, y)
                    entry.maxX = max(entry.maxX, x + step)
                    entry.maxY = max(entry.maxY, y + step)
                    for (dx, dy) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
                        let (c, r) = (column + dx, row + dy)
                        let inside = c >= 0 && c < columns && r >= 0 && r < rows && cells[r * columns + c].contains(id)
                        if !inside { entry.edgeSides += 1 }
                    }
                    areas[id] = entry
                }
            }
        }
    }
}
