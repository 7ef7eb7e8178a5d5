/// Exact cutting of convex polygons by half-planes (Sutherland–Hodgman): the parts of a view drawn outside the
/// area where touches can reach it, clips by superviews, a grid cell cut by a slanted edge. Views are
/// parallelograms and hit areas convex, so half-plane clipping is all it takes.
public enum ConvexClip {
    /// Splits `polygon` by the convex `area`: the part inside, and the parts outside as disjoint convex pieces.
    public static func split(_ polygon: [Point], by area: [Point]) -> (inside: [Point], outside: [[Point]]) {
        let orientation = signedArea(area)
        guard abs(orientation) > 1e-12 else { return ([], isEmpty(polygon) ? [] : [polygon]) }
        var remaining = polygon
        var outside: [[Point]] = []
        for index in area.indices {
            let a = area[index], b = area[(index + 1) % area.count]
            if a == b { continue }
            // Inside is on the left of a→b for a counter-clockwise area (in y-down screen space: signed area > 0).
            let side = { (p: Point) in ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) * orientation }
            let out = clip(remaining, keeping: { side($0) < 0 }, side: side)
            if !isEmpty(out) { outside.append(out) }
            remaining = clip(remaining, keeping: { side($0) >= 0 }, side: side)
            if isEmpty(remaining) { return ([], outside) }
        }
        return (remaining, outside)
    }

    /// Twice the signed area (positive for clockwise on a y-down screen).
    public static func signedArea(_ polygon: [Point]) -> Double {
        guard polygon.count >= 3 else { return 0 }
        var sum = 0.0
        for index in polygon.indices {
            let p = polygon[index], q = polygon[(index + 1) % polygon.count]
            sum += p.x * q.y - q.x * p.y
        }
        return sum
    }

    /// Whether a polygon covers less than a hundredth of a square point.
    public static func isEmpty(_ polygon: [Point]) -> Bool { abs(signedArea(polygon)) < 0.02 }

    /// Whether `point` lies in the convex polygon (edges included).
    public static func contains(_ polygon: [Point], _ point: Point) -> Bool {
        let orientation = signedArea(polygon)
        guard abs(orientation) > 1e-12 else { return false }
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            if ((b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)) * orientation < 0 { return false }
        }
        return true
    }

    /// The part of `polygon` whose corners satisfy `keep`: corners kept in order, and where an edge goes from a
    /// kept corner to a dropped one (or back), the point where `side` (affine along the edge, of opposite signs at
    /// its ends) is zero.
    public static func clip(_ polygon: [Point], keeping keep: (Point) -> Bool, side: (Point) -> Double) -> [Point] {
        var result: [Point] = []
        for index in polygon.indices {
            let p = polygon[index], q = polygon[(index + 1) % polygon.count]
            let keepP = keep(p), keepQ = keep(q)
            if keepP { result.append(p) }
            if keepP != keepQ {
                let sp = side(p), sq = side(q)
                let t = sp / (sp - sq)
                result.append(Point(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t))
            }
        }
        return result
    }
}
