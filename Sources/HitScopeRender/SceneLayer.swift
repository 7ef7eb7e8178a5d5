import HitScopeCore

/// Draws the views of a scene: bodies back to front, clipped the way UIKit draws them; then, on top where no
/// overlay covers them, the parts that touches cannot reach (hatched), names, marks, hit areas and redirects.
struct SceneLayer {
    let hierarchy: ViewHierarchy
    let geometry: SceneGeometry
    /// Outlines only, no fills or titles: a screenshot under the views shows what they draw.
    var wireframe = false
    /// Which value of a system colour the views are drawn with.
    var appearance = Appearance.light

    /// The app's own colour for a system colour name, in the scene's appearance: the drawing is the app's, and
    /// keeps its colours whatever the page's theme (a dark page does not darken a light app).
    func appColor(_ name: String) -> RGBAColor {
        RGBAColor(parsing: name, appearance: appearance) ?? RGBAColor(red: 255, green: 255, blue: 255)
    }

    /// What dims the views a tap never asked: the app's own background at 60 %, so that the drawing fades as the
    /// app would, light or dark as the scene says, whatever the page's theme.
    var veil: RGBAColor {
        let background = appColor("systemBackground")
        return RGBAColor(red: background.red, green: background.green, blue: background.blue, alpha: 153)
    }

    /// The screen and the views' bodies, back to front.
    func bodies(screen: DrawingRect) -> [DisplayItem] {
        let fill: Fill? = wireframe ? nil : .solid(.color(appColor("systemBackground")))
        return [.shape(Shape(path: Path(polygon: screen.corners), fill: fill, stroke: Stroke(.theme(.screenEdge), width: 1.5)))] + bodies()
    }

    // MARK: Bodies

    private enum Visit {
        case enter(ViewID)
        case endClip
    }

    private func bodies() -> [DisplayItem] {
        var items: [DisplayItem] = []
        var stack: [Visit] = hierarchy.windowsFrontToBack.map { .enter($0) }
        while let visit = stack.popLast() {
            guard case .enter(let id) = visit else {
                items.append(.endClip)
                continue
            }
            let view = hierarchy[id]
            let state = geometry.screen.visibility[id.index]
            if let mask = view.mask {
                // A mask view clips the view and its subviews (drawing only).
                items.append(.beginClip(Path(polygon: mask.corners.map(geometry.screen.toScreen[id.index].apply))))
                stack.append(.endClip)
            }
            items += body(of: id, drawn: state.isDrawn, alpha: state.alpha)
            let children = hierarchy.children(of: id)
            if view.clipsToBounds, !children.isEmpty {
                items.append(.beginClip(Path(polygon: geometry.corners(of: id, in: hierarchy))))
                stack.append(.endClip)
            }
            stack += children.reversed().map { .enter($0) }
        }
        return items
    }

    private func body(of id: ViewID, drawn: Bool, alpha: Double) -> [DisplayItem] {
        let view = hierarchy[id]
        let corners = geometry.corners(of: id, in: hierarchy)
        let path = Path(polygon: corners)
        guard path.isFinite else { return [] }
        let color = view.color.flatMap { RGBAColor(parsing: $0, appearance: appearance) }
        let tooltip = Self.tooltip(for: view)
        guard drawn else {
            // Not drawn by UIKit: an outline only, so that it is visibly there and visibly not drawn.
            let stroke = Stroke(.theme(.mutedInk), width: 1, dash: .dashed)
            return [.shape(Shape(path: path, stroke: stroke, subject: .view(id.index), tooltip: tooltip))]
        }
        let fill = wireframe ? nil : color.flatMap { $0.alpha > 0 ? Fill.solid(.color($0)) : nil }
        let stroke = Stroke(.theme(.viewEdge), width: 0.75, dash: view.isUserInteractionEnabled ? .solid : .dotted)
        var items: [DisplayItem] = [
            .shape(Shape(path: path, fill: fill, stroke: stroke, opacity: alpha, subject: .view(id.index), tooltip: tooltip))
        ]
        if !wireframe, let title = titleRun(view, id: id, corners: corners, background: background(of: id)) {
            items.append(.text(title))
        }
        return items
    }

