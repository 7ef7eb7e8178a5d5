import Foundation
import HitScopeFiles
import HitScopeCore
import HitScopeScene
import Testing
import HitScopeTestSupport

/// Hostile and broken scene files and dumps: every command (trace, why, audit, report, view, import, gallery)
/// answers exit 2 with file:line:column and what to do, or succeeds; nothing crashes or hangs.
struct MalformedInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let file: String
        /// 0: reads fine; 2: bad input.
        let status: Int32
        /// `line:column` the message must point at (nil: the whole file).
        let at: String?
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        Case(file: "truncated-flow.yaml", status: 2, at: "4:36"),
        Case(file: "truncated-key.yaml", status: 2, at: "8:15"),
        Case(file: "wrong-type-frame.yaml", status: 2, at: "4:27"),
        Case(file: "wrong-type-name.yaml", status: 2, at: "4:17"),
        Case(file: "nan-width.yaml", status: 2, at: "4:34"),
        Case(file: "infinite-height.yaml", status: 2, at: "4:34"),
        Case(file: "overflow-width.yaml", status: 2, at: "4:34"),
        Case(file: "huge-but-finite.yaml", status: 0, at: nil),
        Case(file: "negative-width.yaml", status: 2, at: "4:27"),
        Case(file: "negative-screen.yaml", status: 2, at: "1:7"),
        Case(file: "duplicate-names.yaml", status: 2, at: "5:9"),
        Case(file: "redirect-cycle.yaml", status: 2, at: "4:52"),
        Case(file: "redirect-self.yaml", status: 2, at: "4:52"),
        Case(file: "unknown-key.yaml", status: 2, at: "4:43"),
        Case(file: "alpha-out-of-range.yaml", status: 2, at: "4:50"),
        Case(file: "invalid-utf8.yaml", status: 2, at: "4:18"),
        Case(file: "bom-valid.yaml", status: 0, at: nil),
        Case(file: "crlf-unknown-key.yaml", status: 2, at: "4:43"),
        Case(file: "empty.yaml", status: 2, at: nil),
        Case(file: "blank.yaml", status: 2, at: nil),
        Case(file: "wrong-type-bool.json", status: 2, at: "1:87"),
        Case(file: "truncated.json", status: 2, at: "1:76"),
        Case(file: "alias-cycle.yaml", status: 2, at: "1:8"),
        Case(file: "alias-recursion.yaml", status: 2, at: "3:12"),
        Case(file: "alias-duplicates-views.yaml", status: 2, at: "7:13"),
        Case(file: "hostile-names-valid.yaml", status: 0, at: nil),
        Case(file: "prose.yaml", status: 2, at: "1:1"),
        Case(file: "list-root.yaml", status: 2, at: "1:1"),
    ]

    /// Pasted dumps gone wrong: cut off, not UTF-8, impossible numbers, missing lines, NUL bytes, escapes.
    static let dumpCases: [Case] = [
        Case(file: "bad-values.txt", status: 0, at: nil),
        Case(file: "bom-crlf.txt", status: 0, at: nil),
        Case(file: "cut-mid-record.txt", status: 0, at: nil),
        Case(file: "depth-jump.txt", status: 0, at: nil),
        Case(file: "duplicate-address.txt", status: 0, at: nil),
        Case(file: "empty.txt", status: 2, at: nil),
        Case(file: "hostile-text.txt", status: 0, at: nil),
        Case(file: "invalid-utf8.txt", status: 2, at: "2:60"),
        Case(file: "nan-inf-frames.txt", status: 0, at: nil),
        Case(file: "negative-size.txt", status: 0, at: nil),
        Case(file: "no-records.txt", status: 2, at: "3:1"),
        Case(file: "nul-byte.txt", status: 0, at: nil),
        Case(file: "window-cut.txt", status: 2, at: "1:1"),
        Case(file: "window-only.txt", status: 0, at: nil),
    ]

    private static let folder = fixtures.folder.appendingPathComponent("Malformed")
    private static let dumpFolder = fixtures.folder.appendingPathComponent("MalformedDumps")

    /// What every command that reads the file must print on standard error: the reader's own words.
    private static func expected(_ path: String) -> (status: Int32, stderr: String) {
        do {
            let loaded = try SceneFiles.load(path: path)
            return (0, (loaded.warnings + [loaded.lossSummary].compactMap { $0 }).map { "warning: \($0)\n" }.joined())
        } catch {
            return (2, "\(error)\n")
        }
    }

    /// Checks one command's answer: the reader's words exactly, one line when refused, nothing that acts on a
    /// terminal in either stream.
    private func check(_ result: CLI.Result, _ command: String, status: Int32, stderr: String) {
        #expect(result.status == status, "\(command): \(result.stderr)")
        #expect(result.stderr == stderr, "\(command)")
        if status == 2 { #expect(result.stderr.split(separator: "\n").count == 1, "\(command): one clear line") }
        for text in [result.stdout, result.stderr] {
            #expect(!text.unicodeScalars.contains { $0.isUnsafeOnTerminal && $0 != "\n" }, "\(command): nothing acts on a terminal")
        }
    }

    /// Runs every command that reads scenes on `path` (a scene file or a dump) and checks each answer.
    private func everyCommand(_ path: String, _ testCase: Case, isDump: Bool) throws {
        let (status, stderr) = Self.expected(path)
        #expect(status == testCase.status, "\(testCase.file): \(stderr)")
        if status == 2 {
            let prefix = testCase.at.map { "\(path):\($0): " } ?? "\(path): "
            #expect(stderr.hasPrefix(prefix), "\(stderr)")
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-malformed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        check(try CLI.run(["trace", path, "--at", "1,1"]), "trace", status: status, stderr: stderr)
        let why = try CLI.run(["why", path, "--at", "1,1", "--view", "a"])
        if status == 0 {
            // The scene reads; whether it has a view named `a` is another question (exit 2 naming it).
            #expect([0, 2].contains(why.status), "why: \(why.stderr)")
            #expect(why.stderr.hasPrefix(stderr))
        } else {
            check(why, "why", status: status, stderr: stderr)
        }
        check(try CLI.run(["audit", path]), "audit", status: status, stderr: stderr)
        let report = work.appendingPathComponent("report.html").path
        // A report written says so after the reader's words (the same for every dump: the scene's touches, none).
        let wrote = status == 0 ? "hitscope report: wrote \(report): a report of 0 touches\n" : ""
        check(try CLI.run(["report", path, "-o", report]), "report", status: status, stderr: stderr + wrote)
        #expect(FileManager.default.fileExists(atPath: report) == (status == 0), "report written only for a scene that reads")
        // Without a display the viewer refuses a broken file with the same words, and a good one for want of a display.
        let view = try CLI.run(["view", path], environment: ["DISPLAY": nil])
        if status == 0 {
            #expect(view.status == 2 && view.stderr.contains("DISPLAY is not set"), "view: \(view.stderr)")
        } else {
            check(view, "view", status: status, stderr: stderr)
        }
        // import reads the file as every command does (one detector), leniently and with --strict; it says what
        // it read (or the reader's error), and what it writes reads back.
        for strict in [false, true] {
            let command = strict ? ["import", "--strict", path] : ["import", path]
            let result = try CLI.run(command)
            do {
                let imported = try SceneImports.read(path: path, reading: SceneReading(strict: strict))
                let warnings = imported.warnings.map { "warning: \($0)\n" }.joined()
                check(result, command.joined(separator: " "), status: 0, stderr: warnings + "hitscope import: \(imported.summary)\n")
                let written = work.appendingPathComponent("imported.yaml")
                try Data(result.stdout.utf8).write(to: written)
                #expect(try SceneFiles.load(path: written.path).scene.hierarchy.count == imported.scene.hierarchy.count)
            } catch {
                check(result, command.joined(separator: " "), status: 2, stderr: "\(error)\n")
            }
        }
        if !isDump {
            // gallery reads every scene file of a folder: the broken one is named with the same words.
            let site = work.appendingPathComponent("in")
            try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
            let copy = site.appendingPathComponent(testCase.file).path
            try FileManager.default.copyItem(atPath: path, toPath: copy)
            let gallery = try CLI.run(["gallery", site.path, "-o", work.appendingPathComponent("site").path])
            check(gallery, "gallery", status: status, stderr: Self.expected(copy).stderr)
        }
    }

    @Test("Every command: exit 0, or exit 2 with the reader's file:line:column — never a crash", arguments: cases)
    func corpus(_ testCase: Case) throws {
        try everyCommand(Self.folder.appendingPathComponent(testCase.file).path, testCase, isDump: false)
    }

    @Test("Every command on broken dumps: warnings or exit 2 with file:line:column — never a crash", arguments: dumpCases)
    func dumps(_ testCase: Case) throws {
        try everyCommand(Self.dumpFolder.appendingPathComponent(testCase.file).path, testCase, isDump: true)
    }

    /// A JSON scene whose views are nested `depth` deep, each 10×10 at the origin.
    private func nested(_ depth: Int) -> String {
        var json = "{\"windows\": [{\"name\": \"w\", \"views\": ["
        for level in 0..<depth { json += "{\"name\": \"v\(level)\", \"frame\": [0, 0, 10, 10], \"subviews\": [" }
        return json + String(repeating: "]}", count: depth) + "]}]}"
    }

    @Test("Views nested 450 deep read and trace; a 100,000-deep file is refused at once, with where and why")
    func deepTrees() throws {
        let fine = try CLI.run(["trace", try temporaryFile(nested(450), suffix: ".json"), "--at", "5,5", "--hit-only"])
        #expect(fine.status == 0, "\(fine.stderr)")
        #expect(fine.stdout == "(5, 5) → v449\n")
        let file = try temporaryFile(nested(100_000), suffix: ".json")
        let deep = try CLI.run(["trace", file, "--at", "5,5"])
        #expect(deep.status == 2)
        #expect(deep.stderr.hasPrefix("\(file):1:"))
        #expect(deep.stderr.contains(
            "the file nests more than 20016 lists and mappings here (views 10000 levels deep need 20000) — scene files are read up to that depth; flatten what is nested"))
    }

    @Test("Scenes with names that are script, markup and control characters trace and print safely")
    func hostileNames() throws {
        let path = Self.folder.appendingPathComponent("hostile-names-valid.yaml").path
        let result = try CLI.run(["trace", path, "--at", "5,5", "--format", "json"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect((object?["hitView"] as? [String: Any])?["name"] as? String == "<script>alert(1)</script>")
    }
}
