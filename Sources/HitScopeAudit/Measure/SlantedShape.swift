import HitScopeCore

/// A view's area that is not an axis-aligned rectangle in a grid's frame: a rectangle slanted by a transform, or
/// a circle or rounded rect. Cells it crosses are split until it no longer crosses them (or the finest step).
struct SlantedShape {
    /// What a point must satisfy, in the view's own bounds space.
    enum Test {
        /// Inside this rectangle (bounds, minimumSize, outsets: the engine's half-open `Rect.contains`).
        case rect(Rect)
        /// The engine's own rule (circle, rounded rect), convex and held by `bounds`.
        case rule(PointInsideRule, bounds: Rect)
    }

    /// The view whose inside test this is; nil when it always matters (the measured view's own path, the screen's
    /// edge), whatever the hit test visits.
    let owner: ViewID?
    /// Maps a point of the frame into the view's bounds space.
    let toLocal: Transform2D
    let test: Test
    /// The corners of the rectangle that holds the shape, in the frame (in order around it), and their box.
    let corners: Quad
    let box: Box

    init?(test: Test, toFrame: Transform2D, owner: ViewID?) {
        guard let toLocal = toFrame.inverted else { return nil }
        self.owner = owner
        self.toLocal = toLocal
        self.test = test
        let rect: Rect
        switch test {
        case .rect(let area): rect = area
        case .rule(_, let bounds): rect = bounds
        }
        corners = Quad(Box(rect)).mapped(toFrame)
        box = corners.box
    }

    /// The first straight edge of a slanted rectangle that runs through the inside of `piece`, if any.
    func edge(crossing piece: ConvexPiece) -> (Point, Point)? {
        guard case .rect = test else { return nil }
        for edge in [(corners.a, corners.b), (corners.b, corners.c), (corners.c, corners.d), (corners.d, corners.a)]
        where piece.isCrossed(by: edge.0, edge.1) {
            return edge
        }
        return nil
    }

    /// Whether the shape's edge runs through `piece`: for a slanted rectangle, one of its edges crosses the inside;
    /// for a circle or rounded rect, it crosses the piece's box.
    func crosses(_ piece: ConvexPiece) -> Bool {
        guard case .rect = test else { return crosses(piece.box) }
        return box.intersects(piece.box) && edge(crossing: piece) != nil
    }

    /// Whether the shape's edge runs through `cell`: neither wholly holds it nor misses it. Touching along an edge,
    /// give or take a hair, is not crossing (only the cell's inside is measured).
    func crosses(_ cell: Box) -> Bool {
        guard box.intersects(cell) else { return false }
        let local = Quad(cell).mapped(toLocal)
        switch test {
        case .rect(let rect):
            // Convex: holding the four corners is holding the cell.
            let margin = 1e-9 * max(1, abs(rect.minX), abs(rect.minY), abs(rect.maxX), abs(rect.maxY))
            let outline = Box(rect).outset(by: margin)
            let holds = local.allSatisfy(outline.encloses)
            return !holds && !corners.isSeparated(from: cell)
        case .rule(let rule, let bounds):
            if local.allSatisfy({ rule.contains($0, bounds: bounds) }) || corners.isSeparated(from: cell) { return false }
            // A circle or rounded rect is a core rectangle grown by a radius: farther than that, the cell misses it.
            guard let (core, radius) = Self.core(rule, bounds) else { return true }
            let margin = 1e-9 * max(1, abs(bounds.minX), abs(bounds.minY), abs(bounds.maxX), abs(bounds.maxY))
            return local.distance(to: core) <= radius + margin
        }
    }

    /// The rectangle and radius whose sum is the shape of a circle or rounded-rect rule (as the engine reads it).
    private static func core(_ rule: PointInsideRule, _ bounds: Rect) -> (Box, Double)? {
        let shape = rule.shape(in: bounds)
        return shape.radius.map { (shape.roundedCore, $0) }
    }
}
