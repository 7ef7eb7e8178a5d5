import HitScopeCore

/// Draws one tap's hit-test over the scene: a veil that dims what was never asked, every visited view outlined
/// in its outcome's colour with a numbered badge in traversal order, the hit-test view filled, and the tap point.
/// The veil and the fill leave the app's text clear, and badges keep off it (`TextClearance`).
struct TapLayer {
    let hierarchy: ViewHierarchy
    let geometry: SceneGeometry

    /// The overlay of tap `tap`; its badges keep clear of `reserved` boxes (the names drawn above it) and of the
    /// app's text; `veil`: the app's own background, which dims what was never asked as a fade of the app (never
    /// the page's theme).
    func items(
        tap: Int, point: Point, summary: TraceSummary, canvas: DrawingRect, reserved: [DrawingRect] = [], clearance: TextClearance, veil: RGBAColor
    ) -> [DisplayItem] {
        var items: [DisplayItem] = [.shape(Shape(path: clearance.filling(canvas), fill: .solid(.color(veil))))]
        if let hit = summary.hitView {
            let corners = geometry.corners(of: hit, in: hierarchy)
            let box = DrawingRect(bounding: corners)
            let path = box.corners == corners ? clearance.filling(box) : Path(polygon: corners)
            items.append(
                .shape(
                    Shape(
                        path: path, fill: .solid(.theme(.hitView)), opacity: 0.16, subject: .viewMark(hit.index),
                        tooltip: "Tap \(tap + 1): the hit-test view is \(terminalSafe(hierarchy[hit].name))")))
        }
        for visit in summary.visits {
            let outcome = visit.outcome
            let width = outcome == .hitView ? 3.0 : 2.0
            let dash: Dash = outcome == .skipped ? .dashed : .solid
            items.append(
                .shape(
                    Shape(
                        path: Path(polygon: geometry.corners(of: visit.view, in: hierarchy)), stroke: Stroke(.theme(outcome.role), width: width, dash: dash),
                        subject: .visit(tap: tap, step: visit.step, view: visit.view.index))))
        }
        if let hit = summary.hitView, summary.visits.allSatisfy({ $0.view != hit }) {
            // A redirect returned a view the hit-test never asked: outline it all the same.
            items.append(
                .shape(
                    Shape(
                        path: Path(polygon: geometry.corners(of: hit, in: hierarchy)), stroke: Stroke(.theme(.hitView), width: 3),
                        subject: .viewMark(hit.index))))
        }
        var placer = LabelPlacer(reserving: reserved + clearance.boxes + [DrawingRect(x: point.x - 15, y: point.y - 15, width: 30, height: 30)])
        for visit in summary.visits {
            items.append(.badge(badge(for: visit, tap: tap, placer: &placer)))
        }
        let label = "\(tap + 1)"
        items.append(.tapMarker(TapMarker(point: point, label: label, labelOrigin: labelOrigin(label, at: point, clearance: clearance, names: reserved), subject: .tap(tap))))
        return items
    }

    /// Where the tap's number goes: up and to the right of the ring, else up-left, down-right or down-left, each a
    /// little further out in turn, the first that keeps it off the app's text (a tap on a title has the title on
    /// both sides of the ring) and from under the views' names (`names`, drawn above the overlay), else the first
    /// off the app's text alone; up and to the right when none is. The ring and cross hairs mark the touch itself and
    /// stay on its point.
    private func labelOrigin(_ label: String, at point: Point, clearance: TextClearance, names: [DrawingRect]) -> Point {
        let size = TapMarker.labelSize
        let width = TextMetrics.width(label, size: size, weight: .bold) + 2
        let offset = TapMarker.labelOffset
        let origins = (0..<4).flatMap { step -> [Point] in
            let dx = offset.x, up = -offset.y + Double(step) * 6, down = -offset.y + Double(step) * 6 + size
            return [
                Point(point.x + dx, point.y - up), Point(point.x - dx - width, point.y - up),
                Point(point.x + dx, point.y + down), Point(point.x - dx - width, point.y + down),
            ]
        }
        // The number's box: from its baseline up by the size, down a fifth of it, and its outline's width around.
        let boxes = origins.map { DrawingRect(x: $0.x - 2, y: $0.y - size - 1, width: width + 2, height: size * 1.2 + 2) }
        let named = LabelPlacer(reserving: names)
        let clear = boxes.indices.filter { clearance.isClear(boxes[$0]) }
        return origins[clear.first { named.isFree(boxes[$0]) } ?? clear.first ?? 0]
    }

    private static let badgeText = 9.0

    /// A badge in the view's top-right corner (names sit top-left), moved left, then down, off other badges.
    private func badge(for visit: TraceSummary.Visit, tap: Int, placer: inout LabelPlacer) -> Badge {
        let label = "\(visit.ordinal)"
        let radius = max(7, TextMetrics.width(label, size: Self.badgeText) / 2 + 2.5)
        let box = DrawingRect(bounding: geometry.corners(of: visit.view, in: hierarchy))
        let start = Point(max(box.x + radius + 1, box.maxX - radius - 1), box.y + radius + 1)
        var center = start
        search: for row in 0..<4 {
            for column in 0..<8 {
                let candidate = Point(start.x - Double(column) * (2 * radius + 2), start.y + Double(row) * (2 * radius + 2))
                if placer.isFree(Self.box(candidate, radius)) {
                    center = candidate
                    break search
                }
            }
        }
        placer.place(Self.box(center, radius))
        return Badge(
            center: center, radius: radius, label: label, outcome: visit.outcome,
            subject: .visit(tap: tap, step: visit.step, view: visit.view.index))
    }

    private static func box(_ center: Point, _ radius: Double) -> DrawingRect {
        DrawingRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    }
}