    private static func tooltip(for view: View) -> String {
        var text = "\(ViewMarks.title(for: view)) — \(terminalSafe(view.classDescription)), frame \(view.frame)"
        let chips = ViewMarks.chips(for: view)
        if !chips.isEmpty { text += " — " + chips.joined(separator: ", ") }
        return text
    }

    /// What a view's title is read against: its own colour when mostly opaque, else the nearest ancestor's (a label
    /// without a colour on a white card is dark text on white, in a dark page too); nil over the screen itself.
    private func background(of id: ViewID) -> RGBAColor? {
        var current: ViewID? = id
        while let view = current {
            if let color = hierarchy[view].color.flatMap({ RGBAColor(parsing: $0, appearance: appearance) }), color.alpha > 127 { return color }
            current = hierarchy.parent(of: view)
        }
        return nil
    }

    private func titleRun(_ view: View, id: ViewID, corners: [Point], background: RGBAColor?) -> TextRun? {
        guard let (text, size, center) = titleLayout(view, corners: corners) else { return nil }
        let paint: Paint = .color(Tint.ink(on: background ?? appColor("systemBackground")))
        return TextRun(
            text: text, origin: Point(center.x, center.y + size * 0.35), size: size, anchor: .middle, paint: paint,
            subject: .viewMark(id.index))
    }

    /// Where a view's title is drawn: the text as it fits, its size, and its centre; nil when it has none or
    /// none fits.
    private func titleLayout(_ view: View, corners: [Point]) -> (text: String, size: Double, center: Point)? {
        guard let title = view.title, !title.isEmpty else { return nil }
        let box = DrawingRect(bounding: corners)
        let safe = terminalSafe(title)
        // As the app shows it: a smaller size before a cut (down to 8 points), then "…".
        var size = min(13, box.height * 0.7)
        let natural = TextMetrics.width(safe, size: size)
        if natural > box.width - 6, natural > 0 { size = max(min(size, 8), size * (box.width - 6) / natural) }
        guard size >= 6, let text = TextMetrics.fit(safe, size: size, maxWidth: box.width - 6) else { return nil }
        return (text, size, Point(corners.map(\.x).reduce(0, +) / 4, corners.map(\.y).reduce(0, +) / 4))
    }

    /// The boxes of the app's own text, which every mark leaves clear (`TextClearance`): each drawn title's box;
    /// over a screenshot (which shows the text, not HitScope), the whole box of each titled view.
    func contentBoxes() -> [DrawingRect] {
        hierarchy.drawingOrder.compactMap { id -> DrawingRect? in
            guard geometry.screen.visibility[id.index].isDrawn, let box = contentBox(hierarchy[id], corners: geometry.corners(of: id, in: hierarchy)),
                box.isFinite
            else { return nil }
            return box
        }
    }

    /// The app's own content that names must leave visible: each drawn title's box; over a screenshot (which
    /// shows the text, not HitScope), the whole box of each titled view.
    private func contentBox(_ view: View, corners: [Point]) -> DrawingRect? {
        guard view.title?.isEmpty == false else { return nil }
        if wireframe { return DrawingRect(bounding: corners) }
        guard let (text, size, center) = titleLayout(view, corners: corners) else { return nil }
        let width = TextMetrics.width(text, size: size) + 4
        return DrawingRect(x: center.x - width / 2, y: center.y - size * 0.65 - 1, width: width, height: size * 1.3 + 2)
    }

    // MARK: Drawn but not touchable

    /// The hatched parts of a drawn view, cut to what its clipping superviews let it draw.
    /// The hatching leaves the app's text clear (`TextClearance`): the part is outlined whole, and hatched around
    /// its titles. `culprits` gathers the superviews that keep the touches out, whose names are always drawn.
    private func hatching(
        of id: ViewID, paths: ViewPaths, clip: [Point]?, clearance: TextClearance, culprits: inout Set<ViewID>
    ) -> [DisplayItem] {
        let name = terminalSafe(hierarchy[id].name)
        return unreachableParts(paths.refusedParts(of: id)).flatMap { piece -> [DisplayItem] in
            let polygon = clip.map { ConvexClip.split(piece.polygon, by: $0).inside } ?? piece.polygon
            guard !ConvexClip.isEmpty(polygon) else { return [] }
            culprits.insert(piece.ancestor)
            let tooltip = "\(name) is drawn here but touches here cannot reach it: \(piece.reason)"
            let outline = DisplayItem.shape(
                Shape(path: Path(polygon: polygon), stroke: Stroke(.theme(.notTouchable), width: 1.25, dash: .dashed), subject: .viewMark(id.index)))
            let hatched = clearance.pieces(of: polygon)
            guard !hatched.isEmpty else { return [outline] }
            return [
                .shape(Shape(path: Path(polygons: hatched), fill: .hatch(.theme(.notTouchable)), subject: .viewMark(id.index), tooltip: tooltip)),
                outline,
            ]
        }
    }

