import HitScopeCore
import HitScopeDiff
import HitScopeOutput
import HitScopeRender

/// Everything the viewer shows and how it reacts to input: pure data, driven by `InputEvent`s, so that every
/// interaction is tested without a window system. Drawing it is the frame builder's job.
public struct ViewerState: Sendable {
    public private(set) var scene: SceneState
    public private(set) var layout: Layout
    public private(set) var viewport = Viewport()
    public private(set) var hover: Hover?
    /// The touch in progress, or the last one.
    public private(set) var touch: TouchSession?
    /// The step of the touch's trace shown on the drawing (an index of `TraceSummary.steps`); nil: all.
    public private(set) var step: Int?
    public private(set) var overlays: Set<Overlay> = [.badges, .notTouchable, .redirects, .hitAreas]
    public private(set) var selection: ViewID?
    /// How much of the scene's screenshot shows under the outlines (`s`).
    public private(set) var screenshotFade = ScreenshotFade.shown
    public private(set) var isHelpShown = false
    /// The last reload's error (`file:line:col: …`), shown until the file reads again.
    public private(set) var banner: String?
    /// A short message in the status bar: what the last command did.
    public private(set) var notice: String?
    public private(set) var treeScroll = 0
    public private(set) var traceScroll = 0
    public private(set) var side: SidePanelContent = .empty
    /// The fixes of the views touches miss, proven on the whole scene: each change compared with the scene once, while
    /// the scene stays.
    private var fixes: WholeSceneFixes
    /// The touch-area grid of the current scene, worked out when its overlay is first shown.
    public private(set) var touchGrid: TouchGrid?
    /// The touch-target audit of the current scene, once worked out (in the background) for its overlay.
    public private(set) var audit: AuditOverlay?
    /// The scene version whose audit is being worked out.
    private var auditRunning: Int?
    /// Bumped whenever the scene (file or edits) changes, and whenever the touch changes: caches key on them.
    public private(set) var sceneVersion = 0
    public private(set) var touchVersion = 0
    /// Bumped when the traced point or the scene changes (not when a touch only moves).
    public private(set) var traceVersion = 0
    private var panFrom: PixelPoint?
    private var lastPick: (pixel: PixelPoint, index: Int)?

    public init(scene: Scene, width: Int, height: Int) {
        self.scene = SceneState(scene: scene)
        self.fixes = WholeSceneFixes(scene: self.scene.scene, tester: self.scene.tester)
        self.layout = Layout(width: width, height: height, canvas: self.scene.drawing.base.canvas, treeWidth: self.scene.treeWidth)
        viewport.fit(self.scene.drawing.base.canvas, in: layout.drawing)
        side = SidePanelContent(touch: nil, state: self.scene, width: layout.side.width, fixes: &fixes)
    }

    // MARK: Input

    /// Reacts to one event; returns what the program around must do. `time` (the window system's seconds, for the
    /// pointer's events) gives a touch its real timing; without it a touch is a quick one.
    public mutating func handle(_ event: InputEvent, time: Double? = nil) -> [ViewerCommand] {
        switch event {
        case .pointerMoved(let pixel, _): return pointerMoved(pixel, time: time)
        case .pointerPressed(let button, let pixel, let modifiers): return pressed(button, pixel, modifiers, time: time)
        case .pointerReleased(let button, let pixel, _): return released(button, pixel, time: time)
        case .scrolled(let direction, let pixel, let modifiers):
            scrolled(direction, pixel, modifiers)
            return []
        case .pointerLeft:
            if touch?.isActive != true { hover = nil }
            return []
        case .key(let key, let modifiers): return pressedKey(key, modifiers)
        case .resized(let width, let height):
            resize(width: width, height: height)
            return []
        case .closeRequested: return [.quit]
        }
    }

    private mutating func pointerMoved(_ pixel: PixelPoint, time: Double?) -> [ViewerCommand] {
        if let from = panFrom {
            viewport.pan(dx: pixel.x - from.x, dy: pixel.y - from.y)
            panFrom = pixel
            return []
        }
        let point = viewport.scenePoint(pixel)
        if var active = touch, active.isActive {
            let phase = active.move(to: point, tester: scene.tester, time: time)
            touch = active
            touchChanged(keepStep: true)
            hover = Hover(pixel: pixel, point: point, state: scene)
            return [.log(record(.drag, pixel, point, handledBy: phase?.handledBy))]
        }
        guard layout.drawing.contains(pixel) else {
            hover = nil
            return []
        }
        let hover = Hover(pixel: pixel, point: point, state: scene)
        self.hover = hover
        return [.log(hoverRecord(.motion, hover))]
    }

