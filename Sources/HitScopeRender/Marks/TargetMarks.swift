import HitScopeCore

/// What a drawing marks about some touch targets (the audit's): the views it is about, each one's level and
/// badge, and which of them the touches of each 1-point cell of the screen reach. The cells come from the engine:
/// its touch-area map, each hit-test view followed along `ViewHierarchy.viewsReached(from:)` to the innermost view
/// marked. Plain data: the words of the badges are the analysis's (HitScopeOutput makes them for the audit).
public struct TargetMarks: Sendable {
    /// How a marked view is drawn: outlined solid and badged for errors, dashed for warnings, dotted without.
    public enum Level: Hashable, Sendable {
        case error
        case warning
    }

    /// One view's mark: its worst level (nil: checked, nothing found) and the text of its badge (nil: none).
    public struct Mark: Hashable, Sendable {
        public var level: Level?
        public var badge: String?

        public init(level: Level?, badge: String?) {
            self.level = level
            self.badge = badge
        }
    }

    /// Row-major raw ids of the marked view each cell's touches reach (-1: none).
    public let grid: TouchGrid
    /// The marked views, in the scene's drawing order.
    public let subjects: [ViewID]
    private let marks: [ViewID: Mark]
    /// The cells of each view's effective area, merged into rectangles (points), by raw id.
    private let rectangles: [Int32: [DrawingRect]]

    /// Marks the views of `marks` over `map`, the touch-area map of the scene of `hierarchy`.
    public init(_ marks: [ViewID: Mark], map: TouchAreaMap, hierarchy: ViewHierarchy) {
        var reached: [Int32: Int32] = [-1: -1]
        let cells = map.cells.map { hit in
            if let known = reached[hit] { return known }
            let subject = hierarchy.viewsReached(from: ViewID(Int(hit))).first { marks[$0] != nil }
            let raw = subject?.rawValue ?? -1
            reached[hit] = raw
            return raw
        }
        self.grid = TouchGrid(width: map.width, height: map.height, cells: cells)
        self.subjects = hierarchy.drawingOrder.filter { marks[$0] != nil }
        self.marks = marks
        self.rectangles = GridRectangles.byValue(width: map.width, height: map.height, cells: cells)
    }

    /// A marked view's level; nil when it has no finding (or is not marked).
    public func level(_ id: ViewID) -> Level? { marks[id]?.level }

    /// A marked view's badge text, if any.
    public func badge(_ id: ViewID) -> String? { marks[id]?.badge }

    /// Whether the view is marked.
    public func isMarked(_ id: ViewID) -> Bool { marks[id] != nil }

    /// Where touches reach a view: its effective area as rectangles of whole cells, in screen points.
    public func touchArea(of id: ViewID) -> [DrawingRect] { rectangles[id.rawValue] ?? [] }

    /// The marked view whose effective area holds a screen point, if any.
    public func subject(at point: Point) -> ViewID? {
        guard point.x >= 0, point.y >= 0, point.x < Double(grid.width), point.y < Double(grid.height) else { return nil }
        let raw = grid.cells[Int(point.y) * grid.width + Int(point.x)]
        return raw < 0 ? nil : ViewID(Int(raw))
    }
}
