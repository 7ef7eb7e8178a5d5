/// Answers "which views are drawn under this point?" quickly, for hover and verdicts on scenes of any size: the
/// same answer as `ScreenMap.viewsDrawn(at:in:)`, from the views' boxes on the screen bucketed on a grid; the path
/// query (`ViewPath.draws(at:)`) decides for the views of a point's bucket.
public struct DrawnViewIndex: Sendable {
    private let hierarchy: ViewHierarchy
    /// Position in drawing order: larger is in front.
    private let rank: [Int32]
    /// Whether UIKit draws the view (`Visibility.isDrawn`).
    private let shown: [Bool]
    private let buckets: [Int64: [Int32]]
    /// Views too large (or too far out) to bucket: always checked.
    private let everywhere: [Int32]
    private static let cell = 32.0
    private static let maxCellsPerView = 4096

    public init(_ hierarchy: ViewHierarchy, screen: ScreenMap) {
        var rank = [Int32](repeating: 0, count: hierarchy.count)
        var buckets: [Int64: [Int32]] = [:]
        var everywhere: [Int32] = []
        for (position, id) in hierarchy.drawingOrder.enumerated() {
            let corners = screen.corners(of: id, in: hierarchy)
            rank[id.index] = Int32(position)
            // A hair wider than the polygon's box: the path query converts step by step, the box maps in one go.
            guard let box = Box(bounding: corners)?.outsetByAHair(), box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { continue }
            // Far out (beyond ±2²⁰ cells, where a cell number would not fit the key) or huge: checked always.
            let limit = Double(1 << 20) * Self.cell
            guard max(abs(box.minX), abs(box.minY), abs(box.maxX), abs(box.maxY)) < limit else {
                everywhere.append(Int32(id.index))
                continue
            }
            let x0 = Int((box.minX / Self.cell).rounded(.down)), x1 = Int((box.maxX / Self.cell).rounded(.down))
            let y0 = Int((box.minY / Self.cell).rounded(.down)), y1 = Int((box.maxY / Self.cell).rounded(.down))
            if (x1 - x0 + 1) * (y1 - y0 + 1) > Self.maxCellsPerView {
                everywhere.append(Int32(id.index))
                continue
            }
            for y in y0...y1 {
                for x in x0...x1 { buckets[Self.key(x, y), default: []].append(Int32(id.index)) }
            }
        }
        self.hierarchy = hierarchy
        self.rank = rank
        self.shown = screen.visibility.map(\.isDrawn)
        self.buckets = buckets
        self.everywhere = everywhere
    }

    private static func key(_ x: Int, _ y: Int) -> Int64 { Int64(x) << 32 | Int64(UInt32(truncatingIfNeeded: y)) }

    /// The views whose drawn area holds `point`, front to back, including views that UIKit does not draw
    /// (hidden or transparent: drawings show them as outlines).
    public func viewsDrawn(at point: Point) -> [ViewID] {
        guard point.x.isFinite, point.y.isFinite else { return [] }
        let limit = Double(1 << 20) * Self.cell
        guard abs(point.x) < limit, abs(point.y) < limit else { return drawn(everywhere, at: point) }
        let cellX = Int((point.x / Self.cell).rounded(.down)), cellY = Int((point.y / Self.cell).rounded(.down))
        return drawn((buckets[Self.key(cellX, cellY)] ?? []) + everywhere, at: point)
    }

    /// The candidates drawn at `point` (the path query, its ancestors' steps shared), front to back.
    private func drawn(_ candidates: [Int32], at point: Point) -> [ViewID] {
        ViewPath.drawnViews(candidates.map { ViewID(Int($0)) }, at: point, in: hierarchy).sorted { rank[$0.index] > rank[$1.index] }
    }

    /// Whether UIKit draws the view (not hidden, combined alpha above 0.01).
    public func isShown(_ id: ViewID) -> Bool { shown[id.index] }

    /// The frontmost view that UIKit draws under `point`: what a person sees there.
    public func topmostShown(at point: Point) -> ViewID? {
        viewsDrawn(at: point).first { shown[$0.index] }
    }
}
