import HitScopeAudit
import HitScopeCore
import HitScopeReport
import HitScopeScene

/// A scene's touch-target audit: effective touch areas computed by the engine, and the findings (docs/audit.md).
public struct SceneAudit: Sendable {
    let result: AuditSceneResult

    /// The findings, in the order `hitscope audit` lists them.
    public var findings: [AuditFinding] { result.findings }

    /// The audit as `hitscope audit` prints it.
    public var text: String { AuditTextWriter().text(AuditReport(scenes: [result])) }

    /// The audit as `hitscope audit --format json` writes it: versioned, sorted keys, usable as a baseline.
    public var json: String { JSONText.pretty(AuditReport(scenes: [result]).document) }

    /// Whether a finding at `level` or worse remains: what `hitscope audit --fail-on LEVEL` exits 1 for.
    public func fails(at level: AuditSeverity) -> Bool { AuditReport(scenes: [result]).fails(at: level) }
}

extension HitScene {
    /// Audits every control, view that handles touches and redirect target of the scene, as `hitscope audit`.
    ///
    /// - Parameter minimumSize: the smallest touch target the audit accepts (Apple's 44 × 44 points by default).
    /// - Throws: ``HitScopeError`` when the scene is too large to audit.
    public func audit(minimumSize: Size = AuditOptions.humanInterfaceMinimum) async throws(HitScopeError) -> SceneAudit {
        if let refusal = AuditLimit.refusal(scene) {
            throw HitScopeError(SceneError(file: file, line: 0, column: 0, message: refusal.message, hint: refusal.hint))
        }
        return SceneAudit(result: await Auditor(options: AuditOptions(minimumSize: minimumSize)).audit(scene, file: file))
    }
}
