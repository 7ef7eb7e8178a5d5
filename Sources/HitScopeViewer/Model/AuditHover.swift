import HitScopeCore
import HitScopeAudit
import HitScopeRender

/// Which of the audit's views a point of the drawing is about: the view whose effective touch area holds it
/// (the engine's answer, through `AuditRegions`), then every view with findings drawn there, front to back (a
/// view no touch reaches is still drawn, and a person points at it).
struct AuditHover {
    let regions: AuditRegions
    let state: SceneState

    func views(at point: Point) -> [ViewID] {
        var views = regions.subject(at: point).map { [$0] } ?? []
        for id in state.drawnViews.viewsDrawn(at: point) where !views.contains(id) && regions.worst(id) != nil {
            views.append(id)
        }
        return views
    }

    /// The findings about those views, view by view.
    func findings(at point: Point) -> [AuditFinding] {
        views(at: point).flatMap(regions.findings(of:))
    }
}