    private mutating func pressed(_ button: PointerButton, _ pixel: PixelPoint, _ modifiers: Modifiers, time: Double?) -> [ViewerCommand] {
        if layout.tree.contains(pixel) {
            if button == .primary, let row = PanelMetrics.treeRow(at: pixel.y, in: layout.tree, scroll: treeScroll), row < scene.treeRows.count {
                select(scene.treeRows[row].view)
            }
            return []
        }
        if layout.side.contains(pixel) {
            if button == .primary { clickTrace(at: pixel) }
            return []
        }
        guard layout.drawing.contains(pixel) else { return [] }
        if button != .primary {
            panFrom = pixel
            return []
        }
        let point = viewport.scenePoint(pixel)
        if modifiers.contains(.control) {
            pick(at: pixel, point: point)
            return []
        }
        touch = TouchSession(start: point, tester: scene.tester, time: time)
        traceVersion += 1
        touchChanged(keepStep: false)
        let hover = Hover(pixel: pixel, point: point, state: scene)
        self.hover = hover
        return [.log(hoverRecord(.press, hover))]
    }

    private mutating func released(_ button: PointerButton, _ pixel: PixelPoint, time: Double?) -> [ViewerCommand] {
        if button != .primary {
            panFrom = nil
            return []
        }
        guard var active = touch, active.isActive else { return [] }
        let point = viewport.scenePoint(pixel)
        let phase = active.lift(at: point, tester: scene.tester, time: time)
        touch = active
        touchChanged(keepStep: true)
        return [.log(record(.release, pixel, point, handledBy: phase?.handledBy))]
    }

    private mutating func scrolled(_ direction: ScrollDirection, _ pixel: PixelPoint, _ modifiers: Modifiers) {
        if layout.tree.contains(pixel) {
            scrollTree(by: direction == .up ? -3 : direction == .down ? 3 : 0)
        } else if layout.side.contains(pixel) {
            traceScroll = max(0, min(side.traceLines.count - 1, traceScroll + (direction == .up ? -3 : direction == .down ? 3 : 0)))
        } else if layout.drawing.contains(pixel) {
            switch (direction, modifiers.contains(.shift)) {
            case (.up, false): viewport.zoom(steps: 1, around: pixel)
            case (.down, false): viewport.zoom(steps: -1, around: pixel)
            case (.up, true), (.left, _): viewport.pan(dx: 40, dy: 0)
            case (.down, true), (.right, _): viewport.pan(dx: -40, dy: 0)
            }
            refreshHover()
        }
    }

    // MARK: Keys

    private mutating func pressedKey(_ key: Key, _ modifiers: Modifiers) -> [ViewerCommand] {
        if isHelpShown, key == .escape || key == .character("?") {
            isHelpShown = false
            return []
        }
        switch key {
        case .left: moveStep(modifiers.contains(.shift) ? nil : -1, pan: 40)
        case .right: moveStep(modifiers.contains(.shift) ? nil : 1, pan: -40)
        case .home: setStep(0)
        case .end: setStep(side.summary.map { $0.steps.count - 1 })
        case .up:
            if modifiers.contains(.shift) { panBy(0, 40) } else { selectNeighbour(-1) }
        case .down:
            if modifiers.contains(.shift) { panBy(0, -40) } else { selectNeighbour(1) }
        case .pageUp: scrollTree(by: -PanelMetrics.visibleTreeRows(layout.tree))
        case .pageDown: scrollTree(by: PanelMetrics.visibleTreeRows(layout.tree))
        case .escape:
            if selection != nil {
                selection = nil
            } else {
                touch = nil
                traceVersion += 1
                touchChanged(keepStep: false)
            }
        case .enter: break
        case .character(let character): return typed(character, modifiers)
        }
        return []
    }

    private mutating func typed(_ character: Character, _ modifiers: Modifiers) -> [ViewerCommand] {
        switch character {
        case "?": isHelpShown.toggle()
        case "q": return [.quit]
        case "c": return copyTrace()
        case "w": return [.writeEdited]
        case "e": return [.exportHTML]
        case "p": return [.exportPNG]
        case "t": toggle(.touchAreas)
        case "b": toggle(.badges)
        case "k": toggle(.skippedViews)
        case "n": toggle(.notTouchable)
        case "r": toggle(.redirects)
        case "a": toggle(.hitAreas)
        case "f": toggle(.audit)
        case "s": fadeScreenshot()
        case "h": edit(.toggleHidden)
        case "u": edit(.toggleUserInteraction)
        case "o": edit(.toggleTransparent)
        case "]": edit(.bringToFront)
        case "[": edit(.sendToBack)
        case "x": revertEdits()
        case "+", "=": zoomKey(1)
        case "-", "_": zoomKey(-1)
        case "0":
            viewport.fit(scene.drawing.base.canvas, in: layout.drawing)
            refreshHover()
        case "1": zoomKey(nil)
        default: break
        }
        return []
    }

