import HitScopeAudit
import HitScopeCore

extension Auditor {
    /// Audits `scene` (`audit(_:file:)`) and proves its findings' fixes on copies of the whole scene
    /// (`AuditSceneResult.provingFixes(in:)`): the audit every edge shows (the CLI, the report and the gallery, the
    /// viewer, HitScopeKit).
    public func auditProvingFixes(_ scene: Scene, file: String) async -> AuditSceneResult {
        await audit(scene, file: file).provingFixes(in: scene)
    }
}

extension AuditSceneResult {
    /// The findings with their fixes proven on copies of the whole scene, as `why` proves them (`WholeSceneFixes`:
    /// each change compared with the scene once), in the audit's order, within the budget a page has
    /// (`WholeSceneFixes.changeBudget`): a finding whose fix gets a view a tap (`AuditFix.askWhy`) gets the fixes
    /// ranked with their costs, or that none is needed or none does it (`AuditFix.ranked`); an enlarged hit area
    /// (`AuditFix.enlargeHitArea`) gets what the view gains and what it costs the others; a goal (`AuditFix.goal`:
    /// enabling a control, a recognizer that stops cancelling, settling an unsettled question) gets the changes that
    /// meet it, ranked with their costs. Past the budget a finding
    /// keeps the `hitscope why` command that proves its fixes, and an enlargement says it was not checked: never a fix
    /// checked on less than the whole scene. `scene` is the audited one; `changeBudget`: the scene's (nil) or another,
    /// for tests.
    public func provingFixes(in scene: Scene, changeBudget: Int? = nil) -> AuditSceneResult {
        let budget = changeBudget ?? WholeSceneFixes.changeBudget(views: hierarchy.count)
        guard budget > 0, !findings.isEmpty else { return self }
        var fixes = WholeSceneFixes(scene: scene)
        var result = self
        for index in result.findings.indices where fixes.comparedChanges < budget {
            switch result.findings[index].fix {
            case .askWhy(let view, let point):
                result.findings[index].fix = .ranked(fixes.rank(for: view, fingers: [.tap(at: point)]), target: view)
            case .enlargeHitArea(let minimum, nil):
                guard let checked = fixes.check(enlarging: result.findings[index].view, to: minimum) else { continue }
                result.findings[index].fix = .enlargeHitArea(minimum: minimum, checked: CheckedEnlargement(fix: checked.fix, gained: checked.gained))
            case .goal(let goal, let point, nil):
                result.findings[index].fix = .goal(goal, at: point, proven: fixes.prove(goal, at: point))
            default:
                continue
            }
        }
        return result
    }
}
