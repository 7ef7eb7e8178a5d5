import HitScopeCore
import HitScopeAudit
import HitScopeOutput
import HitScopeRender

/// The words of the side panel's audit section, wrapped to its width: the audit's summary in the header, and the
/// findings (message and fix, the audit's own words) of the views under the pointer (`AuditHover`).
struct AuditPanelContent: Hashable, Sendable {
    struct Line: Hashable, Sendable {
        let text: String
        let indent: Double
        let bold: Bool
        /// The severity whose mark starts the line (a finding's first line).
        let mark: AuditSeverity?
    }

    let title: String
    let lines: [Line]

    init(state: ViewerState, width: Int) {
        let usable = Double(width) - 20
        guard let audit = state.audit else {
            title = "Audit — auditing…"
            lines = Self.wrap("The audit runs in the background; the drawing stays live.", width: usable, indent: 0)
            return
        }
        let tally = audit.tally
        title = "Audit — \(tally.errors) \(AuditSeverity.error.symbol) · \(tally.warnings) \(AuditSeverity.warning.symbol) · \(AuditTally.count(audit.result.targets.count, "view"))"
        guard let hover = state.hover else {
            lines = Self.wrap("Point at a view to read its findings: message and fix.", width: usable, indent: 0)
            return
        }
        let h = state.scene.hierarchy
        var lines: [Line] = []
        let words = AuditWords(audit.result)
        for id in AuditHover(audit: audit, state: state.scene).views(at: hover.point) {
            let name = terminalSafe(h[id].name)
            let findings = audit.findings(of: id)
            if findings.isEmpty, let target = audit.target(of: id) {
                let size = "\(formatNumber(target.effectiveWidth))×\(formatNumber(target.effectiveHeight)) pt"
                lines += Self.wrap("✓ \(name): no findings (touches in \(size), \(formatNumber(target.effectiveArea)) pt²)", width: usable, indent: 0)
            }
            for finding in findings {
                let symbol = finding.severity.symbol
                lines += Self.wrap("\(symbol) \(finding.rule.rawValue) — \(name)", width: usable, indent: 0, bold: true, mark: finding.severity)
                lines += Self.wrap(terminalSafe(words.message(finding)), width: usable - 12, indent: 12)
                lines += Self.wrap("Fix: \(terminalSafe(words.fix(finding)))", width: usable - 12, indent: 12)
                for part in words.uncertainties(finding) {
                    lines += Self.wrap("\(TraceTextFormatter.uncertainLabel): \(terminalSafe(part))", width: usable - 12, indent: 12)
                }
            }
        }
        self.lines = lines.isEmpty ? Self.wrap("Nothing the audit is about here.", width: usable, indent: 0) : lines
    }

    private static func wrap(_ text: String, width: Double, indent: Double, bold: Bool = false, mark: AuditSeverity? = nil) -> [Line] {
        TextWrap.lines(text, size: SidePanelContent.textSize, width: width, indent: 12).enumerated().map { index, piece in
            Line(text: piece, indent: indent + (index == 0 ? 0 : 12), bold: bold, mark: index == 0 ? mark : nil)
        }
    }
}
