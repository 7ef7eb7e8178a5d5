import HitScopeCore

/// How a grid cell that slanted shapes cross is measured: the one statement, for the audit's meter and the diff's
/// comparer. Only the inside tests the hit test may really make matter (`mayMatter`): where every one of them
/// decides the same over a piece, the answer at one point holds for the whole piece. A piece that a straight slanted
/// edge crosses is cut along it into two convex pieces, so slanted rectangles are measured exactly; a piece that
/// only circles or rounded rects cross is halved down to `TouchTargetMeter.finestStep` (approximate there).
enum CellSplit {
    /// A shape and the version of the scene it belongs to (0 for the audit's one scene; 0 and 1 in a diff).
    typealias Candidate = (side: Int, shape: SlantedShape)

    /// Splits `cell` (whose answer at its middle is `known`) until each piece is decided, counting each with
    /// `count(piece, point, answer, approximate)`; `answer(at:)` hit-tests a point of the frame.
    static func split<Answer>(
        _ cell: Box, _ shapes: [Candidate], known: Answer, answer: (Point) -> Answer,
        mayMatter: (Candidate, Point, Answer) -> Bool, count: (ConvexPiece, Point, Answer, Bool) -> Void
    ) {
        var pending: [(ConvexPiece, [Candidate], Answer?)] = [(ConvexPiece(cell), shapes, known)]
        while let (piece, candidates, known) = pending.popLast() {
            let point = piece.inner
            let hit = known ?? answer(point)
            let crossing = candidates.filter { mayMatter($0, point, hit) && $0.shape.crosses(piece) }
            if crossing.isEmpty {
                count(piece, point, hit, false)
                continue
            }
            var line = crossing.lazy.compactMap { $0.shape.edge(crossing: piece) }.first
            if line == nil {
                let box = piece.box
                if box.width <= TouchTargetMeter.finestStep && box.height <= TouchTargetMeter.finestStep {
                    count(piece, point, hit, true)
                    continue
                }
                let middle = TouchTargetMeter.middle(box)
                line = box.width >= box.height ? (middle, Point(middle.x, middle.y + 1)) : (middle, Point(middle.x + 1, middle.y))
            }
            guard let (a, b) = line else { continue }
            let (first, second) = piece.split(by: a, b)
            // Every candidate goes on to the parts, not only those that matter at this point: a part across an
            // ancestor's edge may ask views that this point does not (a redirecting view inside a passThrough one).
            for side in [first, second] {
                if let side { pending.append((side, candidates, nil)) }
            }
        }
    }
}
