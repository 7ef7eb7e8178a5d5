import HitScopeCore
import HitScopeDiff
import HitScopeRender

/// `hitscope diff --format junit`: JUnit XML for CI test views. One test suite per file and one test case per touch
/// target and per touch of the scenes: a change at `failOn` or worse fails its case, as it fails the run (exit 1);
/// other changes are its output; changes a baseline accepted skip it. Built as `Markup`, escaped by the reports'
/// writer.
public struct DiffJUnitWriter: Sendable {
    public let failOn: DiffFailLevel

    public init(failOn: DiffFailLevel) {
        self.failOn = failOn
    }

    public func xml(_ report: DiffReport) -> String {
        var suites: [Markup] = []
        var total = JUnitCounts()
        for file in report.files {
            var counts = JUnitCounts()
            var cases: [Markup] = []
            let subjects =
                file.views.map { (name: $0.path.joined(separator: " › "), level: $0.level, baseline: $0.baseline, text: Self.text($0)) }
                + file.touches.map(TouchDiffRecord.init).map { (name: $0.touch, level: $0.level, baseline: $0.baseline == true, text: Self.text($0)) }
                + (file.level.map { [(name: "file", level: Optional($0), baseline: false, text: DiffSummary(DiffReport(files: [file])).text)] } ?? [])
            for subject in subjects {
                let (markup, outcome) = testCase(file.file, subject.name, level: subject.level, baseline: subject.baseline, text: subject.text)
                cases += [.text("\n    "), markup]
                counts.add(outcome)
            }
            total.merge(counts)
            suites += [.text("\n  "), .el("testsuite", [("name", terminalSafe(file.file))] + counts.attributes, cases + [.text("\n  ")])]
        }
        let root = Markup.el("testsuites", [("name", "hitscope diff")] + total.attributes, suites + [.text("\n")])
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + MarkupWriter.render(root, html: false) + "\n"
    }

    private static func text(_ view: ViewDiff) -> String {
        ([DiffWords.headline(view)] + view.causes.map { "cause: \(DiffCauseWords($0).text)" }).joined(separator: "\n")
    }

    private static func text(_ touch: TouchDiffRecord) -> String {
        "\(DiffWords.headline(touch))\nbefore: \(touch.verdictBefore)\nnow: \(touch.verdictAfter)"
    }

    private func testCase(_ file: String, _ name: String, level: DiffLevel?, baseline: Bool, text: String) -> (Markup, JUnitOutcome) {
        let attributes = [("classname", terminalSafe(file)), ("name", terminalSafe(name))]
        guard let level else { return (.el("testcase", attributes), .passed) }
        // Line breaks are the writer's own; every text inside a line is made terminal-safe.
        let body = text.split(separator: "\n", omittingEmptySubsequences: false).map { terminalSafe(String($0)) }.joined(separator: "\n")
        let child: Markup
        let outcome: JUnitOutcome
        if baseline {
            child = .el("skipped", [("message", "accepted by the baseline")])
            outcome = .skipped
        } else if failOn.fails(level) {
            child = .el("failure", [("type", level.rawValue), ("message", terminalSafe(text.split(separator: "\n").first.map(String.init) ?? text))], [.text(body)])
            outcome = .failure
        } else {
            child = .el("system-out", [], [.text(body)])
            outcome = .passed
        }
        return (.el("testcase", attributes, [.text("\n      "), child, .text("\n    ")]), outcome)
    }
}
