import HitScopeAudit
import HitScopeCore
import HitScopeOutput
import HitScopeRender

/// The report's audit section: the findings `hitscope audit` computed for the scene, each linked to its view in
/// the drawing (hovering or focusing a finding outlines the view, as the trace steps do).
struct AuditMarkup {
    let audit: AuditSceneResult

    /// "2 errors, 1 warning" or "no findings".
    var summary: String { AuditTally(audit.findings).text() }

    var markup: Markup {
        var children: [Markup] = [
            .el("h2", [("id", "audit-title")], [.text("Touch-target audit")]),
            .el("p", [], [
                .text(
                    "\(AuditTally.count(audit.targets.count, "view")) audited (controls, views that handle touches, redirect targets): \(summary). "
                        + "Areas are exact, computed by the engine from where touches really go (hitscope audit)."),
            ]),
        ]
        if !audit.findings.isEmpty {
            children.append(.el("ol", [("class", "findings")], audit.findings.map { item($0.view, AuditFindingRecord($0, in: audit)) }))
        }
        if !audit.targets.isEmpty { children.append(areas) }
        return .el("section", [("id", "audit"), ("class", "panel audit"), ("aria-labelledby", "audit-title")], children)
    }

    private func item(_ id: ViewID, _ finding: AuditFindingRecord) -> Markup {
        .el("li", [("class", "finding \(finding.severity.rawValue)"), ("data-view", "\(id.index)"), ("tabindex", "0")], [
            .el("span", [("class", "severity")], [.text("\(finding.severity.symbol) \(finding.severity.rawValue)")]),
            .text(" "),
            .el("code", [], [.text(finding.rule.rawValue)]),
            .text(" · "),
            .el("span", [("class", "mono")], [.text(terminalSafe(finding.path.joined(separator: " › ")))]),
            finding.line.map { .text(" · line \($0)") } ?? .fragment([]),
            .el("p", [], [.text(terminalSafe(finding.message))]),
            .el("p", [("class", "fix")], [.el("strong", [], [.text("Fix: ")]), .text(terminalSafe(finding.fix))]),
            .fragment(
                (finding.uncertain ?? []).map { part -> Markup in
                    .el("p", [("class", "uncertain")], [.el("strong", [], [.text("\(TraceTextFormatter.uncertainLabel): ")]), .text(terminalSafe(part.text))])
                }),
        ])
    }

    /// ", 1,024 uncertain" when part of the view's touch area depends on an unsettled question.
    private func uncertain(_ target: AuditTarget) -> String {
        target.uncertainties.isEmpty ? "" : ", \(formatNumber(target.uncertainties.totalArea)) \(TraceTextFormatter.uncertainLabel.lowercased())"
    }

    /// Every audited view's effective and drawn area, in a table.
    private var areas: Markup {
        let header = Markup.el("tr", [], ["view", "effective area (pt²)", "effective size (pt)", "drawn area (pt²)"].map {
            .el("th", [("scope", "col")], [.text($0)])
        })
        let rows: [Markup] = audit.targets.map { target in
            .el("tr", [("data-view", "\(target.view.index)")], [
                .el("th", [("scope", "row"), ("class", "mono")], [.text(terminalSafe(audit.hierarchy[target.view].name))]),
                .el("td", [], [.text(formatNumber(target.effectiveArea) + (target.approximate ? " ≈" : "") + uncertain(target))]),
                .el("td", [], [.text("\(formatNumber(target.effectiveWidth))×\(formatNumber(target.effectiveHeight))")]),
                .el("td", [], [.text(formatNumber(target.drawnArea))]),
            ])
        }
        return .el("details", [], [
            .el("summary", [], [.text("Effective touch areas")]),
            .el("table", [("class", "areas")], [.el("thead", [], [header]), .el("tbody", [], rows)]),
        ])
    }
}
