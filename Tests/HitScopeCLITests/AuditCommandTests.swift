import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing
import HitScopeTestSupport

/// `hitscope audit` end to end: golden outputs, SARIF against its schema, exit codes, baselines.
struct AuditCommandTests {
    /// The examples with findings of every kind, audited from the repository so that paths print relative.
    static let auditExamples = ["audit-gesture-taps", "audit-touch-sizes", "audit-unreachable", "seed001-child-outside-parent"]

    private func audit(_ arguments: [String]) throws -> CLI.Result {
        try CLI.run(["audit"] + arguments, directory: Examples.repository)
    }

    private func relative(_ example: String) -> String { "Resources/Examples/\(example).yaml" }

    private func expectGolden(_ name: String, _ output: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try fixtures.check(output, against: "audit/\(name)", sourceLocation: sourceLocation)
    }

    @Test("Text (with --areas) and JSON of the audit examples match their golden files", arguments: auditExamples)
    func goldens(_ example: String) throws {
        let text = try audit([relative(example), "--areas"])
        #expect(text.status == 0, "findings alone never fail without --fail-on: \(text.stderr)")
        try expectGolden("\(example).txt", text.stdout)
        let json = try audit([relative(example), "--format", "json"])
        try expectGolden("\(example).json", json.stdout)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["formatVersion"] as? Int == 1)
        for finding in object?["findings"] as? [[String: Any]] ?? [] {
            for key in ["view", "path", "rule", "severity", "message", "fix", "scene", "line"] {
                #expect(finding[key] != nil, "\(key) in \(finding)")
            }
        }
    }

    @Test("SARIF and JUnit of several scenes at once match their golden files")
    func ciFormats() throws {
        let scenes = Self.auditExamples.map(relative)
        try expectGolden("examples.sarif", try audit(scenes + ["--format", "sarif"]).stdout)
        try expectGolden("examples.junit.xml", try audit(scenes + ["--format", "junit", "--fail-on", "error"]).stdout)
    }

    private func validateSARIF(_ files: [String]) throws -> (status: Int32, output: String) {
        try SchemaTests.validate("sarif-2.1.0", files)
    }

    @Test("SARIF of every example, with and without a baseline, validates against the SARIF 2.1.0 schema")
    func sarifSchema() throws {
        var files: [String] = []
        for example in Examples.all {
            let result = try audit([relative(example), "--format", "sarif"])
            #expect(result.status == 0)
            files.append(try temporaryFile(result.stdout, suffix: ".sarif"))
        }
        let baseline = try temporaryFile(try audit([relative("audit-touch-sizes"), "--format", "json"]).stdout, suffix: ".json")
        let withBaseline = try audit([relative("audit-touch-sizes"), relative("audit-unreachable"), "--format", "sarif", "--baseline", baseline])
        #expect(withBaseline.stdout.contains("\"baselineState\" : \"unchanged\"") && withBaseline.stdout.contains("\"baselineState\" : \"new\""))
        files.append(try temporaryFile(withBaseline.stdout, suffix: ".sarif"))
        let valid = try validateSARIF(files)
        #expect(valid.status == 0, "\(valid.output)")
        #expect(valid.output.split(separator: "\n").count == files.count)
        // The check can fail: a log without its version is not SARIF.
        let broken = try temporaryFile(withBaseline.stdout.replacingOccurrences(of: "\"version\" : \"2.1.0\"", with: "\"version\" : \"2\""), suffix: ".sarif")
        #expect(try validateSARIF([broken]).status == 1)
    }

    @Test("JUnit XML is well-formed: a test case per audited or flagged view, failing when it has a finding at --fail-on")
    func junitParses() throws {
        let result = try audit([relative("audit-touch-sizes"), "--format", "junit", "--fail-on", "error"])
        #expect(result.status == 1)
        let document = try XMLDocument(data: Data(result.stdout.utf8))
        // Five audited buttons and the toast; closeButton, likeButton, minusButton and toast have errors.
        #expect(try document.nodes(forXPath: "//testcase").count == 6)
        #expect(try document.nodes(forXPath: "//failure").count == 4)
        #expect(try document.nodes(forXPath: "/testsuites[@failures='4']").count == 1)
        #expect(try document.nodes(forXPath: "//testcase[@name='window › root › plusButton']/system-out").count == 1)
    }

    /// A scene whose one finding is a warning: a disabled button.
    static func warningsOnlyScene() throws -> String {
        try temporaryFile("""
            windows:
              - name: w
                views:
                  - { name: sendButton, class: UIButton, frame: [10, 10, 100, 44], enabled: false }
            """, suffix: ".yaml")
    }

    @Test("JUnit agrees with the exit status: failures are the findings at --fail-on or worse, none without it")
    func junitAgreesWithExitStatus() throws {
        let warningsOnly = try Self.warningsOnlyScene()
        for (failOn, status, failures) in [([String](), Int32(0), 0), (["--fail-on", "error"], 0, 0), (["--fail-on", "warning"], 1, 1)] {
            let result = try audit([warningsOnly, "--format", "junit"] + failOn)
            #expect(result.status == status, "\(failOn)")
            let document = try XMLDocument(data: Data(result.stdout.utf8))
            #expect(try document.nodes(forXPath: "//failure").count == failures, "\(failOn)")
            #expect(try document.nodes(forXPath: "/testsuites[@failures='\(failures)']").count == 1, "\(failOn)")
        }
        let errors = try audit([relative("audit-touch-sizes"), "--format", "junit"])
        #expect(errors.status == 0)
        #expect(try XMLDocument(data: Data(errors.stdout.utf8)).nodes(forXPath: "//failure").isEmpty)
    }

    @Test("--fail-on: exit 1 only when findings at that level or worse remain")
    func failOn() throws {
        let warningsOnly = try Self.warningsOnlyScene()
        #expect(try audit([warningsOnly]).status == 0)
        #expect(try audit([warningsOnly, "--fail-on", "error"]).status == 0)
        #expect(try audit([warningsOnly, "--fail-on", "warning"]).status == 1)
        #expect(try audit([relative("seed003-bigger-hit-area"), "--fail-on", "error"]).status == 1)
        #expect(try audit([relative("seed003-tab-bar-centre-button"), "--fail-on", "warning"]).status == 0)
        for level in ["info", "errors"] {
            let usage = try audit([warningsOnly, "--fail-on", level])
            #expect(usage.status == 64 && usage.stderr.contains("--fail-on"), "a usage error, not findings: \(level)")
        }
    }

    @Test("--baseline accepts the findings it holds (same scene, path and rule) and only those")
    func baseline() throws {
        let scene = relative("audit-touch-sizes")
        let known = try audit([scene, "--format", "json"])
        let baseline = try temporaryFile(known.stdout, suffix: ".json")
        let accepted = try audit([scene, "--baseline", baseline, "--fail-on", "warning"])
        #expect(accepted.status == 0, "\(accepted.stdout)")
        #expect(accepted.stdout.hasSuffix("audit: no new findings in 1 scene (5 views audited); 7 findings accepted by the baseline\n"))
        // Another scene's findings with the same view paths are not accepted.
        let other = try audit([relative("seed003-bigger-hit-area"), "--baseline", baseline, "--fail-on", "error"])
        #expect(other.status == 1)
        let json = try audit([scene, "--baseline", baseline, "--format", "json"])
        #expect(json.stdout.components(separatedBy: "\"baseline\" : true").count - 1 == 7)
    }

    @Test("A baseline that is not one, or of another version, is bad input: exit 2 with the file and what to do")
    func badBaseline() throws {
        let scene = relative("audit-touch-sizes")
        let prose = try temporaryFile("my findings\n", suffix: ".json")
        let notJSON = try audit([scene, "--baseline", prose])
        #expect(notJSON.status == 2)
        #expect(notJSON.stderr.hasPrefix("\(prose): not an audit baseline (not JSON)"))
        #expect(notJSON.stderr.contains("pass a file written by hitscope audit --format json"))
        let future = try temporaryFile("{\"formatVersion\": 2, \"findings\": []}", suffix: ".json")
        let version = try audit([scene, "--baseline", future])
        #expect(version.status == 2 && version.stderr.contains("audit baseline format version 2 is not supported"))
        let missing = try audit([scene, "--baseline", "/nonexistent/baseline.json"])
        #expect(missing.status == 2 && missing.stderr.hasPrefix("/nonexistent/baseline.json: "))
    }

    @Test("--min-size takes 48, 48x40, 48×40 or 48,40, and refuses what is not a positive size")
    func minimumSize() throws {
        let scene = relative("seed003-bigger-hit-area")
        #expect(try audit([scene, "--min-size", "20"]).stdout.hasSuffix("audit: no findings in 1 scene (2 views audited)\n"))
        for size in ["48", "48x40", "48×40", "48,40"] {
            let result = try audit([scene, "--min-size", size, "--format", "json"])
            #expect(result.status == 0)
            #expect(result.stdout.contains("\"minimumWidth\" : 48"), "\(size)")
        }
        for bad in ["0", "-44", "nan", "44x", "inf"] {
            #expect(try audit([scene, "--min-size", bad]).status == 64, "\(bad)")
        }
    }

    @Test("Byte-identical output run to run")
    func deterministic() throws {
        let scenes = Self.auditExamples.map(relative)
        for format in ["text", "json", "sarif", "junit"] {
            #expect(try audit(scenes + ["--format", format]).stdout == (try audit(scenes + ["--format", format]).stdout), "\(format)")
        }
    }
}
