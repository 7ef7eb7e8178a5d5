import Foundation
import HitScopeFixtures
import HitScopeScene

/// `hitscope audit FOLDER`, whole process: a folder of 1,000 generated fifty-view screens (one file each), read and
/// audited on every core, best of 3 (issue 37: folders and files alike, 1,000 files in at most 2 s).
enum AuditFolderBench {
    static func measure(_ hitscope: String, into table: inout Table) throws {
        let folder = try Measure.scratchFolder(named: "audit-folder")
        defer { try? FileManager.default.removeItem(at: folder) }
        for seed in 1...1_000 {
            let screen = SceneGenerator(viewCount: 50, seed: UInt64(seed)).generate()
            try Data(SceneWriter.yaml(screen).utf8).write(to: folder.appendingPathComponent("screen\(seed).yaml"))
        }
        // Exit 1: the generated screens have findings; the figure is the time to find them.
        let runs = (0..<3).compactMap { _ in Measure.command(hitscope, ["audit", folder.path], allowedStatus: [0, 1])?.milliseconds }
        guard let best = runs.min() else { return }
        table.add(Figure("hitscope audit of a folder of 1,000 fifty-view screens (whole process, both cores)", best / 1000, "s", atMost: 2))
    }
}
