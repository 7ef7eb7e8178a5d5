import HitScopeCore

/// Keeps HitScope's marks off the app's own text. The app's titles are content: a veil, a tint, hatching, a chip
/// or a badge drawn after a title leaves the title's box clear (the boxes are `SceneLayer.contentBoxes`), so the
/// app stays readable under every overlay, in the report and in the viewer alike.
public struct TextClearance: Sendable {
    /// The boxes of the app's text, in screen points.
    public let boxes: [DrawingRect]
    private let index: LabelPlacer

    public init(_ boxes: [DrawingRect]) {
        self.boxes = boxes.filter(\.isFinite)
        self.index = LabelPlacer(reserving: self.boxes)
    }

    /// The text boxes that overlap `box` (the index holds boxes by 48-point cells up to 64 cells a side: a larger
    /// box, a veil over a big canvas, is checked against every text box).
    func overlapping(_ box: DrawingRect) -> [DrawingRect] {
        box.width < 2_000 && box.height < 2_000 ? index.overlapping(box) : boxes.filter { $0.overlaps(box) || box.contains($0) }
    }

    /// Whether `box` touches no text.
    func isClear(_ box: DrawingRect) -> Bool {
        index.isFree(box)
    }

    /// The convex pieces of `polygon` outside every text box (for hatching: a few boxes a view).
    package func pieces(of polygon: [Point]) -> [[Point]] {
        var pieces = [polygon]
        for box in overlapping(DrawingRect(bounding: polygon)) {
            pieces = pieces.flatMap { piece -> [[Point]] in
                DrawingRect(bounding: piece).overlaps(box) ? ConvexClip.split(piece, by: box.corners).outside : [piece]
            }
        }
        return pieces.filter { !ConvexClip.isEmpty($0) }
    }

    /// A path that fills `rect` but for the text boxes inside it: each box is a hole wound the other way, which
    /// both fill rules leave clear. A box overlapping one already cut out is left out of the holes (the boxes of
    /// an app's titles seldom overlap), and so is a box not wholly inside `rect`.
    func filling(_ rect: DrawingRect) -> Path {
        var holes: [[Point]] = []
        var cut = LabelPlacer()
        for box in overlapping(rect) where rect.contains(box) && cut.isFree(box) {
            cut.place(box)
            holes.append(box.corners.reversed())
        }
        return Path(polygons: [rect.corners] + holes)
    }
}