    /// The parts of a view that touches cannot reach because of a superview (the engine's
    /// `ViewPath.refusedParts`), with why in words. Views that refuse touches themselves are marked by their outline
    /// and chips instead.
    private func unreachableParts(_ parts: [ViewPath.RefusedPart]) -> [(polygon: [Point], ancestor: ViewID, reason: String)] {
        parts.map { part in
            let ancestor = part.refusal.ancestor
            let name = terminalSafe(hierarchy[ancestor].name)
            switch part.refusal.reason {
            case .blocks(let block): return (part.polygon, ancestor, "\(name) \(Self.words(for: block))")
            case .pointInsideNo:
                return (part.polygon, ancestor, "it is outside where \(name)'s pointInside says YES, so \(name) does not ask its subviews")
            }
        }
    }

    /// The words for why a superview keeps touches from all of its subviews (`View.subviewBlock`).
    private static func words(for block: SubviewBlock) -> String {
        switch block {
        case .skipped(let reason): "is skipped (\(reason.explanation)), so its subviews are never asked"
        case .returnsNil: "overrides hitTest to return nil"
        case .returnsSelf: "overrides hitTest to return itself without asking its subviews"
        case .pointInsideNever: "answers NO in pointInside everywhere, so its subviews are never asked"
        }
    }

    // MARK: Marks on top

    /// Names, marks, hit areas and redirects, to draw above every overlay; and the boxes the names take, which
    /// badges keep clear of. The names come last, so that no subview's hatching or hit area covers them.
    func marks(within canvas: DrawingRect, clearance: TextClearance) -> (items: [DisplayItem], nameBoxes: [DrawingRect]) {
        var items: [DisplayItem] = []
        var names: [DisplayItem] = []
        // The app's text is content: names are placed around it, never over it.
        let order = hierarchy.drawingOrder
        let screen = geometry.screen
        var placer = LabelPlacer(reserving: clearance.boxes)
        // The superviews that keep touches from what they draw are the answer to "why not": named first, always.
        var culprits = Set<ViewID>()
        // Every view's path from one table (each view read once, not once for each of its descendants).
        let paths = ViewPaths(hierarchy, on: screen)
        for id in order where screen.visibility[id.index].isDrawn && Path(polygon: geometry.corners(of: id, in: hierarchy)).isFinite {
            items += hatching(of: id, paths: paths, clip: screen.clip[id.index], clearance: clearance, culprits: &culprits)
        }
        for id in order where culprits.contains(id) {
            names += nameLabel(hierarchy[id], id: id, box: DrawingRect(bounding: geometry.corners(of: id, in: hierarchy)), canvas: canvas, placer: &placer, always: clearance)
        }
        for id in order {
            let view = hierarchy[id]
            let corners = geometry.corners(of: id, in: hierarchy)
            guard Path(polygon: corners).isFinite else { continue }
            if let hitArea = geometry.hitAreaPath(of: id, in: hierarchy), hitArea.isFinite {
                items.append(
                    .shape(
                        Shape(
                            path: hitArea, stroke: Stroke(.theme(.hitArea), width: 1.25, dash: .dashed), subject: .viewMark(id.index),
                            tooltip: "\(terminalSafe(view.name)): pointInside \(view.pointInsideRule.name) — the area where it answers YES")))
            }
            if case .redirect = view.hitTestRule, let target = hierarchy.redirectTarget(of: id) {
                items.append(redirectArrow(from: id, to: target))
            }
            if let animation = view.animation { items += inFlight(view, id: id, animation, modelCorners: corners) }
            if !culprits.contains(id) { names += nameLabel(view, id: id, box: DrawingRect(bounding: corners), canvas: canvas, placer: &placer) }
        }
        return (items + names, placer.boxes)
    }

