import HitScopeAudit
import HitScopeCore

/// `hitscope audit --format sarif`: the findings as a SARIF 2.1.0 log (`Sarif`), which code-scanning services
/// read. Each result names its rule, its level, the scene file and the line that declares the view, and the view's
/// path as a logical location; the finding itself rides along in `properties`. Encode it with sorted keys
/// (`JSONText`).
public struct AuditSarifLog: Encodable, Sendable {
    private let log: Sarif.Log<AuditFindingRecord>

    /// The log of one audit; `toolVersion` is hitscope's version.
    public init(_ report: AuditReport, toolVersion: String) {
        let rules = AuditRule.allCases
        let driver = Sarif.Driver(
            name: "hitscope", version: toolVersion,
            rules: rules.map { rule in
                Sarif.Rule(
                    id: rule.rawValue, name: Sarif.pascalCase(rule.rawValue), summary: rule.summary, explanation: rule.explanation,
                    level: rule.defaultSeverity.rawValue)
            })
        let results = AuditDocument(report).findings.map { finding in
            Sarif.Result(
                ruleId: finding.rule.rawValue, ruleIndex: rules.firstIndex(of: finding.rule) ?? 0, level: finding.severity.rawValue,
                message: "\(finding.message). Fix: \(finding.fix).", file: finding.scene, line: finding.line, view: finding.view,
                path: finding.path, baselineState: report.hasBaseline ? (finding.baseline == true ? "unchanged" : "new") : nil,
                properties: finding)
        }
        log = Sarif.Log(driver: driver, results: results)
    }

    public func encode(to encoder: any Encoder) throws {
        try log.encode(to: encoder)
    }
}