    private mutating func toggle(_ overlay: Overlay) {
        if overlays.contains(overlay) {
            overlays.remove(overlay)
        } else {
            overlays.insert(overlay)
            if overlay == .touchAreas, touchGrid == nil {
                touchGrid = TouchGrid(TouchAreaMap(tester: scene.tester, size: scene.scene.size))
            }
        }
        notice = "\(Self.overlayNames[overlay] ?? overlay.rawValue): \(overlays.contains(overlay) ? "shown" : "hidden")"
        if overlay == .audit, let audit, overlays.contains(.audit) { notice = "touch-target audit: \(audit.summary)" }
        if overlay == .audit, isAuditing { notice = "touch-target audit: auditing…" }
    }

    /// Steps the screenshot through shown, faded and hidden.
    private mutating func fadeScreenshot() {
        guard scene.scene.screenshot != nil else {
            notice = "this scene has no screenshot: add `screenshot: {file: shot.png}` to it, or open it with --screenshot PNG"
            return
        }
        screenshotFade = screenshotFade.next
        notice = "screenshot: \(screenshotFade.rawValue)"
    }

    // MARK: Audit

    /// Whether the audit overlay is shown and its audit of the current scene is still being worked out.
    public var isAuditing: Bool { overlays.contains(.audit) && audit == nil }

    /// Whether the program around must start an audit of the current scene (`auditStarted`, then `auditFinished`).
    public var needsAudit: Bool { isAuditing && auditRunning != sceneVersion }

    /// Notes that the audit of the current scene has started.
    public mutating func auditStarted() { auditRunning = sceneVersion }

    /// Takes the audit started for scene `version`; dropped when the scene changed since.
    public mutating func auditFinished(_ overlay: AuditOverlay, version: Int) {
        guard version == sceneVersion else { return }
        audit = overlay
        auditRunning = nil
        if overlays.contains(.audit) { notice = "touch-target audit: \(overlay.summary)" }
    }

    /// The words for each overlay, as the help and the status bar say them.
    public static let overlayNames: [Overlay: String] = [
        .touchAreas: "touch-area map", .badges: "step badges", .skippedViews: "skipped and hidden views",
        .notTouchable: "drawn-but-not-touchable zones", .redirects: "redirect arrows", .hitAreas: "hit areas",
        .audit: "touch-target audit",
    ]

    /// Zooms about the pointer when it is over the drawing, else about the drawing's centre: `steps` in or out, or
    /// to 1:1 for nil.
    private mutating func zoomKey(_ steps: Int?) {
        let area = layout.drawing
        let centre = hover?.pixel ?? PixelPoint(area.x + area.width / 2, area.y + area.height / 2)
        if let steps { viewport.zoom(steps: steps, around: centre) } else { viewport.zoom(to: 1, around: centre) }
        refreshHover()
    }

    private mutating func panBy(_ dx: Int, _ dy: Int) {
        viewport.pan(dx: dx, dy: dy)
        refreshHover()
    }

    // MARK: Trace steps

    private mutating func moveStep(_ delta: Int?, pan: Int) {
        guard let count = side.summary?.steps.count, count > 0, let delta else {
            panBy(pan, 0)
            return
        }
        if let step { setStep(max(0, min(count - 1, step + delta))) } else { setStep(delta > 0 ? 0 : count - 1) }
    }

    private mutating func setStep(_ index: Int?) {
        guard let index, let count = side.summary?.steps.count, count > 0 else { return }
        step = max(0, min(count - 1, index))
        followStep()
    }

    /// The lines of the selected view's inspector in the side panel; 0 when no view is selected.
    var inspectorLineCount: Int {
        selection.map { InspectorPanelContent(view: $0, state: self, width: layout.side.width).lines.count } ?? 0
    }

