import HitScopeCore

/// Which view receives each 1-point cell of the screen: a `TouchAreaMap`, or the same answers taken from a
/// `TraceRegionMap`'s regions.
public struct TouchGrid: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// Row-major raw view ids; -1 where no view takes the point.
    public let cells: [Int32]

    public init(width: Int, height: Int, cells: [Int32]) {
        self.width = width
        self.height = height
        self.cells = cells
    }

    public init(_ map: TouchAreaMap) {
        self.init(width: map.width, height: map.height, cells: map.cells)
    }

    /// The colour of a view's touch area (the same view always gets the same one): what a key beside the drawing
    /// shows.
    public static func color(for view: ViewID) -> RGBAColor { Tint.color(for: view.index) }

    /// How many 1-point cells each view receives, most first (ties by view order); `nil` for the cells no view
    /// takes.
    /// Counted in an array over the values' range (view ids and -1), not a dictionary: hashing each of a screen's
    /// quarter million cells was 6 % of a gallery page.
    public var areas: [(view: ViewID?, cells: Int)] {
        guard !cells.isEmpty else { return [] }
        // Plain passes over the cells' buffer: `min()`, `max()` and a checked count were 17 instructions a cell.
        var (low, high) = (Int32.max, Int32.min)
        var counts: [Int] = []
        cells.withUnsafeBufferPointer { cells in
            for cell in cells {
                low = Swift.min(low, cell)
                high = Swift.max(high, cell)
            }
            let base = Int(low)
            counts = [Int](repeating: 0, count: Int(high) - base + 1)
            counts.withUnsafeMutableBufferPointer { counts in
                // Each cell lies between `low` and `high`, so its place cannot overflow, nor can a count of cells.
                for cell in cells { counts[Int(cell) &- base] &+= 1 }
            }
        }
        let counted = counts.indices.compactMap { index in
            counts[index] > 0 ? (key: Int32(index + Int(low)), value: counts[index]) : nil
        }
        return counted.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { ($0.key < 0 ? nil : ViewID(Int($0.key)), $0.value) }
    }
}

/// Draws the touch-area overlay: for each view, the cells it receives, merged into as few rectangles as the
/// rows allow, as one path per view; cells no view takes are drawn as dead zones.
struct TouchAreaLayer {
    let hierarchy: ViewHierarchy

    func items(_ grid: TouchGrid) -> [DisplayItem] {
        let rectangles = GridRectangles.byValue(width: grid.width, height: grid.height, cells: grid.cells)
        return rectangles.sorted { $0.key < $1.key }.map { view, list in
            let path = Path(polygons: list.map(\.corners))
            guard view >= 0 else {
                return .shape(Shape(path: path, fill: .solid(.theme(.deadZone)), subject: .touchArea(nil), tooltip: "No view takes touches here"))
            }
            let id = ViewID(Int(view))
            return .shape(
                Shape(
                    path: path, fill: .solid(.color(TouchGrid.color(for: id))), subject: .touchArea(id.index),
                    tooltip: "Touches here go to \(terminalSafe(hierarchy[id].name))"))
        }
    }
}
