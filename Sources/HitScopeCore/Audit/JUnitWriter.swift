/// `hitscope audit --format junit`: JUnit XML for CI test views. One test suite per scene and one test case per
/// audited view (and per other view with findings, such as an overlay): an error fails the test case, warnings are
/// its output, findings a baseline accepted skip it. Every text is escaped for XML.
public struct JUnitWriter: Sendable {
    public init() {}

    public func xml(_ report: AuditReport) -> String {
        var suites: [String] = []
        var totals = (tests: 0, failures: 0, skipped: 0)
        for scene in report.scenes {
            var names = scene.targets.map(\.path)
            for finding in scene.findings where !names.contains(finding.path) { names.append(finding.path) }
            var cases: [String] = []
            var counts = (failures: 0, skipped: 0)
            for path in names {
                let findings = scene.findings.filter { $0.path == path }
                let (text, outcome) = testCase(scene.scene, path, findings)
                cases.append(text)
                if outcome == .failure { counts.failures += 1 }
                if outcome == .skipped { counts.skipped += 1 }
            }
            totals = (totals.tests + names.count, totals.failures + counts.failures, totals.skipped + counts.skipped)
            suites.append(
                "  <testsuite name=\"\(escape(scene.scene))\" tests=\"\(names.count)\" failures=\"\(counts.failures)\" errors=\"0\" skipped=\"\(counts.skipped)\">\n"
                    + cases.joined() + "  </testsuite>\n")
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"hitscope audit\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" errors=\"0\" skipped=\"\(totals.skipped)\">\n"
            + suites.joined() + "</testsuites>"
    }

    private enum Outcome { case passed, failure, skipped }

    private func testCase(_ scene: String, _ path: [String], _ findings: [AuditFinding]) -> (String, Outcome) {
        let open = "    <testcase classname=\"\(escape(scene))\" name=\"\(escape(path.joined(separator: " › ")))\""
        let counted = findings.filter { $0.baseline != true }
        let body = counted.map { escape("\($0.severity.rawValue) \($0.rule.rawValue): \($0.message)") + "\n" + escape("fix: \($0.fix)") }
            .joined(separator: "\n\n")
        if let error = counted.first(where: { $0.severity == .error }) {
            return (
                open + ">\n      <failure type=\"\(error.rule.rawValue)\" message=\"\(escape(error.message))\">\(body)</failure>\n    </testcase>\n",
                .failure
            )
        }
        if !counted.isEmpty { return (open + ">\n      <system-out>\(body)</system-out>\n    </testcase>\n", .passed) }
        if !findings.isEmpty {
            return (open + ">\n      <skipped message=\"accepted by the baseline\"/>\n    </testcase>\n", .skipped)
        }
        return (open + "/>\n", .passed)
    }

    /// Text for XML 1.0 content and attribute values: line breaks, terminal controls and characters XML cannot hold
    /// become `\u{…}`; `& < > " '` become entities.
    func escape(_ text: String) -> String {
        var result = ""
        for scalar in terminalSafe(text).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\u{FFFE}", "\u{FFFF}": result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