    /// A click on a line of the trace shows that line's step.
    private mutating func clickTrace(at pixel: PixelPoint) {
        let body = SidePanelGeometry(layout: layout, content: side, audit: overlays.contains(.audit), inspectorLines: inspectorLineCount).traceBody
        guard body.contains(pixel) else { return }
        let line = traceScroll + (pixel.y - body.y - 2) / SidePanelContent.lineHeight
        guard line >= 0, line < side.traceLines.count, let step = side.traceLines[line].step else { return }
        setStep(step)
    }

    /// Scrolls the trace so that the current step's first line is shown.
    private mutating func followStep() {
        guard let step, step < side.stepStarts.count else { return }
        let line = side.stepStarts[step]
        let visible = max(1, SidePanelGeometry(layout: layout, content: side, audit: overlays.contains(.audit), inspectorLines: inspectorLineCount).traceVisibleLines)
        if line < traceScroll { traceScroll = line } else if line >= traceScroll + visible { traceScroll = line - visible + 1 }
    }

    // MARK: Selection and edits

    private mutating func select(_ id: ViewID?) {
        selection = id
        if let id { notice = "selected \(terminalSafe(scene.hierarchy[id].name)) — h hidden, u interaction, o alpha, ] front, [ back" }
        revealSelection()
    }

    /// Ctrl+click: the frontmost view drawn at the point; clicking again at the same pixel goes one view deeper.
    private mutating func pick(at pixel: PixelPoint, point: Point) {
        let views = scene.drawnViews.viewsDrawn(at: point)
        guard !views.isEmpty else {
            select(nil)
            return
        }
        let index = lastPick.map { $0.pixel == pixel ? ($0.index + 1) % views.count : 0 } ?? 0
        lastPick = (pixel, index)
        select(views[index])
    }

    private mutating func selectNeighbour(_ delta: Int) {
        let rows = scene.treeRows
        guard !rows.isEmpty else { return }
        let current = selection.flatMap { id in rows.firstIndex { $0.view == id } }
        let next = current.map { max(0, min(rows.count - 1, $0 + delta)) } ?? (delta > 0 ? 0 : rows.count - 1)
        select(rows[next].view)
    }

    private mutating func revealSelection() {
        guard let selection, let row = scene.treeRows.firstIndex(where: { $0.view == selection }) else { return }
        let visible = PanelMetrics.visibleTreeRows(layout.tree)
        if row < treeScroll { treeScroll = row } else if row >= treeScroll + visible { treeScroll = row - visible + 1 }
    }

    private mutating func scrollTree(by rows: Int) {
        let visible = PanelMetrics.visibleTreeRows(layout.tree)
        treeScroll = max(0, min(max(0, scene.treeRows.count - visible), treeScroll + rows))
    }

    private mutating func edit(_ change: WhatIfEdit.Change) {
        guard let selection else {
            notice = "select a view first: click it in the tree, or Ctrl+click it on the drawing"
            return
        }
        let name = terminalSafe(scene.hierarchy[selection].name)
        guard let edited = scene.applying(WhatIfEdit(view: selection, change: change)) else {
            notice = "\(name) is already there"
            return
        }
        replaceScene(edited)
        let view = scene.hierarchy[selection]
        switch change {
        case .toggleHidden: notice = "\(name): hidden = \(view.isHidden ? "YES" : "NO")"
        case .toggleUserInteraction: notice = "\(name): userInteractionEnabled = \(view.isUserInteractionEnabled ? "YES" : "NO")"
        case .toggleTransparent: notice = "\(name): alpha = \(formatNumber(view.alpha))"
        case .bringToFront: notice = "\(name) brought to front"
        case .sendToBack: notice = "\(name) sent to back"
        }
        notice = (notice ?? "") + " (w writes the edited scene)"
    }

    private mutating func revertEdits() {
        guard scene.isEdited else {
            notice = "no edits to revert"
            return
        }
        replaceScene(scene.reverted())
        notice = "edits reverted"
    }

    // MARK: Scene changes

    /// Takes a freshly read scene (live reload): edits are dropped, the selection and the touch are kept where
    /// their names and points still exist, and the error banner goes.
    public mutating func reload(_ newScene: Scene) {
        let selectedName = selection.map { scene.hierarchy[$0].name }
        let dropped = scene.isEdited
        banner = nil
        replaceScene(SceneState(scene: newScene))
        selection = selectedName.flatMap(scene.hierarchy.id(named:))
        notice = dropped ? "reloaded the scene file (edits dropped)" : "reloaded the scene file"
        layout = Layout(width: layout.width, height: layout.height, canvas: scene.drawing.base.canvas, treeWidth: scene.treeWidth)
        if viewport.isFitted { viewport.fit(scene.drawing.base.canvas, in: layout.drawing) }
    }

