import Foundation
import Testing
import HitScopeTestSupport

/// An 8 MB view name (issue 27, item 11): trace and why answer; a report, which writes each name about twenty
/// times, refuses it at the view's line at once instead of writing 193 MB.
struct HugeNameCommandTests {
    @Test func eightMegabyteName() throws {
        let name = String(repeating: "n", count: 8 << 20)
        let scene = "name: t\nsize: [375, 667]\nwindows:\n  - name: w\n    views:\n      - {name: \(name), frame: [0, 0, 100, 100]}\n      - {name: small, frame: [200, 0, 10, 10]}\n"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-name-\(UUID().uuidString).yaml").path
        try Data(scene.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let traced = try CLI.run(["trace", path, "--at", "205,5", "--hit-only"])
        #expect(traced.stdout == "(205, 5) → small\n")
        let why = try CLI.run(["why", path, "--at", "50,50", "--view", "small"])
        #expect(why.status == 0)
        let report = try CLI.run(["report", path, "-o", "/dev/null"])
        #expect(report.status == 2)
        #expect(report.stderr == "\(path):6: the view '\(name.prefix(40))…' has a name of 8388608 bytes; a report shows one in at most 65536 bytes (it writes each many times) — shorten it, or ask about this scene with `hitscope trace` or `hitscope why`\n")
    }
}
