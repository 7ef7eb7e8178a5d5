import HitScopeAudit
import HitScopeCore

/// `hitscope audit` as readable text: one block per finding in the form editors and CI logs link to
/// (`file:line: error: message [rule]`, then the view's path and the fix), and a summary line. Every text passes
/// through `terminalSafe`.
public struct AuditTextWriter: Sendable {
    /// Also list every audited view's effective area.
    public var showAreas: Bool

    public init(showAreas: Bool = false) {
        self.showAreas = showAreas
    }

    public func text(_ report: AuditReport) -> String {
        var lines: [String] = []
        for scene in report.scenes {
            if showAreas {
                lines.append("\(terminalSafe(scene.scene)): \(AuditTally.count(scene.targets.count, "view")) audited")
                for target in scene.targets {
                    let approximate = target.approximate ? " (approximate)" : ""
                    let uncertain =
                        target.uncertainties.isEmpty
                        ? "" : ", \(TraceTextFormatter.uncertainLabel.lowercased()) \(AuditWords.area(target.uncertainties.totalArea))"
                    lines.append(
                        "  \(terminalSafe(scene.hierarchy[target.view].name)): effective \(AuditWords.area(target.effectiveArea)) (\(AuditWords.size(target.effectiveWidth, target.effectiveHeight))), drawn \(AuditWords.area(target.drawnArea))\(uncertain)\(approximate)")
                }
            }
            for finding in scene.findings { lines += block(AuditFindingRecord(finding, in: scene)) }
        }
        lines.append(summary(report))
        return lines.joined(separator: "\n")
    }

    private func block(_ finding: AuditFindingRecord) -> [String] {
        let place = terminalSafe(finding.scene) + (finding.line.map { ":\($0)" } ?? "")
        let level = finding.baseline == true ? "baseline \(finding.severity.rawValue)" : finding.severity.rawValue
        var lines = [
            "\(place): \(level): \(terminalSafe(finding.message)) [\(finding.rule.rawValue)]",
            "  view: \(finding.path.map(terminalSafe).joined(separator: " › "))",
            "  fix: \(terminalSafe(finding.fix))",
        ]
        for part in finding.uncertain ?? [] { lines.append("  \(TraceTextFormatter.uncertainLabel): \(terminalSafe(part.text))") }
        if finding.approximate == true {
            lines.append("  approximate: a slanted, circular or rounded edge was followed to \(formatNumber(Auditor.finestStep)) pt")
        }
        return lines
    }

    private func summary(_ report: AuditReport) -> String {
        let findings = report.findings
        let counted = findings.filter { !$0.baseline }
        let audited = report.scenes.reduce(0) { $0 + $1.targets.count }
        let scope = "in \(AuditTally.count(report.scenes.count, "scene")) (\(AuditTally.count(audited, "view")) audited)"
        let accepted = findings.count - counted.count
        var text = "audit: \(AuditTally(counted).text(qualifier: accepted > 0 ? "new " : "")) \(scope)"
        if accepted > 0 { text += "; \(AuditTally.count(accepted, "finding")) accepted by the baseline" }
        return text
    }
}
