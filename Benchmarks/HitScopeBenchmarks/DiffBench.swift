import Foundation
import HitScopeFixtures
import HitScopeScene

/// `hitscope diff`, whole process (reading, matching, exact areas in both versions, causes, text): two
/// 10,000-view scene files, and two folders of 1,000 snapshot files of about 100 views (every core).
enum DiffBench {
    static func measure(_ hitscope: String, into table: inout Table) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-bench-diff")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = SceneGenerator(viewCount: 10_000, seed: 1).generate()
        let old = folder.appendingPathComponent("old.yaml")
        let new = folder.appendingPathComponent("new.yaml")
        try Data(SceneWriter.yaml(scene).utf8).write(to: old)
        try Data(SceneWriter.yaml(try DiffBenchInputs.changed(scene, every: 97)).utf8).write(to: new)
        let pair = (0..<3).compactMap { _ in Measure.command(hitscope, ["diff", old.path, new.path])?.milliseconds }.min()
        if let pair { table.add(Figure("hitscope diff, two 10,000-view scenes (whole process)", pair, "ms", atMost: 1000)) }
        let oldFolder = folder.appendingPathComponent("old-snapshots")
        let newFolder = folder.appendingPathComponent("new-snapshots")
        try DiffBenchInputs.writeSnapshotFolders(old: oldFolder, new: newFolder, count: 1000, views: 100)
        let folders = (0..<3).compactMap { _ in Measure.command(hitscope, ["diff", oldFolder.path, newFolder.path])?.milliseconds }.min()
        if let folders {
            table.add(Figure("hitscope diff, two folders of 1,000 snapshot files of 100 views (whole process, both cores)", folders / 1000, "s", atMost: 5))
        }
    }
}