    /// A view in flight: a dotted outline where it is drawn now, and an arrow from there to its model frame,
    /// where hit-testing looks for it (the body is drawn at the model frame, as the engine sees it).
    private func inFlight(_ view: View, id: ViewID, _ animation: ViewAnimation, modelCorners: [Point]) -> [DisplayItem] {
        let drawn = animation.drawnFrame.corners.map { point in
            hierarchy.parent(of: id).map { geometry.toScreen[$0.index].apply(to: point) } ?? point
        }
        guard Path(polygon: drawn).isFinite else { return [] }
        let touches = animation.allowsUserInteraction ? "it takes touches at its model frame" : "it takes no touches until it lands"
        let name = terminalSafe(view.name)
        let tooltip = "\(name) is drawn here while it animates (\(animation.kind.rawValue)); \(touches)"
        let paint: ThemeRole = animation.allowsUserInteraction ? .mutedInk : .skipped
        var items: [DisplayItem] = [
            .shape(Shape(path: Path(polygon: drawn), stroke: Stroke(.theme(paint), width: 1.5, dash: .dotted), subject: .viewMark(id.index), tooltip: tooltip))
        ]
        let from = centroid(drawn)
        let to = centroid(modelCorners)
        let (dx, dy) = (to.x - from.x, to.y - from.y)
        if (dx * dx + dy * dy).squareRoot() > 8 {
            items.append(.arrow(Arrow(from: from, to: to, stroke: Stroke(.theme(paint), width: 1.5, dash: .dotted), subject: .viewMark(id.index))))
        }
        return items
    }

    /// From the overriding view to the edge of its target. When the target sits inside the overriding view,
    /// the arrow starts in the widest margin between them: the points whose touches the override takes over.
    private func redirectArrow(from id: ViewID, to target: ViewID) -> DisplayItem {
        let source = DrawingRect(bounding: geometry.corners(of: id, in: hierarchy))
        let goal = DrawingRect(bounding: geometry.corners(of: target, in: hierarchy))
        var start = Point(source.x + source.width / 2, source.y + source.height / 2)
        if source.contains(goal) {
            let margins = [
                (goal.x - source.x, Point((source.x + goal.x) / 2, goal.y + goal.height / 2)),
                (source.maxX - goal.maxX, Point((goal.maxX + source.maxX) / 2, goal.y + goal.height / 2)),
                (goal.y - source.y, Point(goal.x + goal.width / 2, (source.y + goal.y) / 2)),
                (source.maxY - goal.maxY, Point(goal.x + goal.width / 2, (goal.maxY + source.maxY) / 2)),
            ]
            if let widest = margins.max(by: { $0.0 < $1.0 }), widest.0 > 4 { start = widest.1 }
        }
        let end = Self.edgePoint(of: goal, towards: start)
        return .arrow(Arrow(from: start, to: end, stroke: Stroke(.theme(.redirect), width: 2, dash: .dashed), subject: .viewMark(id.index)))
    }

    /// Where the segment from `box`'s centre to `point` leaves the box (the centre when the point is inside).
    private static func edgePoint(of box: DrawingRect, towards point: Point) -> Point {
        let center = Point(box.x + box.width / 2, box.y + box.height / 2)
        let dx = point.x - center.x, dy = point.y - center.y
        var scale = 1.0
        if abs(dx) > box.width / 2 { scale = min(scale, box.width / 2 / abs(dx)) }
        if abs(dy) > box.height / 2 { scale = min(scale, box.height / 2 / abs(dy)) }
        guard scale < 1 else { return center }
        return Point(center.x + dx * scale, center.y + dy * scale)
    }

    /// The size of a view's name on its label chip (bold), and of the chip's notes beside it (regular), in points.
    static let nameSize = 10.0
    static let chipSize = 9.0
    private static let lineHeight = 14.0

    /// Scenes up to this many views may put a name beside its view when inside it would cover the app's text;
    /// larger ones leave such names to tooltips, the tree and hover.
    private static let outsideLabelLimit = 500

