import HitScopeCore

/// Four points in order around a convex quadrilateral (a box's image under an affine map), kept without an array
/// so that testing a cell allocates nothing.
struct Quad {
    var a, b, c, d: Point

    /// The box's corners, clockwise from its minimum corner.
    init(_ box: Box) {
        a = Point(box.minX, box.minY)
        b = Point(box.maxX, box.minY)
        c = Point(box.maxX, box.maxY)
        d = Point(box.minX, box.maxY)
    }

    func mapped(_ map: Transform2D) -> Quad {
        var quad = self
        quad.a = map.apply(to: a)
        quad.b = map.apply(to: b)
        quad.c = map.apply(to: c)
        quad.d = map.apply(to: d)
        return quad
    }

    func allSatisfy(_ predicate: (Point) -> Bool) -> Bool {
        predicate(a) && predicate(b) && predicate(c) && predicate(d)
    }

    var box: Box {
        Box(
            minX: min(a.x, b.x, c.x, d.x), minY: min(a.y, b.y, c.y, d.y), maxX: max(a.x, b.x, c.x, d.x),
            maxY: max(a.y, b.y, c.y, d.y))
    }

    /// Whether the quadrilateral and a box share no area (separating axes: the box's two and the quadrilateral's
    /// edge normals). With a hair (relative to the coordinates), sharing only an edge counts as sharing none.
    func isSeparated(from box: Box, hair relative: Double = 1e-9) -> Bool {
        let hair = relative * max(1, abs(box.minX), abs(box.minY), abs(box.maxX), abs(box.maxY))
        let own = self.box
        if !own.intersects(box.outset(by: -hair)) { return true }
        let corners = Quad(box)
        for (p, q) in [(a, b), (b, c), (c, d), (d, a)] {
            let nx = q.y - p.y, ny = p.x - q.x
            let margin = hair * max(1, abs(nx) + abs(ny))
            let shape = projections(nx, ny), cell = corners.projections(nx, ny)
            if cell.low >= shape.high - margin || cell.high <= shape.low + margin { return true }
        }
        return false
    }

    private func projections(_ nx: Double, _ ny: Double) -> (low: Double, high: Double) {
        let pa = nx * a.x + ny * a.y, pb = nx * b.x + ny * b.y, pc = nx * c.x + ny * c.y, pd = nx * d.x + ny * d.y
        return (min(pa, pb, pc, pd), max(pa, pb, pc, pd))
    }

    /// The distance to a box (0 when they overlap): for disjoint convex shapes it is reached at a corner of one.
    func distance(to box: Box) -> Double {
        if !isSeparated(from: box, hair: 0) { return 0 }
        var best = Double.infinity
        for p in [a, b, c, d] {
            let dx = max(box.minX - p.x, 0, p.x - box.maxX), dy = max(box.minY - p.y, 0, p.y - box.maxY)
            best = min(best, (dx * dx + dy * dy).squareRoot())
        }
        let corners = Quad(box)
        for (p, q) in [(a, b), (b, c), (c, d), (d, a)] {
            for corner in [corners.a, corners.b, corners.c, corners.d] { best = min(best, Self.distance(corner, p, q)) }
        }
        return best
    }

    private static func distance(_ point: Point, _ a: Point, _ b: Point) -> Double {
        let abx = b.x - a.x, aby = b.y - a.y
        let length = abx * abx + aby * aby
        let t = length > 0 ? max(0, min(1, ((point.x - a.x) * abx + (point.y - a.y) * aby) / length)) : 0
        let dx = point.x - (a.x + t * abx), dy = point.y - (a.y + t * aby)
        return (dx * dx + dy * dy).squareRoot()
    }
}
