import HitScopeAudit
import HitScopeCore
import HitScopeDiff
import HitScopeOutput
import HitScopeScene

/// A scene's touch-target audit: effective touch areas computed by the engine, and the findings (docs/audit.md).
public struct SceneAudit: Sendable {
    let result: AuditSceneResult

    /// The findings, in the order `hitscope audit` lists them.
    public var findings: [SceneFinding] {
        let words = AuditWords(result)
        return result.findings.map { SceneFinding($0, in: result.hierarchy, words: words) }
    }

    /// The audit as `hitscope audit` prints it.
    public var text: String { AuditTextWriter().text(AuditReport(scenes: [result])) }

    /// The audit as `hitscope audit --format json` writes it: versioned, sorted keys, usable as a baseline.
    public var json: String { JSONText.pretty(AuditDocument(AuditReport(scenes: [result]))) }

    /// Whether a finding at `level` or worse remains: what `hitscope audit --fail-on LEVEL` exits 1 for.
    public func fails(at level: AuditSeverity) -> Bool { AuditReport(scenes: [result]).fails(at: level) }
}

/// One finding of an audit: the view it is about, the rule, how bad, and what to do, in the audit's words.
public struct SceneFinding: Hashable, Sendable {
    /// The view the finding is about.
    public let view: SceneView
    /// The rule (`unreachable`, `too-small`, …, docs/audit.md).
    public let rule: AuditRule
    public let severity: AuditSeverity
    /// What is wrong, with its numbers, as `hitscope audit` says it.
    public let message: String
    /// The fix, as `hitscope audit` says it: the best fix proven on a copy of the whole scene with what else it changes
    /// there, in the same sentence ("…; this also turns off dismissVeilTap (tap) on loadingVeil"), or that no change
    /// does it; past the audit's budget of changes compared with the scene, the `hitscope why` command that proves it.
    public let fix: String
    /// The changes proven on a copy of the whole scene, best first, each with what else it changes there; empty when
    /// none was proven (``fix`` says why).
    public let fixes: [ProvenFix]
    /// Points² whose touches reach the view, where the rule measures it.
    public let effectiveArea: Double?
    /// Points² where the view is drawn, where the rule measures it.
    public let drawnArea: Double?
    /// Whether a slanted, circular or rounded edge makes the numbers approximate (to 0.25 point).
    public let approximate: Bool
    /// The parts of the view's touch area whose answer depends on an unsettled question about UIKit, as
    /// `hitscope audit` says them ("1,024 pt² around (46, 125): UIKit's answer here is uncertain: …"); empty where
    /// the answer is sure.
    public let uncertain: [String]

    init(_ finding: AuditFinding, in hierarchy: ViewHierarchy, words: AuditWords) {
        let record = AuditFindingRecord(finding, in: words.result)
        view = SceneView(finding.view, in: hierarchy)
        rule = finding.rule
        severity = finding.severity
        message = record.message
        fix = record.fix
        fixes = (record.fixes ?? []).map(ProvenFix.init)
        effectiveArea = record.effectiveArea
        drawnArea = record.drawnArea
        approximate = finding.approximate
        uncertain = record.uncertain?.map(\.text) ?? []
    }
}

extension HitScene {
    /// Audits every control, view that handles touches and redirect target of the scene, as `hitscope audit`: its
    /// findings' fixes proven on a copy of the whole scene.
    ///
    /// - Parameter minimumSize: the smallest touch target the audit accepts (Apple's 44 × 44 points by default).
    /// - Throws: ``HitScopeError`` when the scene is too large to audit.
    public func audit(minimumSize: Size = AuditOptions.humanInterfaceMinimum) async throws(HitScopeError) -> SceneAudit {
        if let refusal = AuditLimit.refusal(scene) {
            throw HitScopeError(SceneError(file: file, line: 0, column: 0, message: refusal.message, hint: refusal.hint))
        }
        return SceneAudit(result: await Auditor(options: AuditOptions(minimumSize: minimumSize)).auditProvingFixes(scene, file: file))
    }
}
