import HitScopeCore
import HitScopeTestSupport

/// Where `UIKitOracle` sends the touch at the centre of every cell of a grid over the screen: per view, the area of
/// its cells, their bounding box and the cell sides between its cells and the others (its sampled edge).
struct SampledAreas {
    struct Area {
        var area: Double
        var minX, minY, maxX, maxY: Double
        /// Cell sides with one of the view's cells on one side and a cell of another owner (or none) on the other.
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
        var owners: [ViewID?] = []
        owners.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                owners.append(oracle.hitTest(Point((Double(column) + 0.5) * step, (Double(row) + 0.5) * step)))
            }
        }
        for row in 0..<rows {
            let y = Double(row) * step
            for column in 0..<columns {
                guard let id = owners[row * columns + column] else { continue }
                let x = Double(column) * step
                var entry = areas[id] ?? Area(area: 0, minX: x, minY: y, maxX: x + step, maxY: y + step)
                entry.area += step * step
                entry.minX = min(entry.minX, x)
                entry.minY = min(entry.minY, y)
                entry.maxX = max(entry.maxX, x + step)
                entry.maxY = max(entry.maxY, y + step)
                for (dx, dy) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
                    let (c, r) = (column + dx, row + dy)
                    let neighbour = c >= 0 && c < columns && r >= 0 && r < rows ? owners[r * columns + c] : nil
                    if neighbour != id { entry.edgeSides += 1 }
                }
                areas[id] = entry
            }
        }
    }
}
