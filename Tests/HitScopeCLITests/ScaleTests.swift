import Foundation
import Testing
import HitScopeTestSupport

/// Absurd scale through every command but `view` and `generate` (issue 8): files of about 100 MB and a million sibling views, generated
/// here into a temporary folder (never committed). Each command must exit 0, or exit 2 with `file:…: what — what
/// to do`; none may crash or pass the memory ceiling or the hang guard. Time and peak memory per command are
/// measured by `scripts/bench` (docs/performance.md), not here. These run the release binary that `scripts/test`
/// builds (`scripts/install --build-only`, the build scripts/test-install then installs from): people run release
/// builds, and a debug build reads 100 MB several times slower. The viewer is left
/// to its own tests (Tests/HitScopeViewerTests).
///
/// They run side by side (about 1 GiB resident each at the most), each in files of its own that it removes: one after
/// another, they were the last nine minutes of the whole suite.
@Suite(.enabled(if: ScaleFiles.binary != nil, "needs .build-install/release/hitscope (scripts/test builds it: scripts/install --build-only)"))
struct ScaleTests {
    /// Virtual memory allowed to one command (`ulimit -v`), in KiB: the largest run here peaks near 1 GiB resident.
    static let memoryCeiling = 6 << 20
    /// Seconds before a command counts as hung (the slowest runs here take about 25 s on a busy 2-core machine).
    static let hangGuard = 300

    struct Run {
        let status: Int32
        let stderr: String
    }

    private func run(_ arguments: [String]) throws -> Run {
        let binary = try #require(ScaleFiles.binary)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -v \(Self.memoryCeiling); exec timeout \(Self.hangGuard) \"$0\" \"$@\" > /dev/null", binary] + arguments
        let err = Pipe()
        process.standardError = err
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stderr: String(decoding: data, as: UTF8.self))
    }

    private func expectSuccess(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try run(arguments)
        #expect(result.status == 0, "\(arguments.prefix(2)): \(result.stderr.prefix(300))", sourceLocation: sourceLocation)
    }

    private func expectRefusal(_ arguments: [String], prefix: String, containing: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try run(arguments)
        #expect(result.status == 2, "\(arguments.prefix(2)): \(result.stderr.prefix(300))", sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix(prefix), "\(result.stderr.prefix(300))", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(containing) && result.stderr.contains(" — "), "\(result.stderr.prefix(300))", sourceLocation: sourceLocation)
        #expect(result.stderr.split(separator: "\n").count == 1, "one line", sourceLocation: sourceLocation)
    }

    /// trace, why and audit on one large scene, and with `refusals`, report and gallery: trace and why answer, the
    /// others refuse with the size. Report and gallery refuse after the same reading as audit, so one scene (the
    /// YAML one) runs them: every 100 MB read costs seconds of CI.
    private func everyCommand(_ file: String, view: String, views: Int, refusals: Bool = false) throws {
        try expectSuccess(["trace", file, "--at", "100,100"])
        try expectSuccess(["why", file, "--at", "100,100", "--view", view])
        try expectRefusal(["audit", file], prefix: "\(file): ", containing: "the scene has \(views) views; an audit measures at most 100000")
        guard refusals else { return }
        let site = try ScaleFiles.folder("site-\((file as NSString).lastPathComponent)")
        let refusal = "the scene has \(views) views; a report draws at most 100000"
        try expectRefusal(["report", file, "-o", site + "/report.html"], prefix: "\(file): ", containing: refusal)
        let gallery = try ScaleFiles.folder("gallery-\((file as NSString).lastPathComponent)")
        // A hard link: the folder walk follows no symbolic link out of the folder (docs/security.md).
        try FileManager.default.linkItem(atPath: file, toPath: gallery + "/" + (file as NSString).lastPathComponent)
        try expectRefusal(["gallery", gallery, "-o", site], prefix: "\(gallery)/\((file as NSString).lastPathComponent): ", containing: refusal)
    }

    @Test("A 100 MB YAML scene (900,000 views, four levels deep) through every command")
    func yamlScene() throws {
        defer { ScaleFiles.clean("scene.yaml", "site-scene.yaml", "gallery-scene.yaml") }
        try everyCommand(try ScaleFiles.yamlScene, view: "button7_11", views: ScaleFiles.groups * (ScaleFiles.buttonsPerGroup + 1) + 1, refusals: true)
    }

    @Test("A 100 MB JSON scene: trace, why and audit")
    func jsonScene() throws {
        defer { ScaleFiles.clean("scene.json", "site-scene.json", "gallery-scene.json") }
        try everyCommand(try ScaleFiles.jsonScene, view: "button7_11", views: ScaleFiles.groups * (ScaleFiles.buttonsPerGroup + 1) + 1)
    }

    @Test("A million sibling views in one table view: trace, why and audit")
    func siblings() throws {
        defer { ScaleFiles.clean("siblings.yaml", "site-siblings.yaml", "gallery-siblings.yaml") }
        try everyCommand(try ScaleFiles.siblings, view: "row500002", views: 1_000_001)
    }

    @Test("A 100 MB recursiveDescription dump (a million siblings): import, trace, why and audit")
    func dump() throws {
        defer { ScaleFiles.clean("dump.txt", "import") }
        let dump = try ScaleFiles.dump
        try expectSuccess(["import", dump, "-o", try ScaleFiles.folder("import") + "/scene.yaml"])
        try expectSuccess(["trace", dump, "--at", "100,100"])
        try expectSuccess(["why", dump, "--at", "100,100", "--view", "UIView1"])
        try expectRefusal(["audit", dump], prefix: "\(dump): ", containing: "the scene has 1000000 views")
    }

    @Test("A 100 MB single line: one view with a 100 MB name")
    func giantName() throws {
        defer { ScaleFiles.clean("giant-name.yaml", "giant") }
        let file = try ScaleFiles.giantName
        try expectSuccess(["trace", file, "--at", "5,5", "--hit-only"])
        try expectSuccess(["why", file, "--at", "5,5", "--view", "w"])
        try expectRefusal(["report", file, "-o", try ScaleFiles.folder("giant") + "/r.html"], prefix: "\(file):1: ", containing: "a report shows one in at most 65536 bytes")
        try expectSuccess(["audit", file])
    }
}

