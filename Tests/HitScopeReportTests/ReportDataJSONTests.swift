import HitScopeCore
import HitScopeFixtures
import HitScopeOutput
import HitScopeReport
import HitScopeTestSupport
import Testing

/// The page's data written by its own writer (`ReportData.json`) is byte for byte what Foundation's `JSONEncoder`
/// gives for it (`JSONText.line`, the writer it replaced): on the examples, on generated scenes, on hostile names
/// and on scenes whose names need escaping.
@Suite("The report data's JSON")
struct ReportDataJSONTests {
    static func check(_ scene: Scene, _ options: ReportOptions) {
        let data = HTMLReport.data(scene: scene, options: options)
        let written = String(decoding: data.json, as: UTF8.self)
        let encoded = JSONText.line(data)
        #expect(written == encoded, "\(scene.name): \(written.utf8.count) bytes written, \(encoded.utf8.count) encoded")
    }

    @Test("Every example", arguments: Examples.all)
    func example(_ name: String) throws {
        Self.check(try Examples.load(name), ReportOptions(sceneFile: "\(name).yaml"))
    }

    @Test("Generated scenes, whole and past the why-not budget", arguments: 1...6)
    func generated(_ seed: UInt64) {
        let scene = SceneGenerator(viewCount: 10 + Int(seed) * 15, seed: seed).generate()
        Self.check(scene, ReportOptions(sceneFile: "s\(seed).yaml"))
        Self.check(scene, ReportOptions(passes: 2, sceneFile: "s\(seed).yaml", indexLink: "index.html", whyNotBudget: 20))
    }

    @Test("Hostile names: controls, bidirectional marks, quotes, slashes, emoji, labels keyed past nine")
    func hostile() {
        Self.check(HostileScene.scene(), ReportOptions(sceneFile: "hostile \"scene\"/\u{202E}.yaml"))
    }
}
