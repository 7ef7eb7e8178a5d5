import HitScopeAudit
import HitScopeCore
import HitScopeRender

/// Which of the audit's views a point of the drawing is about: the view whose effective touch area holds it
/// (the engine's answer, through `TargetMarks`), then every view with findings drawn there, front to back (a
/// view no touch reaches is still drawn, and a person points at it).
struct AuditHover {
    let audit: AuditOverlay
    let state: SceneState

    func views(at point: Point) -> [ViewID] {
        var views = audit.marks.subject(at: point).map { [$0] } ?? []
        for id in state.drawnViews.viewsDrawn(at: point) where !views.contains(id) && audit.marks.level(id) != nil {
            views.append(id)
        }
        return views
    }

    /// The findings about those views, view by view.
    func findings(at point: Point) -> [AuditFinding] {
        views(at: point).flatMap(audit.findings(of:))
    }
}