    /// Keeps the last good scene and shows why the file cannot be read.
    public mutating func reloadFailed(_ message: String) {
        banner = message
    }

    /// Replaces the scene state and works out again what depends on it.
    private mutating func replaceScene(_ state: SceneState) {
        let count = state.hierarchy.count
        scene = state
        fixes = WholeSceneFixes(scene: state.scene, tester: state.tester)
        sceneVersion += 1
        traceVersion += 1
        touchGrid = overlays.contains(.touchAreas) ? TouchGrid(TouchAreaMap(tester: state.tester, size: state.scene.size)) : nil
        audit = nil
        if let selection, selection.index >= count { self.selection = nil }
        touch = touch?.replayed(on: state.tester)
        touchChanged(keepStep: true)
        scrollTree(by: 0)
        refreshHover()
    }

    private mutating func touchChanged(keepStep: Bool) {
        touchVersion += 1
        side = SidePanelContent(touch: touch, state: scene, width: layout.side.width, fixes: &fixes)
        if !keepStep { step = nil }
        if let step, step >= (side.summary?.steps.count ?? 0) { self.step = nil }
        traceScroll = keepStep ? min(traceScroll, max(0, side.traceLines.count - 1)) : 0
    }

    private mutating func resize(width: Int, height: Int) {
        let newLayout = Layout(width: width, height: height, canvas: scene.drawing.base.canvas, treeWidth: scene.treeWidth)
        guard newLayout != layout else { return }
        let oldCentre = viewport.scenePoint(PixelPoint(layout.drawing.x + layout.drawing.width / 2, layout.drawing.y + layout.drawing.height / 2))
        layout = newLayout
        if viewport.isFitted {
            viewport.fit(scene.drawing.base.canvas, in: layout.drawing)
        } else {
            let centre = PixelPoint(layout.drawing.x + layout.drawing.width / 2, layout.drawing.y + layout.drawing.height / 2)
            let at = viewport.windowPoint(oldCentre)
            viewport.pan(dx: centre.x - Int(at.x.rounded()), dy: centre.y - Int(at.y.rounded()))
        }
        side = SidePanelContent(touch: touch, state: scene, width: layout.side.width, fixes: &fixes)
        scrollTree(by: 0)
        followStep()
        hover = nil
    }

    private mutating func refreshHover() {
        guard let old = hover else { return }
        hover = Hover(pixel: old.pixel, point: viewport.scenePoint(old.pixel), state: scene)
    }

    // MARK: Words

    private mutating func copyTrace() -> [ViewerCommand] {
        guard let touch else {
            notice = "nothing to copy: press on the drawing first"
            return []
        }
        // The view drawn there that missed the touch, with its fixes proven on the whole scene as the side panel gives
        // them (no budget: one touch).
        let drawnHere = DrawnHere(scene: scene.scene, sceneFile: scene.scene.name, drawn: scene.drawnViews, changeBudget: .max)
        let text = TraceTextFormatter(scene.hierarchy).tapReport(tester: scene.tester, point: touch.start, drawnHere: drawnHere)
        notice = "copied the trace of the touch at \(touch.start) (\(text.split(separator: "\n").count) lines) to the clipboard"
        return [.copy(text)]
    }

    /// Sets the status bar's message (what a command around the logic did).
    public mutating func setNotice(_ text: String) { notice = text }

    private func hoverRecord(_ kind: EventRecord.Kind, _ hover: Hover) -> EventRecord {
        let h = scene.hierarchy
        let delivery = scene.tester.deliverTouch(along: [hover.point])
        return EventRecord(
            type: kind, window: hover.pixel, scene: hover.point, hitView: delivery.hitView.map { h[$0].name },
            responderChain: delivery.responderChain.map(h.name(of:)), handledBy: delivery.verdict(in: h).handledBy.map(h.name(of:)),
            audit: overlays.contains(.audit) ? audit.map { audit in AuditHover(audit: audit, state: scene).findings(at: hover.point).map { EventRecord.Finding($0, in: audit.result) } } : nil)
    }

    private func record(_ kind: EventRecord.Kind, _ pixel: PixelPoint, _ point: Point, handledBy: Responder?) -> EventRecord {
        let h = scene.hierarchy
        let hit = touch?.trace.hitView
        return EventRecord(
            type: kind, window: pixel, scene: point, hitView: hit.map { h[$0].name },
            responderChain: hit.map { h.responderChain(from: $0).map(h.name(of:)) } ?? [], handledBy: handledBy.map(h.name(of:)))
    }
}
