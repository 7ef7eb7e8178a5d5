import Foundation
import HitScopeFixtures
import HitScopeTestSupport
import Testing

/// Deep inputs cost what they hold (docs/security.md, docs/performance.md): every reader is linear in nesting, a
/// trace's text is bounded by a multiple of its input (deep paths summarised unless --all-steps), and one depth
/// limit holds for reading and for `import`, so HitScope never writes a scene it then refuses. They run the release
/// binary, as the scale tests do (people run release builds; a debug build reports a 5,000-level chain ten times
/// slower). Time limits are hang guards only (scripts/bench measures).
@Suite(
    .serialized, .timeLimit(.minutes(10)),
    .enabled(if: ScaleFiles.binary != nil, "needs .build-install/release/hitscope (scripts/test builds it: scripts/install --build-only)"))
struct DeepInputCommandTests {
    /// The most a traced touch's text may be, as a multiple of its input (plus `slack` bytes), with --all-steps too.
    static let traceMultiple = 32
    static let slack = 64 << 10

    /// A scene file (flow style) of a window and `levels - 1` views nested, each one level deeper.
    static func sceneFile(levels: Int) -> String {
        "name: deep\nsize: [375, 667]\nwindows:\n  - name: w\n    views: ["
            + (1..<levels).map { "{name: v\($0), frame: [0, 0, 375, 667], subviews: [" }.joined()
            + String(repeating: "]}", count: levels - 1) + "]\n"
    }

    /// The release build run with `arguments`.
    private func run(_ arguments: [String]) throws -> CLI.Result {
        try CLI.run(arguments, binary: ScaleFiles.binary)
    }

    private func size(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }

    @Test("A 5,000-level Appium source: answered, traced within the bound (summarised, and whole), imported and read back, reported")
    func fiveThousandLevels() throws {
        let folder = try TemporaryFolder()
        let source = try folder.write(DeepPageSource.text(levels: 5_000), to: "deep.xml").path
        let input = try size(source)
        let hit = try run(["trace", source, "--at", "20,20", "--hit-only"])
        #expect(hit.status == 0 && hit.stdout == "(20, 20) → b\n", "\(hit.stderr)")
        let summary = try run(["trace", source, "--at", "20,20"])
        #expect(summary.status == 0)
        #expect(summary.stdout.contains("steps at levels 17 to 4985 not shown: hitscope trace --all-steps shows every step"))
        #expect(summary.stdout.utf8.count <= input / 4, "summarised: \(summary.stdout.utf8.count) bytes for \(input)")
        let whole = try run(["trace", source, "--at", "20,20", "--all-steps"])
        #expect(whole.status == 0 && whole.stdout.contains("[level 5001] hitTest b (XCUIElementTypeButton : UIButton) at (10, 10)"))
        #expect(whole.stdout.utf8.count <= Self.traceMultiple * input + Self.slack, "\(whole.stdout.utf8.count) bytes for \(input)")
        #expect(!whole.stdout.split(separator: "\n").contains { $0.utf8.count > 200_000 }, "no line grows with the square of the depth")

        let scene = folder.file("deep.yaml").path
        let imported = try run(["import", source, "-o", scene])
        #expect(imported.status == 0, "\(imported.stderr)")
        let written = try size(scene)
        #expect(written <= 2 * input, "the written scene is linear in depth: \(written) bytes")
        let again = try run(["trace", scene, "--at", "20,20", "--hit-only"])
        #expect(again.status == 0 && again.stdout == "(20, 20) → b\n", "what import writes reads back: \(again.stderr)")

        let report = try run(["report", source, "-o", folder.file("deep.html").path])
        #expect(report.status == 0, "\(report.stderr)")
    }

    @Test("A wide scene's trace stays within the same bound")
    func wide() throws {
        let folder = try TemporaryFolder()
        let views = (0..<20_000).map { "{name: a\($0), frame: [0, 0, 1, 1]}" }.joined(separator: ", ")
        let scene = try folder.write("name: wide\nsize: [375, 667]\nwindows:\n  - name: w\n    views: [\(views)]\n", to: "wide.yaml").path
        let trace = try run(["trace", scene, "--at", "200,200"])
        #expect(trace.status == 0)
        let input = try size(scene)
        #expect(trace.stdout.utf8.count <= Self.traceMultiple * input + Self.slack, "\(trace.stdout.utf8.count) bytes for \(input)")
    }

    /// Each read of a 10,000-level flow-style scene costs libyaml's scanner about 9 s (the depth for every token,
    /// docs/performance.md), so each path is read once: the scene reader at the limit, what `import` writes at the
    /// limit read back, and each reader's refusal one level past it (`import` refuses through the same readers).
    @Test("One depth limit: 10,000 levels are read, traced, imported and read back; 10,001 are refused alike by every reader")
    func oneLimit() throws {
        let folder = try TemporaryFolder()
        let deepest = try folder.write(Self.sceneFile(levels: 10_000), to: "deepest.yaml").path
        let read = try run(["trace", deepest, "--at", "1,1", "--hit-only"])
        #expect(read.status == 0 && read.stdout == "(1, 1) → v9999\n", "\(read.stderr)")
        let source = try folder.write(DeepPageSource.text(levels: 9_998), to: "deepest.xml").path
        let imported = folder.file("imported.yaml").path
        #expect(try run(["import", source, "-o", imported]).status == 0)
        #expect(try run(["trace", imported, "--at", "20,20", "--hit-only"]).stdout == "(20, 20) → b\n", "HitScope reads what it writes")

        let tooDeepScene = try folder.write(Self.sceneFile(levels: 10_001), to: "too-deep.yaml").path
        let tooDeepSource = try folder.write(DeepPageSource.text(levels: 10_001), to: "too-deep.xml").path
        for path in [tooDeepScene, tooDeepSource] {
            let refused = try run(["trace", path, "--at", "1,1"])
            #expect(refused.status == 2, "\(path)")
            #expect(refused.stderr.contains("views are nested more than 10000 levels deep here — HitScope reads (and writes) at most 10000 levels"), "\(refused.stderr)")
        }
        #expect(try run(["import", tooDeepSource, "-o", folder.file("never.yaml").path]).status == 2)
        #expect(!FileManager.default.fileExists(atPath: folder.file("never.yaml").path))
    }
}
