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
}

/// Draws the touch-area overlay: for each view, the cells it receives, merged into as few rectangles as the
/// rows allow, as one path per view; cells no view takes are drawn as dead zones.
struct TouchAreaLayer {
    let hierarchy: ViewHierarchy

    func items(_ grid: TouchGrid) -> [DisplayItem] {
        var rectangles: [Int32: [Box]] = [:]
        var open: [RunKey: Int] = [:]  // runs of the previous row → index of their rectangle in `rectangles[view]`
        for y in 0..<grid.height {
            var next: [RunKey: Int] = [:]
            var x = 0
            while x < grid.width {
                let view = grid.cells[y * grid.width + x]
                var end = x + 1
                while end < grid.width, grid.cells[y * grid.width + end] == view { end += 1 }
                let key = RunKey(start: x, end: end, view: view)
                if let index = open[key] {
                    rectangles[view]![index].height += 1
                    next[key] = index
                } else {
                    rectangles[view, default: []].append(Box(x: Double(x), y: Double(y), width: Double(end - x), height: 1))
                    next[key] = rectangles[view]!.count - 1
                }
                x = end
            }
            open = next
        }
        return rectangles.keys.sorted().map { view in
            let path = Path(polygons: rectangles[view]!.map(\.corners))
            guard view >= 0 else {
                return .shape(Shape(path: path, fill: .solid(.theme(.deadZone)), subject: .touchArea(nil), tooltip: "No view takes touches here"))
            }
            let id = ViewID(Int(view))
            return .shape(
                Shape(
                    path: path, fill: .solid(.color(Tint.color(for: id.index))), subject: .touchArea(id.index),
                    tooltip: "Touches here go to \(terminalSafe(hierarchy[id].name))"))
        }
    }

    private struct RunKey: Hashable {
        let start: Int
        let end: Int
        let view: Int32
    }
}
