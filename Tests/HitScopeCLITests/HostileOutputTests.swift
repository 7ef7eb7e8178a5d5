import Foundation
import FoundationXML
import HitScopeFiles
import HitScopeCore
import HitScopeScene
import Testing
import HitScopeTestSupport

/// Hostile names (escape sequences, C1 controls, NUL, bidirectional overrides, line separators, markup, stacked
/// combining marks) through every output the CLI prints or writes: text shows them escaped and nothing in it acts
/// on a terminal; JSON and YAML keep every name exactly yet carry none of those scalars raw. (HTML in Chromium: the
/// report tests; PNG labels: the viewer tests.)
struct HostileOutputTests {
    static let scene = fixtures.folder.appendingPathComponent("Hostile/names.yaml").path
    static let dump = fixtures.folder.appendingPathComponent("MalformedDumps/hostile-text.txt").path
    /// Controls with hostile names, each with a finding.
    static let auditScene = fixtures.folder.appendingPathComponent("Hostile/audit.yaml").path

    /// The views of the fixture (not the window), with the point that hits each: they sit in a grid of 120-point
    /// squares, 125 apart across and 130 down.
    static func views() throws -> [(name: String, point: String)] {
        let hierarchy = try SceneFiles.load(path: scene).scene.hierarchy
        return hierarchy.views.filter { !$0.isWindow }.map { view in
            (view.name, "\(Int(view.frame.midX)),\(Int(view.frame.midY))")
        }
    }

    /// Nothing in `text` acts on a terminal (line feeds end lines).
    private func expectInert(_ text: String, _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let raw = text.unicodeScalars.filter { $0.isUnsafeOnTerminal && $0 != "\n" }
        #expect(raw.isEmpty, "\(what) carries \(raw.map { String($0.value, radix: 16) }) raw", sourceLocation: sourceLocation)
    }

    @Test("trace text and --hit-only: every name escaped, nothing that acts on a terminal")
    func traceText() throws {
        let views = try Self.views()
        #expect(views.count == 12)
        let points = views.flatMap { ["--at", $0.point] }
        let text = try CLI.run(["trace", Self.scene] + points)
        #expect(text.status == 0, "\(text.stderr)")
        expectInert(text.stdout + text.stderr, "trace")
        let hits = try CLI.run(["trace", Self.scene, "--hit-only"] + points)
        expectInert(hits.stdout + hits.stderr, "trace --hit-only")
        for (index, view) in views.enumerated() {
            #expect(text.stdout.contains("Hit-test view: \(terminalSafe(view.name)) ("), "trace names \(terminalSafe(view.name))")
            let line = hits.stdout.split(separator: "\n").map(String.init)[index]
            #expect(line == "(\(view.point.replacingOccurrences(of: ",", with: ", "))) → \(terminalSafe(view.name))")
        }
        #expect(text.stdout.contains("controller\\u{9B}31m (controller)"))
    }

