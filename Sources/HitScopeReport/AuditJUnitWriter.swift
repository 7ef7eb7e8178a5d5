import HitScopeCore
import HitScopeAudit
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
            var paths = scene.targets.map(\.path)
            for finding in scene.findings where !paths.contains(finding.path) { paths.append(finding.path) }
            var counts = JUnitCounts()
            var cases: [Markup] = []
            for path in paths {
                let (markup, outcome) = testCase(scene.scene, path, scene.findings.filter { $0.path == path })
                cases += [.text("\n    "), markup]
                counts.add(outcome)
            }
            totals.merge(counts)
            suites += [.text("\n  "), .el("testsuite", [("name", terminalSafe(scene.scene))] + counts.attributes, cases + [.text("\n  ")])]
        }
        let root = Markup.el("testsuites", [("name", "hitscope audit")] + totals.attributes, suites + [.text("\n")])
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + MarkupWriter.render(root, html: false)
    }

    private func testCase(_ scene: String, _ path: [String], _ findings: [AuditFinding]) -> (Markup, JUnitOutcome) {
        let attributes = [("classname", terminalSafe(scene)), ("name", terminalSafe(path.joined(separator: " › ")))]
        let counted = findings.filter { $0.baseline != true }
        // Line breaks are the writer's own; every text inside a line is made terminal-safe.
        let body = counted.map { "\($0.severity.rawValue) \($0.rule.rawValue): \(terminalSafe($0.message))\nfix: \(terminalSafe($0.fix))" }
            .joined(separator: "\n\n")
        let child: Markup
        let outcome: JUnitOutcome
        if let failOn, let failing = counted.first(where: { $0.counts(at: failOn) }) {
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
