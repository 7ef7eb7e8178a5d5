import HitScopeCore

/// A convex polygon of a grid's frame: a cell, or one side of a cell cut by a straight slanted edge. Lets a cell
/// that one slanted edge crosses be measured exactly: each side is a piece whose area is known in closed form.
struct ConvexPiece {
    /// The corners, in order around the polygon.
    let corners: [Point]

    init(_ box: Box) {
        corners = box.corners
    }

    private init(corners: [Point]) { self.corners = corners }

    /// The two sides of the line through `a` and `b` (each nil when it has no area).
    func split(by a: Point, _ b: Point) -> (ConvexPiece?, ConvexPiece?) {
        (clipped(keeping: 1, a, b), clipped(keeping: -1, a, b))
    }

    /// The part where `side · cross(b − a, p − a) ≥ 0` (one half-plane, `ConvexClip.clip`).
    private func clipped(keeping side: Double, _ a: Point, _ b: Point) -> ConvexPiece? {
        func value(_ p: Point) -> Double { side * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) }
        let result = ConvexClip.clip(corners, keeping: { value($0) >= 0 }, side: value)
        let piece = ConvexPiece(corners: result)
        return result.count >= 3 && piece.area > 0 ? piece : nil
    }

    /// The area (shoelace formula).
    var area: Double { abs(signedTwiceArea) / 2 }

    /// A point inside: the average of the corners (inside, since the polygon is convex).
    var inner: Point {
        Point(corners.map(\.x).reduce(0, +) / Double(corners.count), corners.map(\.y).reduce(0, +) / Double(corners.count))
    }

    /// The box around the corners (a piece has three or more).
    var box: Box { Box(bounding: corners)! }

    /// Whether the segment from `a` to `b` runs through the inside (more than a hair from the edges): clipped
    /// against each edge's half-plane (Cyrus–Beck).
    func isCrossed(by a: Point, _ b: Point) -> Bool {
        let orientation: Double = signedTwiceArea >= 0 ? 1 : -1
        let scale = max(1, corners.map { max(abs($0.x), abs($0.y)) }.max() ?? 1)
        var low = 0.0, high = 1.0
        for index in corners.indices {
            let p = corners[index], q = corners[(index + 1) % corners.count]
            let ex = q.x - p.x, ey = q.y - p.y
            let length = (ex * ex + ey * ey).squareRoot()
            guard length > 0 else { continue }
            // Distance inside this edge, minus a hair: positive strictly inside.
            let inside = { (point: Point) in orientation * (ex * (point.y - p.y) - ey * (point.x - p.x)) / length - 1e-9 * scale }
            let da = inside(a), db = inside(b)
            if da < 0 && db < 0 { return false }
            if da < 0 { low = max(low, da / (da - db)) }
            if db < 0 { high = min(high, da / (da - db)) }
            if low >= high { return false }
        }
        return true
    }

    private var signedTwiceArea: Double { ConvexClip.signedArea(corners) }
}
