import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing
import HitScopeTestSupport

/// `hitscope diff` end to end: golden outputs of the example pair in every format, SARIF against its schema, JUnit
/// against the exit status, --fail-on, --min-change, --baseline, folders, --git, and bad input.
struct DiffCommandTests {
    private static let old = "Resources/Examples/diff-checkout-before.yaml"
    private static let new = "Resources/Examples/diff-checkout-after.yaml"

    private func diff(_ arguments: [String], directory: URL = Examples.repository) throws -> CLI.Result {
        try CLI.run(["diff"] + arguments, directory: directory)
    }

    private func expectGolden(_ name: String, _ output: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try fixtures.check(output, against: "diff/\(name)", sourceLocation: sourceLocation)
    }

    @Test("Text, JSON, SARIF, JUnit and the HTML page's body of the example pair match their golden files")
    func goldens() throws {
        try expectGolden("checkout.txt", try diff([Self.old, Self.new]).stdout)
        let json = try diff([Self.old, Self.new, "--format", "json"])
        try expectGolden("checkout.json", json.stdout)
        try expectGolden("checkout.sarif", try diff([Self.old, Self.new, "--format", "sarif"]).stdout)
        try expectGolden("checkout.junit.xml", try diff([Self.old, Self.new, "--format", "junit", "--fail-on", "lost"]).stdout)
        let page = try temporaryFile("", suffix: ".html")
        #expect(try diff([Self.old, Self.new, "--format", "html", "-o", page]).status == 0)
        let html = String(decoding: try Data(contentsOf: URL(fileURLWithPath: page)), as: UTF8.self)
        // The page's style sheet is checked by the page-asset tests; the golden file keeps the rest.
        let body = html.components(separatedBy: "</head>").last ?? ""
        try expectGolden("checkout.body.html", body)
        #expect(html.contains("Content-Security-Policy") && html.contains("default-src 'none'") && html.contains("script-src 'none'"))
        #expect(!html.contains("http://") && !html.contains("https://"), "one offline file")
    }

