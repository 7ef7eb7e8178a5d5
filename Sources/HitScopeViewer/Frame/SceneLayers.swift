import HitScopeCore
import HitScopeRender

/// The scene's two layers: what changes only with the scene, the overlays, the touch or the zoom (cached), and
/// the marks that follow the pointer and the current step (drawn every frame, a few items).
struct SceneLayers {
    let state: ViewerState

    private var hidden: Set<Overlay> { Set(Overlay.allCases).subtracting(state.overlays) }

    /// The drawing's layers in the report's order: the scene, the touch-area map when shown, the touch's trace,
    /// then what the drawing puts on top of everything (names); the skipped views and the audit's badges last when
    /// shown (the audit's tinted areas go over the scene, under the touch's trace).
    func sceneItems() -> [DisplayItem] {
        let drawing = state.scene.drawing
        var items: [DisplayItem] = []
        for layer in drawing.base.layers {
            items += layer.hiding(hidden).fading(state.screenshotFade).items
            guard layer.kind == .scene else { continue }
            if state.overlays.contains(.touchAreas), let grid = state.touchGrid {
                items += drawing.touchAreaLayer(grid).items
            }
            if let audit = shownAudit { items += TargetMarksDrawing(drawing: drawing, scale: state.viewport.scale).areas(audit.marks) }
            if let touch = state.touch {
                items += drawing.tapLayer(touch.trace).hiding(hidden).items
            }
        }
        if state.overlays.contains(.skippedViews) {
            items += Highlights(drawing: drawing, scale: state.viewport.scale).skippedViews()
        }
        if let audit = shownAudit { items += TargetMarksDrawing(drawing: drawing, scale: state.viewport.scale).badges(audit.marks) }
        return items
    }

    /// The audit, when its overlay is shown and the audit of the current scene is done.
    private var shownAudit: AuditOverlay? { state.overlays.contains(.audit) ? state.audit : nil }

    /// The current step, the selection and the hover marks.
    func markItems() -> [DisplayItem] {
        let drawing = state.scene.drawing
        let highlights = Highlights(drawing: drawing, scale: state.viewport.scale)
        var items: [DisplayItem] = []
        if let step = state.step, let touch = state.touch, let summary = state.side.summary, step < summary.steps.count {
            let view = summary.steps[step].view
            items += highlights.step(view: view, outcome: summary.outcome(ofStep: step))
            let visit = summary.visits.last { $0.view == view && $0.step <= step }
            if let visit, state.overlays.contains(.badges) {
                for case .badge(let badge) in drawing.tapLayer(touch.trace).items {
                    if case .visit(_, let badgeStep, _)? = badge.subject, badgeStep == visit.step { items.append(highlights.ring(around: badge)) }
                }
            }
        }
        if let selection = state.selection { items += highlights.selection(selection) }
        if let hover = state.hover { items += highlights.hover(hitView: hover.hitView, drawnView: hover.drawnView) }
        return items
    }
}