    /// The name (and controller) in bold, then the marks, on a chip in a corner of the view (top-left first, then
    /// the other corners, so that views sharing an origin do not stack their names); beside the view, above,
    /// below or to the right, when every corner would cover the app's text or another name. A view too small to
    /// hold its name gets none on the drawing (its tooltip, the tree and hover name it), and so does one with no
    /// free place.
    ///
    /// `always` (the app's text, to keep clear of): the view is the cause of what the drawing shows (a zero-height stack whose buttons are drawn and
    /// not touchable): it gets its name whatever its size, beside it when it is too small, over other names
    /// rather than none, never over the app's text.
    private func nameLabel(
        _ view: View, id: ViewID, box: DrawingRect, canvas: DrawingRect, placer: inout LabelPlacer, always: TextClearance? = nil
    ) -> [DisplayItem] {
        guard always != nil || (box.width - 4 >= 18 && box.height >= 10) else { return [] }
        let available = always != nil ? max(box.width - 4, 160) : box.width - 4
        guard let name = TextMetrics.fit(ViewMarks.title(for: view), size: Self.nameSize, weight: .bold, maxWidth: available - 6) else {
            return []
        }
        let nameWidth = TextMetrics.width(name, size: Self.nameSize, weight: .bold)
        let chipText = ViewMarks.chips(for: view).joined(separator: " · ")
        // The marks follow the name on its line when they fit there whole, else they take a line of their own.
        let sameLine = !chipText.isEmpty && nameWidth + 6 + TextMetrics.width(chipText, size: Self.chipSize) <= available - 6
        let chips = chipText.isEmpty || sameLine ? (sameLine ? chipText : nil) : TextMetrics.fit(chipText, size: Self.chipSize, maxWidth: available - 6)
        let chipsWidth = chips.map { TextMetrics.width($0, size: Self.chipSize) } ?? 0
        let height = (chips != nil && !sameLine ? 2.0 : 1.0) * Self.lineHeight - 1
        let width = (sameLine ? nameWidth + 6 + chipsWidth : max(nameWidth, chipsWidth)) + 6
        var candidates = [
            DrawingRect(x: box.x + 2, y: box.y + 2, width: width, height: height),
            DrawingRect(x: box.maxX - 2 - width, y: box.y + 2, width: width, height: height),
            DrawingRect(x: box.x + 2, y: box.maxY - 2 - height, width: width, height: height),
            DrawingRect(x: box.maxX - 2 - width, y: box.maxY - 2 - height, width: width, height: height),
        ].filter { $0.y + $0.height <= box.maxY + 0.5 }
        if always != nil || hierarchy.count <= Self.outsideLabelLimit {
            candidates += [
                DrawingRect(x: box.x, y: box.y - height - 2, width: width, height: height),
                DrawingRect(x: box.x, y: box.maxY + 2, width: width, height: height),
                DrawingRect(x: box.maxX + 2, y: box.y, width: width, height: height),
            ].filter { canvas.contains($0) }
        }
        guard let chipBox = candidates.first(where: placer.isFree) ?? always.flatMap({ text in candidates.first(where: text.isClear) })
        else { return [] }
        placer.place(chipBox)
        let baseline = chipBox.y + 10
        var items: [DisplayItem] = [
            .shape(Shape(path: Path(polygon: chipBox.corners), fill: .solid(.theme(.chip)), subject: .viewMark(id.index))),
            .text(
                TextRun(
                    text: name, origin: Point(chipBox.x + 3, baseline), size: Self.nameSize, weight: .bold, paint: .theme(.chipInk),
                    subject: .viewMark(id.index))),
        ]
        if let chips {
            let origin = sameLine ? Point(chipBox.x + 3 + nameWidth + 6, baseline) : Point(chipBox.x + 3, baseline + Self.lineHeight)
            items.append(.text(TextRun(text: chips, origin: origin, size: Self.chipSize, paint: .theme(.mutedInk), subject: .viewMark(id.index))))
        }
        return items
    }
}

/// The average of some points (the centre of a parallelogram).
func centroid(_ points: [Point]) -> Point {
    guard !points.isEmpty else { return .zero }
    let n = Double(points.count)
    return Point(points.map(\.x).reduce(0, +) / n, points.map(\.y).reduce(0, +) / n)
}