    @Test("JSON has formatVersion and a views list: name, change, areas, reachability and who took the area")
    func jsonShape() throws {
        let result = try diff([Self.old, Self.new, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["formatVersion"] as? Int == 1)
        #expect((object["summary"] as? String)?.hasPrefix("Touch regressions:") == true)
        let views = try #require(object["views"] as? [[String: Any]])
        for view in views {
            for key in ["name", "change", "areaBefore", "areaAfter", "reachableBefore", "reachableAfter", "lostTo", "causes", "file"] {
                #expect(view[key] != nil, "\(key) in \(view)")
            }
        }
        let pay = try #require(views.first { $0["name"] as? String == "payButton" })
        #expect(pay["areaBefore"] as? Double == 18760 && pay["areaAfter"] as? Double == 11055 && pay["level"] as? String == "lost")
        let taker = try #require((pay["lostTo"] as? [[String: Any]])?.first)
        #expect(taker["view"] as? String == "promoBanner" && taker["area"] as? Double == 7705 && taker["isNew"] as? Bool == true)
        let help = try #require(views.first { $0["name"] as? String == "helpButton" })
        #expect(help["reachableBefore"] as? Bool == true && help["reachableAfter"] as? Bool == false)
        let stacked = try #require(views.first { $0["name"] as? String == "applePayButton" })
        #expect(stacked["change"] as? String == "kept" && stacked["level"] == nil, "moving into a stack view changes nothing a finger feels")
    }

    @Test("SARIF validates against the SARIF 2.1.0 schema, with and without a baseline")
    func sarifSchema() throws {
        let plain = try temporaryFile(try diff([Self.old, Self.new, "--format", "sarif"]).stdout, suffix: ".sarif")
        let baseline = try temporaryFile(try diff([Self.old, Self.new, "--format", "json"]).stdout, suffix: ".json")
        let accepted = try diff([Self.old, Self.new, "--format", "sarif", "--baseline", baseline])
        #expect(accepted.stdout.contains("\"baselineState\" : \"unchanged\""))
        let valid = try SchemaTests.validate("sarif-2.1.0", [plain, try temporaryFile(accepted.stdout, suffix: ".sarif")])
        #expect(valid.status == 0, "\(valid.output)")
    }

    @Test("--fail-on: exit 1 when a change at that level remains; JUnit's failures are those changes")
    func failOn() throws {
        for (level, status, failures) in [("never", Int32(0), 0), ("unreachable", 1, 2), ("lost", 1, 6), ("any", 1, 6)] {
            let result = try diff([Self.old, Self.new, "--format", "junit", "--fail-on", level])
            #expect(result.status == status, "\(level)")
            let document = try XMLDocument(data: Data(result.stdout.utf8))
            #expect(try document.nodes(forXPath: "//failure").count == failures, "\(level)")
        }
        #expect(try diff([Self.old, Self.new]).status == 0, "without --fail-on the diff informs")
        #expect(try diff([Self.old, Self.old, "--fail-on", "any"]).status == 0, "a scene against itself has no change")
        let usage = try diff([Self.old, Self.new, "--fail-on", "error"])
        #expect(usage.status == 64 && usage.stderr.contains("--fail-on"))
    }

    @Test("--min-change ignores smaller area changes; --baseline accepts known changes and only those")
    func minChangeAndBaseline() throws {
        let small = try diff([Self.old, Self.new, "--min-change", "100000", "--fail-on", "lost"])
        #expect(small.status == 1, "unreachable views fail whatever the minimum: \(small.stdout)")
        #expect(!small.stdout.contains("LOST payButton"))
        let baseline = try temporaryFile(try diff([Self.old, Self.new, "--format", "json"]).stdout, suffix: ".json")
        let accepted = try diff([Self.old, Self.new, "--baseline", baseline, "--fail-on", "lost"])
        #expect(accepted.status == 0, "\(accepted.stdout)")
        #expect(accepted.stdout.hasPrefix("No touch changed") && accepted.stdout.contains("accepted by the baseline"))
        #expect(accepted.stdout.contains("LOST (accepted) payButton"))
        let notBaseline = try diff([Self.old, Self.new, "--baseline", Self.old])
        #expect(notBaseline.status == 2 && notBaseline.stderr.contains("not a diff baseline"))
        #expect(try diff([Self.old, Self.new, "--min-change", "-1"]).status == 64)
    }

    @Test("Two folders: files paired by relative path at any depth; added and removed files named; other files left out")
    func folders() throws {
        let root = URL(fileURLWithPath: try temporaryFile("", suffix: "")).deletingLastPathComponent()
            .appendingPathComponent("hitscope-diff-folders-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let source = Examples.repository.appendingPathComponent("Resources/Examples")
        for (side, example) in [("old", "diff-checkout-before"), ("new", "diff-checkout-after")] {
            let folder = root.appendingPathComponent("\(side)/Checkout/__Snapshots__")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source.appendingPathComponent("\(example).yaml"), to: folder.appendingPathComponent("checkout.yaml"))
            try Data("notes".utf8).write(to: folder.appendingPathComponent("README.txt"))
        }
        try FileManager.default.copyItem(at: source.appendingPathComponent("seed000-experiment1-siblings.yaml"), to: root.appendingPathComponent("old/gone.yaml"))
        try FileManager.default.copyItem(at: source.appendingPathComponent("seed000-experiment1-siblings.yaml"), to: root.appendingPathComponent("new/added.yaml"))
        let result = try diff(["old", "new", "--fail-on", "lost"], directory: root)
        #expect(result.status == 1)
        #expect(result.stdout.contains("new/Checkout/__Snapshots__/checkout.yaml (old: old/Checkout/__Snapshots__/checkout.yaml)"))
        #expect(result.stdout.contains("new/added.yaml: new file") && result.stdout.contains("old/gone.yaml: removed"))
        #expect(!result.stdout.contains("README"))
        let mixed = try diff(["old", "new/added.yaml"], directory: root)
        #expect(mixed.status == 2 && mixed.stderr.contains("one side is a folder"))
    }

    @Test("--git REV compares the inputs as they were at the revision with the working tree")
    func git() throws {
        let root = URL(fileURLWithPath: try temporaryFile("", suffix: "")).deletingLastPathComponent()
            .appendingPathComponent("hitscope-diff-git-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        let scene = root.appendingPathComponent("scenes/checkout.yaml")
        let source = Examples.repository.appendingPathComponent("Resources/Examples")
        try FileManager.default.copyItem(at: source.appendingPathComponent("diff-checkout-before.yaml"), to: scene)
        // A scene with a screenshot beside it: at the revision, the picture is read beside the working copy.
        for file in ["screenshot-login.yaml", "screenshot-login.png"] {
            try FileManager.default.copyItem(at: source.appendingPathComponent(file), to: root.appendingPathComponent("scenes/\(file)"))
        }
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base"]] {
            #expect(try Self.git(arguments, in: root) == 0)
        }
        try FileManager.default.removeItem(at: scene)
        try FileManager.default.copyItem(at: source.appendingPathComponent("diff-checkout-after.yaml"), to: scene)
        let result = try diff(["--git", "HEAD", "scenes", "--fail-on", "unreachable"], directory: root)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("scenes/checkout.yaml (old: HEAD:scenes/checkout.yaml)"))
        #expect(result.stdout.contains("UNREACHABLE helpButton"))
        #expect(result.stdout.contains("scenes/screenshot-login.yaml (old: HEAD:scenes/screenshot-login.yaml)\n  no change"))
        let everything = try diff(["--git", "HEAD"], directory: root)
        #expect(everything.stdout == result.stdout, "the current folder by default")
        let unknown = try diff(["--git", "no-such-branch"], directory: root)
        #expect(unknown.status == 2 && unknown.stderr.contains("no-such-branch"))
    }