    @Test("trace JSON: every name exact after parsing, none of the scalars raw")
    func traceJSON() throws {
        let views = try Self.views()
        let result = try CLI.run(["trace", Self.scene, "--format", "json"] + views.flatMap { ["--at", $0.point] })
        #expect(result.status == 0)
        expectInert(result.stdout, "trace JSON")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == views.count)
        for (line, view) in zip(lines, views) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect((object["hitView"] as? [String: Any])?["name"] as? String == view.name)
        }
        let first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(first["responderChain"] as? [String] == [views[0].name, "controller\u{9B}31m", "window\u{1B}[2J", "application"])
    }

    @Test("why, text and JSON, for every view: escaped in text, exact in JSON")
    func why() throws {
        let views = try Self.views()
        // A NUL cannot travel in a command-line argument (the name is cut there), so that view is not asked about.
        for (index, view) in views.enumerated() where !view.name.contains("\0") {
            let point = views[(index + 1) % views.count].point
            let text = try CLI.run(["why", Self.scene, "--at", point, "--view", view.name])
            #expect(text.status == 0, "\(text.stderr)")
            expectInert(text.stdout + text.stderr, "why \(terminalSafe(view.name))")
            #expect(text.stdout.hasPrefix("\(terminalSafe(view.name)) is not the hit-test view at ("))
            let json = try CLI.run(["why", Self.scene, "--at", point, "--view", view.name, "--format", "json"])
            expectInert(json.stdout, "why JSON")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            #expect(object["view"] as? String == view.name)
            #expect(object["hitView"] as? String == views[(index + 1) % views.count].name)
        }
    }

    @Test("import: the written YAML carries escapes, never the scalars, and reads back to the same names")
    func importYAML() throws {
        let result = try CLI.run(["import", Self.dump])
        #expect(result.status == 0)
        expectInert(result.stdout + result.stderr, "import")
        #expect(result.stdout.contains("title: \"\\e]0;pwned\\a\\e[2J\\u202E\""))
        let written = try temporaryFile(result.stdout, suffix: ".yaml")
        defer { try? FileManager.default.removeItem(atPath: written) }
        let reread = try SceneFiles.load(path: written).scene.hierarchy.views
        let imported = try SceneImports.read(path: Self.dump, reading: SceneReading(format: .dump)).scene.hierarchy.views
        #expect(reread.map(\.name) == imported.map(\.name))
        #expect(reread.map(\.className) == imported.map(\.className))
        #expect(reread.map(\.title) == imported.map(\.title))
        #expect(reread.contains { $0.title == "\u{1B}]0;pwned\u{7}\u{1B}[2J\u{202E}" })
    }

    @Test("A scene written back as YAML keeps every hostile name exactly, and carries none raw")
    func sceneRoundTrip() throws {
        let scene = try SceneFiles.load(path: Self.scene).scene
        let yaml = SceneWriter.yaml(scene)
        expectInert(yaml, "written YAML")
        let written = try temporaryFile(yaml, suffix: ".yaml")
        defer { try? FileManager.default.removeItem(atPath: written) }
        let reread = try SceneFiles.load(path: written).scene
        #expect(reread.name == scene.name)
        #expect(reread.hierarchy.views.map(\.name) == scene.hierarchy.views.map(\.name))
        #expect(reread.hierarchy.views.map(\.title) == scene.hierarchy.views.map(\.title))
        #expect(reread.hierarchy.views.map { $0.controller?.name } == scene.hierarchy.views.map { $0.controller?.name })
    }

    @Test("Errors that quote hostile names or keys: escaped, one line")
    func errors() throws {
        let duplicate = try temporaryFile(
            "windows:\n  - name: w\n    views:\n      - { name: \"a\\e[2J\\u009b\", frame: [0, 0, 1, 1] }\n      - { name: \"a\\e[2J\\u009b\", frame: [0, 0, 1, 1] }\n",
            suffix: ".yaml")
        defer { try? FileManager.default.removeItem(atPath: duplicate) }
        let twice = try CLI.run(["trace", duplicate, "--at", "1,1"])
        #expect(twice.status == 2)
        #expect(twice.stderr == "\(duplicate):5:9: the name 'a\\u{1B}[2J\\u{9B}' is used twice — every view and window needs its own name\n")
        let key = try temporaryFile("windows:\n  - name: w\n    views:\n      - { name: a, frame: [0, 0, 1, 1], \"al\\u009bpha\\u202e\": 1 }\n", suffix: ".yaml")
        defer { try? FileManager.default.removeItem(atPath: key) }
        let unknown = try CLI.run(["trace", key, "--at", "1,1"])
        #expect(unknown.status == 2)
        expectInert(unknown.stderr, "unknown key")
        #expect(unknown.stderr.hasPrefix("\(key):4:41: unknown key 'al\\u{9B}pha\\u{202E}' in a view"))
        let missing = try CLI.run(["why", Self.scene, "--at", "1,1", "--view", "no\u{1B}[2Jne\u{202E}"])
        #expect(missing.status == 2)
        expectInert(missing.stderr, "unknown view")
        #expect(missing.stderr.split(separator: "\n").count == 1)
    }

    @Test("report and gallery: what they print is inert, and every page holds no raw control character")
    func pages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-hostile-\(UUID().uuidString)")
        let site = folder.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: Self.scene, toPath: site.appendingPathComponent("evil\u{1B}[2J<b>.yaml").path)
        let report = folder.appendingPathComponent("report.html").path
        let written = try CLI.run(["report", Self.scene, "-o", report])
        #expect(written.status == 0)
        expectInert(written.stdout + written.stderr, "report")
        let gallery = try CLI.run(["gallery", site.path, "-o", folder.appendingPathComponent("site").path])
        #expect(gallery.status == 0, "\(gallery.stderr)")
        expectInert(gallery.stdout + gallery.stderr, "gallery")
        let pages = try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("site").path)
            .filter { $0.hasSuffix(".html") }.map { folder.appendingPathComponent("site/\($0)").path } + [report]
        #expect(pages.count == 3)
        for page in pages {
            let html = try String(contentsOfFile: page, encoding: .utf8)
            let controls = html.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) }
            #expect(controls.isEmpty, "\(page): \(controls.map { String($0.value, radix: 16) })")
        }
    }

    @Test("audit, as text, JSON, SARIF and JUnit: names escaped in text, exact in JSON, XML well formed, none raw")
    func audit() throws {
        let names = try SceneFiles.load(path: Self.auditScene).scene.hierarchy.views.map(\.name)
        let text = try CLI.run(["audit", Self.auditScene])
        #expect(text.status == 0, "\(text.stderr)")
        expectInert(text.stdout + text.stderr, "audit text")
        for rule in ["too-small", "partly-covered", "swallowing-overlay", "unreachable", "disabled"] { #expect(text.stdout.contains("[\(rule)]")) }
        for name in names.dropFirst() { #expect(text.stdout.contains("`\(terminalSafe(name))`"), "audit names \(terminalSafe(name))") }
        let json = try CLI.run(["audit", Self.auditScene, "--format", "json"])
        expectInert(json.stdout, "audit JSON")
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])["findings"] as? [[String: Any]]
        #expect(Set(findings?.compactMap { $0["view"] as? String } ?? []) == Set(names.filter { !$0.hasPrefix("window") && !$0.hasPrefix("\"><svg") }))
        let sarif = try CLI.run(["audit", Self.auditScene, "--format", "sarif"])
        expectInert(sarif.stdout, "audit SARIF")
        #expect(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) is [String: Any])
        let junit = try CLI.run(["audit", Self.auditScene, "--format", "junit"])
        expectInert(junit.stdout, "audit JUnit")
        let parser = XMLParser(data: Data(junit.stdout.utf8))
        #expect(parser.parse(), "JUnit XML parses: \(parser.parserError.map { "\($0)" } ?? "")")
    }
}
