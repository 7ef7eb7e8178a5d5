import HitScopeCore

/// The marks of touch targets on a drawing (the audit overlay): each marked view, its effective touch area tinted
/// by its level and its bounds outlined (solid for errors, dashed for warnings, dotted without findings), and its
/// badge. Items are in screen points; `scale` is how many device pixels a point takes,
/// so that outlines and badges keep their size at any zoom.
public struct TargetMarksDrawing: Sendable {
    public let drawing: InteractiveDrawing
    public let scale: Double
    public let colors: MarkColors

    public init(drawing: InteractiveDrawing, scale: Double, colors: MarkColors = .light) {
        self.drawing = drawing
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.colors = colors
    }

    /// How strongly an effective area is tinted.
    public static let tintOpacity = 0.45

    /// The tinted effective areas (`TargetMarks.touchArea(of:)`) but for the app's text, which stays clear
    /// (`TextClearance`), then the outlines of the views' bounds.
    public func areas(_ marks: TargetMarks) -> [DisplayItem] {
        let hierarchy = drawing.scene.hierarchy
        var items: [DisplayItem] = []
        for id in marks.subjects {
            let boxes = marks.touchArea(of: id)
            guard !boxes.isEmpty else { continue }
            items.append(
                .shape(
                    Shape(
                        path: Path(polygons: boxes.flatMap { drawing.clearance.pieces(of: $0.corners) }), fill: .solid(.color(colors.color(marks.level(id)))),
                        opacity: Self.tintOpacity, subject: .viewMark(id.index),
                        tooltip: "Touches here reach \(terminalSafe(hierarchy[id].name))")))
        }
        for id in marks.subjects {
            let path = Path(polygon: drawing.corners(of: id))
            guard path.isFinite else { continue }
            let worst = marks.level(id)
            let dash: Dash = worst == .error ? .solid : worst == .warning ? .dashed : .dotted
            items.append(.shape(Shape(path: path, stroke: Stroke(.color(colors.color(worst)), width: 2 / scale, dash: dash), subject: .viewMark(id.index))))
        }
        return items
    }

    /// One badge per view that has one (the audit's: ✖ or ⚠ and the names of its rules), off the app's text, on a
    /// chip placed as every label is (`LabelPlacer.placeChip`: above the view or below it, past badges already placed,
    /// inside its bottom edge when there is no room outside).
    public func badges(_ marks: TargetMarks) -> [DisplayItem] {
        var items: [DisplayItem] = []
        var placer = LabelPlacer(cell: 64 / scale)
        // Badges stay off every audited view and its tinted effective area: they are what the audit is about.
        let protected = LabelPlacer(
            cell: 64 / scale,
            reserving: marks.subjects.compactMap { id -> DrawingRect? in
                var box = DrawingRect(bounding: drawing.corners(of: id))
                for area in marks.touchArea(of: id) { box = box.union(DrawingRect(bounding: area.corners)) }
                return box.isFinite ? box : nil
            } + drawing.clearance.boxes)
        for id in marks.subjects {
            guard let text = marks.badge(id) else { continue }
            items += badge(text, for: id, worst: marks.level(id), placer: &placer, protected: protected)
        }
        return items
    }

    private func badge(_ text: String, for id: ViewID, worst: TargetMarks.Level?, placer: inout LabelPlacer, protected: LabelPlacer) -> [DisplayItem] {
        let box = DrawingRect(bounding: drawing.corners(of: id))
        guard box.x.isFinite, box.y.isFinite else { return [] }
        let size = 10 / scale, pad = 3 / scale, height = size + 2 * pad
        let width = TextMetrics.width(text, size: size) * 1.12 + 2 * pad  // bold runs wider than the estimate
        let chip = placer.placeChip(width: width, height: height, gap: 1 / scale, for: box, canvas: drawing.base.canvas, protected: protected)
        return [
            .shape(
                Shape(
                    path: Path(polygon: chip.corners), fill: .solid(.color(colors.color(worst))),
                    stroke: Stroke(.color(colors.ink(worst)), width: 1 / scale), subject: .viewMark(id.index))),
            .text(
                TextRun(
                    text: text, origin: Point(chip.x + pad, chip.y + pad + size * 0.8), size: size, weight: .bold, paint: .color(colors.ink(worst)),
                    subject: .viewMark(id.index))),
        ]
    }
}
