import HitScopeCore

/// Answers "which views are drawn under this point?" quickly, for hover on scenes of any size: the same answer as
/// `SceneDrawing.viewsDrawn(at:)`, from polygons and clips worked out once and bucketed on a grid.
public struct DrawnViewIndex: Sendable {
    private let polygons: [[Point]]
    /// The clip each view is drawn in (its superviews' `clipsToBounds`), nil when unclipped.
    private let clips: [[Point]?]
    /// Position in drawing order: larger is in front.
    private let rank: [Int32]
    /// Whether UIKit draws the view (`Visibility.isDrawn`).
    private let shown: [Bool]
    private let buckets: [Int64: [Int32]]
    /// Views too large (or too far out) to bucket: always checked.
    private let everywhere: [Int32]
    private static let cell = 32.0
    private static let maxCellsPerView = 4096

    public init(_ drawing: InteractiveDrawing) {
        let h = drawing.scene.hierarchy
        var polygons = [[Point]](repeating: [], count: h.count)
        var clipsInside = [[Point]?](repeating: nil, count: h.count)
        var clips = [[Point]?](repeating: nil, count: h.count)
        var rank = [Int32](repeating: 0, count: h.count)
        var shown = [Bool](repeating: false, count: h.count)
        var visibility = [Visibility](repeating: Visibility(), count: h.count)
        var buckets: [Int64: [Int32]] = [:]
        var everywhere: [Int32] = []
        for (position, id) in h.drawingOrder.enumerated() {
            let view = h[id]
            let corners = drawing.corners(of: id)
            let parent = h.parent(of: id)
            let parentClip = parent.flatMap { clipsInside[$0.index] }
            clipsInside[id.index] = view.clipsToBounds ? (parentClip.map { ConvexClip.split(corners, by: $0).inside } ?? corners) : parentClip
            visibility[id.index] = (parent.map { visibility[$0.index] } ?? Visibility()).entering(view)
            polygons[id.index] = corners
            clips[id.index] = parentClip
            rank[id.index] = Int32(position)
            shown[id.index] = visibility[id.index].isDrawn
            guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { continue }
            let box = DrawingRect(bounding: corners)
            guard let x0 = gridCell(box.x, Self.cell), let x1 = gridCell(box.maxX, Self.cell), let y0 = gridCell(box.y, Self.cell),
                let y1 = gridCell(box.maxY, Self.cell), [x0, x1, y0, y1].allSatisfy({ abs($0) <= 1 << 20 }),
                (x1 - x0 + 1) * (y1 - y0 + 1) <= Self.maxCellsPerView
            else {
                everywhere.append(Int32(id.index))
                continue
            }
            for y in y0...y1 {
                for x in x0...x1 { buckets[Self.key(x, y), default: []].append(Int32(id.index)) }
            }
        }
        self.polygons = polygons
        self.clips = clips
        self.rank = rank
        self.shown = shown
        self.buckets = buckets
        self.everywhere = everywhere
    }

    private static func key(_ x: Int, _ y: Int) -> Int64 { Int64(x) << 32 | Int64(UInt32(truncatingIfNeeded: y)) }

    /// The views whose drawn area holds `point`, front to back, including views that UIKit does not draw
    /// (hidden or transparent: drawings show them as outlines).
    public func viewsDrawn(at point: Point) -> [ViewID] {
        guard point.x.isFinite, point.y.isFinite else { return [] }
        var candidates = everywhere
        if let cellX = gridCell(point.x, Self.cell), let cellY = gridCell(point.y, Self.cell) {
            candidates = (buckets[Self.key(cellX, cellY)] ?? []) + everywhere
        }
        let found = candidates.filter { index in
            ConvexClip.contains(polygons[Int(index)], point) && (clips[Int(index)].map { ConvexClip.contains($0, point) } ?? true)
        }
        return found.sorted { rank[Int($0)] > rank[Int($1)] }.map { ViewID(Int($0)) }
    }

    /// The frontmost view that UIKit draws under `point`: what a person sees there.
    public func topmostShown(at point: Point) -> ViewID? {
        viewsDrawn(at: point).first { shown[$0.index] }
    }
}
