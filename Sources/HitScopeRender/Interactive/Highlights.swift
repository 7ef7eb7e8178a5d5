import HitScopeCore

/// The marks an interactive front end draws over a scene as the pointer moves: the hit-test view and the view
/// drawn under the pointer (drawn versus touchable), the selected view, the current step of a trace, and the views
/// the default `hitTest` skips. Items are in screen points; `scale` is how many device pixels a point takes, so
/// that lines and labels keep their size at any zoom.
public struct Highlights: Sendable {
    public let drawing: InteractiveDrawing
    public let scale: Double

    public init(drawing: InteractiveDrawing, scale: Double) {
        self.drawing = drawing
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// The colour of the "drawn here" mark: apart from every outcome colour.
    public static let drawnColor = RGBAColor(red: 0xe3, green: 0x62, blue: 0x09)

    private var hierarchy: ViewHierarchy { drawing.scene.hierarchy }

    /// The hit-test view filled and outlined; the topmost drawn view outlined too when it is another view, each
    /// with a label that says which is which, on a chip off both views and off the app's text.
    public func hover(hitView: ViewID?, drawnView: ViewID?) -> [DisplayItem] {
        var items: [DisplayItem] = []
        var labels: [(ViewID, String, Paint)] = []
        if let drawnView, drawnView != hitView {
            items.append(outline(drawnView, paint: .color(Self.drawnColor), width: 2, dash: .dashed))
            labels.append((drawnView, "drawn here: \(terminalSafe(hierarchy[drawnView].name))", .color(Self.drawnColor)))
        }
        if let hitView {
            let path = Path(polygon: drawing.corners(of: hitView))
            items.append(.shape(Shape(path: path, fill: .solid(.theme(.hitView)), opacity: 0.14, subject: .viewMark(hitView.index))))
            items.append(outline(hitView, paint: .theme(.hitView), width: 3, dash: .solid))
            labels.insert((hitView, "touch → \(terminalSafe(hierarchy[hitView].name))", .theme(.hitView)), at: 0)
        }
        // The labels leave both views (and the badges on them) visible, and the app's text readable: they go outside
        // every outlined view and off every title of the app (`TextClearance`).
        let boxes = labels.map { DrawingRect(bounding: drawing.corners(of: $0.0)) }.filter(\.isFinite) + drawing.clearance.boxes
        let outlined = LabelPlacer(cell: 64 / scale, reserving: boxes)
        var taken = LabelPlacer(cell: 64 / scale)
        for (view, text, paint) in labels { items += label(text, for: view, paint: paint, outside: outlined, avoiding: &taken) }
        return items
    }

    /// The selected view (what-if edits apply to it): a thick dotted outline.
    public func selection(_ id: ViewID) -> [DisplayItem] {
        [outline(id, paint: .theme(.ink), width: 2, dash: .dotted)]
    }

    /// The view of the current step of a trace, outlined in the step's outcome colour.
    public func step(view: ViewID, outcome: Outcome) -> [DisplayItem] {
        [outline(view, paint: .theme(outcome.role), width: 4, dash: .solid)]
    }

    /// A ring around a badge (the current step's).
    public func ring(around badge: Badge) -> DisplayItem {
        let r = badge.radius + 3 / scale
        let polygon = arcPoints(center: badge.center, rx: r, ry: r, from: 0, segments: 32)
        return .shape(Shape(path: Path(polygon: polygon), stroke: Stroke(.theme(badge.outcome.role), width: 2 / scale), subject: badge.subject))
    }

    /// Every view that the default `hitTest` skips before `pointInside`, or whose `hitTest` returns nil: tinted in
    /// the `skipped` colour, with the reason on a chip along its bottom edge when it fits.
    public func skippedViews() -> [DisplayItem] {
        var items: [DisplayItem] = []
        for id in hierarchy.drawingOrder {
            let view = hierarchy[id]
            let short: String
            switch view.subviewBlock {
            case .skipped(let reason): short = reason.shortName
            case .returnsNil: short = "hitTest → nil"
            case .returnsSelf, .pointInsideNever, nil: continue
            }
            let reason = view.hitTestGate == .skipped ? "skipped: \(short)" : short
            let corners = drawing.corners(of: id)
            let path = Path(polygon: corners)
            guard path.isFinite else { continue }
            items.append(
                .shape(
                    Shape(
                        path: path, fill: .solid(.theme(.skipped)), stroke: Stroke(.theme(.skipped), width: 1.5 / scale, dash: .dashed),
                        opacity: 0.3, subject: .viewMark(id.index), tooltip: "\(terminalSafe(view.name)): \(reason)")))
            let box = DrawingRect(bounding: corners)
            let size = 10 / scale, pad = 2 / scale
            let room = box.width - 4 * pad
            // The whole reason, or its short form on a narrow view.
            let fitting = TextMetrics.width(reason, size: size) * 1.12 <= room ? reason : TextMetrics.fit(short, size: size, maxWidth: room / 1.12)
            guard box.height >= size + 4 * pad, let text = fitting else { continue }
            let chip = DrawingRect(
                x: box.x + pad, y: box.maxY - size - 3 * pad, width: TextMetrics.width(text, size: size) * 1.12 + 2 * pad,
                height: size + 2 * pad)
            items.append(.shape(Shape(path: Path(polygon: chip.corners), fill: .solid(.theme(.skipped)), subject: .viewMark(id.index))))
            items.append(
                .text(TextRun(text: text, origin: Point(chip.x + pad, chip.maxY - pad - size * 0.22), size: size, weight: .bold, paint: .theme(.badgeInk))))
        }
        return items
    }

    private func outline(_ id: ViewID, paint: Paint, width: Double, dash: Dash) -> DisplayItem {
        .shape(Shape(path: Path(polygon: drawing.corners(of: id)), stroke: Stroke(paint, width: width / scale, dash: dash), subject: .viewMark(id.index)))
    }

    /// A label on a chip just above the view (or below it), outside every box of `outside` that it overlaps, so
    /// that the views stay visible; further up or down when another label of the same set is there
    /// (`LabelPlacer.placeChip`).
    private func label(
        _ text: String, for id: ViewID, paint: Paint, outside protected: LabelPlacer, avoiding taken: inout LabelPlacer
    ) -> [DisplayItem] {
        let box = DrawingRect(bounding: drawing.corners(of: id))
        guard box.isFinite else { return [] }
        let size = 11 / scale, pad = 3 / scale, gap = 1 / scale, height = size + 2 * pad
        let width = TextMetrics.width(text, size: size) * 1.12 + 2 * pad  // bold runs wider than the estimate
        let chip = taken.placeChip(width: width, height: height, gap: gap, for: box, canvas: drawing.base.canvas, protected: protected)
        return [
            .shape(Shape(path: Path(polygon: chip.corners), fill: .solid(paint), subject: .viewMark(id.index))),
            .text(TextRun(text: text, origin: Point(chip.x + pad, chip.y + pad + size * 0.8), size: size, weight: .bold, paint: .theme(.badgeInk))),
        ]
    }
}
