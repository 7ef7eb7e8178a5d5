import HitScopeCore
import HitScopeAudit

/// The audit overlay of a drawing: each view the audit is about, its effective touch area tinted by its worst
/// finding and its bounds outlined (solid for errors, dashed for warnings, dotted without findings), and a badge
/// with the rules of its findings. Items are in screen points; `scale` is how many device pixels a point takes,
/// so that outlines and badges keep their size at any zoom.
public struct AuditMarks: Sendable {
    public let drawing: InteractiveDrawing
    public let scale: Double
    public let colors: AuditColors

    public init(drawing: InteractiveDrawing, scale: Double, colors: AuditColors = .light) {
        self.drawing = drawing
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.colors = colors
    }

    /// How strongly an effective area is tinted.
    public static let tintOpacity = 0.45

    /// The tinted effective areas (`AuditRegions.touchArea(of:)`), then the outlines of the views' bounds.
    public func areas(_ regions: AuditRegions) -> [DisplayItem] {
        let hierarchy = drawing.scene.hierarchy
        var items: [DisplayItem] = []
        for id in regions.subjects {
            let boxes = regions.touchArea(of: id)
            guard !boxes.isEmpty else { continue }
            items.append(
                .shape(
                    Shape(
                        path: Path(polygons: boxes.map(\.corners)), fill: .solid(.color(colors.color(regions.worst(id)))),
                        opacity: Self.tintOpacity, subject: .viewMark(id.index),
                        tooltip: "Touches here reach \(terminalSafe(hierarchy[id].name))")))
        }
        for id in regions.subjects {
            let path = Path(polygon: drawing.corners(of: id))
            guard path.isFinite else { continue }
            let worst = regions.worst(id)
            let dash: Dash = worst == .error ? .solid : worst == .warning ? .dashed : .dotted
            items.append(.shape(Shape(path: path, stroke: Stroke(.color(colors.color(worst)), width: 2 / scale, dash: dash), subject: .viewMark(id.index))))
        }
        return items
    }

    /// One badge per view with findings: ✖ (errors) or ⚠ (warnings only) and the names of its rules, on a chip
    /// placed as every label is (`LabelPlacer.placeChip`: above the view or below it, past badges already placed,
    /// inside its bottom edge when there is no room outside).
    public func badges(_ regions: AuditRegions) -> [DisplayItem] {
        var items: [DisplayItem] = []
        var placer = LabelPlacer(cell: 64 / scale)
        // Badges stay off every audited view and its tinted effective area: they are what the audit is about.
        let protected = LabelPlacer(
            cell: 64 / scale,
            reserving: regions.subjects.compactMap { id -> DrawingRect? in
                var box = DrawingRect(bounding: drawing.corners(of: id))
                for area in regions.touchArea(of: id) { box = box.union(DrawingRect(bounding: area.corners)) }
                return box.isFinite ? box : nil
            })
        for id in regions.subjects {
            let findings = regions.findings(of: id)
            guard let worst = regions.worst(id) else { continue }
            var rules: [String] = []
            for finding in findings where !rules.contains(finding.rule.rawValue) { rules.append(finding.rule.rawValue) }
            let text = "\(worst.symbol) " + rules.joined(separator: " · ")
            items += badge(text, for: id, worst: worst, placer: &placer, protected: protected)
        }
        return items
    }

    private func badge(_ text: String, for id: ViewID, worst: AuditSeverity, placer: inout LabelPlacer, protected: LabelPlacer) -> [DisplayItem] {
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