    private static func git(_ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test("Bad input names the file and what to do (exit 2); missing arguments are usage errors (exit 64)")
    func badInput() throws {
        let broken = try temporaryFile("windows: [ { name: w, views: [ { name: a, frame: [0, 0, nan, 10] } ] } ]\n", suffix: ".yaml")
        let result = try diff([Self.old, broken])
        #expect(result.status == 2 && result.stderr.contains(broken))
        let missing = try diff([Self.old, "/no/such/file.yaml"])
        #expect(missing.status == 2 && missing.stderr.contains("/no/such/file.yaml") && missing.stderr.contains("no such file"))
        #expect(try diff([Self.old]).status == 64)
        let huge = try temporaryFile("", suffix: ".yaml")
        #expect(try CLI.run(["generate", "--views", "100001", "-o", huge]).status == 0)
        let refused = try diff([huge, Self.new])
        #expect(refused.status == 2 && refused.stderr.contains("a diff measures at most 100000"), "\(refused.stderr)")
        #expect(try diff([Self.old, Self.new, "--format", "html"]).status == 64, "a page needs -o")
        // -o naming an input (here by another spelling of its path) is refused, and the input is untouched.
        let scene = try temporaryFile(try String(contentsOfFile: Examples.repository.appendingPathComponent(Self.new).path, encoding: .utf8), suffix: ".yaml")
        let before = try Data(contentsOf: URL(fileURLWithPath: scene))
        let overwrite = try diff([Self.old, scene, "--format", "html", "-o", (scene as NSString).deletingLastPathComponent + "/./" + (scene as NSString).lastPathComponent])
        #expect(overwrite.status == 64 && overwrite.stderr.contains("is one of the inputs"), "\(overwrite.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: scene)) == before)
    }

    @Test("Hostile names reach no terminal raw: escapes and bidirectional overrides are spelt out in every format")
    func hostileNames() throws {
        let scene = { (frame: String) in
            """
            windows:
              - name: w
                views:
                  - { name: "pay\\e[2J\\u202Ebutton", class: UIButton, frame: \(frame), title: "\\e]0;owned\\a" }
                  - { name: "cover\\u0007", frame: [0, 0, 375, 120] }
            """
        }
        let old = try temporaryFile(scene("[10, 100, 100, 44]"), suffix: ".yaml")
        let new = try temporaryFile(scene("[10, 110, 100, 44]"), suffix: ".yaml")
        for format in ["text", "json", "sarif", "junit"] {
            let result = try diff([old, new, "--format", format])
            #expect(result.status == 0, "\(format): \(result.stderr)")
            #expect(result.stdout.contains("button"), "\(format)")
            for raw in ["\u{1B}", "\u{202E}", "\u{07}"] {
                #expect(!result.stdout.contains(raw), "\(format) prints \(raw.unicodeScalars.first.map { String($0.value, radix: 16) } ?? "") raw")
            }
        }
    }
}
