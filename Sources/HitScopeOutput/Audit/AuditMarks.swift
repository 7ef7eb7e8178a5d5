import HitScopeAudit
import HitScopeCore
import HitScopeRender

extension TargetMarks {
    /// The audit's marks for a drawing: every audited view and every view with a finding, at its worst severity,
    /// badged ✖ (errors) or ⚠ (warnings only) with the names of its rules; laid over `map`, the touch-area map of
    /// the audited scene.
    public init(audit result: AuditSceneResult, map: TouchAreaMap) {
        var marks: [ViewID: Mark] = [:]
        for target in result.targets { marks[target.view] = Mark(level: nil, badge: nil) }
        for (view, findings) in result.findingsByView {
            let worst = findings.map(\.severity).max()
            var rules: [String] = []
            for finding in findings where !rules.contains(finding.rule.rawValue) { rules.append(finding.rule.rawValue) }
            let badge = worst.map { "\($0.symbol) " + rules.joined(separator: " · ") }
            marks[view] = Mark(level: worst.map { $0 == .error ? .error : .warning }, badge: badge)
        }
        self.init(marks, map: map, hierarchy: result.hierarchy)
    }
}
