import HitScopeAudit
import HitScopeCore
import HitScopeRender

/// `hitscope audit --format junit`: JUnit XML for CI test views. One test suite per scene and one test case per
/// audited view (and per other view with findings, such as an overlay): a finding at `failOn` or worse fails the
/// test case, as it fails the run (exit 1), other findings are its output, findings a baseline accepted skip it.
/// Built as `Markup`, so every text is escaped for XML by the same writer as the reports (terminal controls spelled
/// out first).
public struct AuditJUnitWriter: Sendable {
    /// The level at which findings fail, as `--fail-on`: nil (never) makes every finding output only.
    public let failOn: AuditSeverity?

    /// A writer whose failures are the findings at `failOn` or worse, those that make `hitscope audit` exit 1.
    public init(failOn: AuditSeverity?) {
        self.failOn = failOn
    }

    public func xml(_ report: AuditReport) -> String {
        var suites: [Markup] = []
        var totals = JUnitCounts()
        for scene in report.scenes {
            let hierarchy = scene.hierarchy
            var views = scene.targets.map(\.view)
            for finding in scene.findings where !views.contains(finding.view) { views.append(finding.view) }
            var counts = JUnitCounts()
            var cases: [Markup] = []
            let records = scene.findings.map { ($0, AuditFindingRecord($0, in: scene)) }
            for view in views {
                let path = hierarchy.path(to: view).map { hierarchy[$0].name }
                let (markup, outcome) = testCase(scene.scene, path, records.filter { $0.0.view == view })
                cases += [.text("\n    "), markup]
                counts.add(outcome)
            }
            totals.merge(counts)
            suites += [.text("\n  "), .el("testsuite", [("name", terminalSafe(scene.scene))] + counts.attributes, cases + [.text("\n  ")])]
        }
        let root = Markup.el("testsuites", [("name", "hitscope audit")] + totals.attributes, suites + [.text("\n")])
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + MarkupWriter.render(root, html: false)
    }

    private func testCase(_ scene: String, _ path: [String], _ findings: [(AuditFinding, AuditFindingRecord)]) -> (Markup, JUnitOutcome) {
        let attributes = [("classname", terminalSafe(scene)), ("name", terminalSafe(path.joined(separator: " › ")))]
        let counted = findings.filter { !$0.0.baseline }
        // Line breaks are the writer's own; every text inside a line is made terminal-safe.
        let body = counted.map { "\($0.1.severity.rawValue) \($0.1.rule.rawValue): \(terminalSafe($0.1.message))\nfix: \(terminalSafe($0.1.fix))" }
            .joined(separator: "\n\n")
        let child: Markup
        let outcome: JUnitOutcome
        if let failOn, let failing = counted.first(where: { $0.0.counts(at: failOn) })?.1 {
            child = .el("failure", [("type", failing.rule.rawValue), ("message", terminalSafe(failing.message))], [.text(body)])
            outcome = .failure
        } else if !counted.isEmpty {
            child = .el("system-out", [], [.text(body)])
            outcome = .passed
        } else if !findings.isEmpty {
            child = .el("skipped", [("message", "accepted by the baseline")])
            outcome = .skipped
        } else {
            return (.el("testcase", attributes), .passed)
        }
        return (.el("testcase", attributes, [.text("\n      "), child, .text("\n    ")]), outcome)
    }
}