/// The generated files: each test writes its own and removes it (`ScaleFiles.clean`) when done.
enum ScaleFiles {
    static let binary: String? = {
        let path = Examples.repository.appendingPathComponent(".build-install/release/hitscope").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }()

    static let base: URL = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-scale-\(getpid())")

    /// Removes what one test wrote (files and folders by name), then the scale tests' folder once it is empty.
    static func clean(_ names: String...) {
        for name in names { try? FileManager.default.removeItem(at: base.appendingPathComponent(name)) }
        rmdir(base.path)
    }

    static func folder(_ name: String) throws -> String {
        let url = base.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    static let groups = 1_000
    static let buttonsPerGroup = 899

    /// Writes `lines(write)` to `name` through a 1 MB buffer and returns its path.
    private static func generate(_ name: String, _ lines: (_ write: (String) -> Void) -> Void) throws -> String {
        let url = base.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        let handle = try FileHandle(forWritingTo: url)
        var buffer = ""
        buffer.reserveCapacity(1 << 21)
        lines { line in
            buffer += line
            if buffer.utf8.count >= 1 << 20 {
                handle.write(Data(buffer.utf8))
                buffer.removeAll(keepingCapacity: true)
            }
        }
        handle.write(Data(buffer.utf8))
        try handle.close()
        return url.path
    }

    /// window → root → 1,000 groups → 899 buttons each, in block style: about 100 MB.
    static var yamlScene: String {
        get throws {
            try generate("scene.yaml") { write in
                write("name: scale\nwindows:\n  - name: window\n    views:\n      - name: root\n        frame: [0, 0, 375, 667]\n        subviews:\n")
                for group in 0..<groups {
                    write("          - name: group\(group)\n            frame: [0, 0, 375, 667]\n            subviews:\n")
                    for button in 0..<buttonsPerGroup {
                        write("              - name: button\(group)_\(button)\n                class: UIButton\n                frame: [\(button % 9 * 40), \(group % 16 * 40), 40, 40]\n                title: Button \(button)\n")
                    }
                }
            }
        }
    }

    /// The same tree as JSON, one view a line: about 100 MB.
    static var jsonScene: String {
        get throws {
            try generate("scene.json") { write in
                write("{\"name\": \"scale\", \"windows\": [{\"name\": \"window\", \"views\": [{\"name\": \"root\", \"frame\": [0, 0, 375, 667], \"subviews\": [\n")
                for group in 0..<groups {
                    write(group == 0 ? "" : ",\n")
                    write("{\"name\": \"group\(group)\", \"frame\": [0, 0, 375, 667], \"subviews\": [\n")
                    for button in 0..<buttonsPerGroup {
                        let comma = button + 1 < buttonsPerGroup ? "," : ""
                        write("  {\"name\": \"button\(group)_\(button)\", \"class\": \"UIButton\", \"frame\": [\(button % 9 * 40), \(group % 16 * 40), 40, 40], \"title\": \"Button number \(button)\", \"color\": \"systemBlue\"}\(comma)\n")
                    }
                    write("]}")
                }
                write("]}]}]}\n")
            }
        }
    }

    /// One table view scrolled to the middle of a million rows, one flow mapping a line: about 75 MB.
    static var siblings: String {
        get throws {
            try generate("siblings.yaml") { write in
                write("windows:\n  - name: window\n    views:\n      - name: list\n        class: UITableView\n        frame: [0, 0, 375, 667]\n        contentOffset: [0, 22000000]\n        subviews:\n")
                for row in 0..<1_000_000 {
                    write("          - { name: row\(row), class: UITableViewCell, frame: [0, \(row * 44), 375, 44] }\n")
                }
            }
        }
    }

    /// A window and a million sibling views as `recursiveDescription` prints them: about 95 MB.
    static var dump: String {
        get throws {
            try generate("dump.txt") { write in
                write("<UIWindow: 0x7f0000000000; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x600000000000>>\n")
                for row in 0..<1_000_000 {
                    let address = String(0x7f10_0000_0000 + row * 16, radix: 16)
                    write("   | <UIView: 0x\(address); frame = (0 \(row * 44); 375 44); layer = <CALayer: 0x\(address)>>\n")
                }
            }
        }
    }

    /// One line of 100 MB: a view whose name is 100 MB of letters.
    static var giantName: String {
        get throws {
            try generate("giant-name.yaml") { write in
                write("windows: [{name: w, views: [{name: ")
                let chunk = String(repeating: "A", count: 1 << 20)
                for _ in 0..<100 { write(chunk) }
                write(", frame: [0, 0, 10, 10]}]}]\n")
            }
        }
    }
}
