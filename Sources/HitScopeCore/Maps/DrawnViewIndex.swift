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
    /// The grid's cell, in points: a power of two near the smaller views' size (`cellSize(for:)`), so that a view
    /// covers a few cells (a million 375-point rows in fixed 32-point cells took some 36 million bucket entries).
    package let cell: Double
    private static let smallestCell = 32.0
    private static let maxCellsPerView = 4096

    public init(_ hierarchy: ViewHierarchy, screen: ScreenMap) {
        var rank = [Int32](repeating: 0, count: hierarchy.count)
        var boxes: [(id: Int32, box: Box)] = []
        boxes.reserveCapacity(hierarchy.count)
        for (position, id) in hierarchy.drawingOrder.enumerated() {
            rank[id.index] = Int32(position)
            // A hair wider than the polygon's box: the path query converts step by step, the box maps in one go.
            guard let box = Box(bounding: screen.corners(of: id, in: hierarchy))?.outsetByAHair(), box.minX.isFinite, box.minY.isFinite,
                box.maxX.isFinite, box.maxY.isFinite
            else { continue }
            boxes.append((Int32(id.index), box))
        }
        let cell = Self.cellSize(for: boxes.lazy.map(\.box))
        var buckets: [Int64: [Int32]] = [:]
        var everywhere: [Int32] = []
        for (id, box) in boxes {
            // Far out (beyond ±2²⁰ cells, where a cell number would not fit the key) or huge: checked always.
            let limit = Double(1 << 20) * cell
            guard max(abs(box.minX), abs(box.minY), abs(box.maxX), abs(box.maxY)) < limit else {
                everywhere.append(id)
                continue
            }
            let x0 = Int((box.minX / cell).rounded(.down)), x1 = Int((box.maxX / cell).rounded(.down))
            let y0 = Int((box.minY / cell).rounded(.down)), y1 = Int((box.maxY / cell).rounded(.down))
            if (x1 - x0 + 1) * (y1 - y0 + 1) > Self.maxCellsPerView {
                everywhere.append(id)
                continue
            }
            for y in y0...y1 {
                for x in x0...x1 { buckets[Self.key(x, y), default: []].append(id) }
            }
        }
        self.hierarchy = hierarchy
        self.rank = rank
        self.shown = screen.visibility.map(\.isDrawn)
        self.buckets = buckets
        self.everywhere = everywhere
        self.cell = cell
    }

    /// A power of two above the lower quartile of the boxes' larger sides (at least `smallestCell`): the smaller
    /// views set it, so that a cell never holds many of them. Counted in powers of two: linear in the boxes.
    private static func cellSize(for boxes: some Collection<Box>) -> Double {
        var counts = [Int](repeating: 0, count: 64)
        for box in boxes {
            let side = max(box.width, box.height)
            guard side > smallestCell else {
                counts[0] += 1
                continue
            }
            counts[side.isFinite ? min(63, Int(side.exponent) + 1) : 63] += 1
        }
        var seen = 0
        for (exponent, count) in counts.enumerated() {
            seen += count
            if seen * 4 >= boxes.count {
                return exponent == 0 ? smallestCell : Double(sign: .plus, exponent: exponent, significand: 1)
            }
        }
        return smallestCell
    }

    private static func key(_ x: Int, _ y: Int) -> Int64 { Int64(x) << 32 | Int64(UInt32(truncatingIfNeeded: y)) }

    /// The views whose drawn area holds `point`, front to back, including views that UIKit does not draw
    /// (hidden or transparent: drawings show them as outlines).
    public func viewsDrawn(at point: Point) -> [ViewID] {
        guard point.x.isFinite, point.y.isFinite else { return [] }
        let limit = Double(1 << 20) * cell
        guard abs(point.x) < limit, abs(point.y) < limit else { return drawn(everywhere, at: point) }
        let cellX = Int((point.x / cell).rounded(.down)), cellY = Int((point.y / cell).rounded(.down))
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
