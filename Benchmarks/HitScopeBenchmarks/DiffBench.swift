import Foundation
import HitScopeCore
import HitScopeFixtures
import HitScopeScene

/// `hitscope diff` and reading, whole process (reading, matching, exact areas in both versions, causes, text): a
/// 10,000-view scene against a changed copy and against itself, two unrelated scenes at growing sizes (their view
/// names match, their places do not: the case that was quadratic), two folders of 1,000 snapshot files of about
/// 100 views (every core), and reading a 10,000-view scene, YAML and JSON, start-up subtracted.
enum DiffBench {
    /// Milliseconds of `diff` of two unrelated generated scenes, by their number of views (for the growth plot).
    static let unrelatedSizes = [2_500, 5_000, 10_000, 20_000]

    /// Adds the rows; returns the unrelated scenes' times by size.
    @discardableResult
    static func measure(_ hitscope: String, into table: inout Table) throws -> [Int: Double] {
        let folder = try Measure.scratchFolder(named: "diff")
        defer { try? FileManager.default.removeItem(at: folder) }
        func file(_ name: String, _ text: String) throws -> String {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            return url.path
        }
        func best(_ arguments: [String]) -> Double? {
            (0..<3).compactMap { _ in Measure.command(hitscope, arguments, allowedStatus: [0, 1])?.milliseconds }.min()
        }
        let scene = SceneGenerator(viewCount: 10_000, seed: 1).generate()
        let old = try file("old.yaml", SceneWriter.yaml(scene))
        let new = try file("new.yaml", SceneWriter.yaml(try DiffBenchInputs.changed(scene, every: 97)))
        if let pair = best(["diff", old, new]) {
            table.add(Figure("hitscope diff, two 10,000-view scenes (whole process)", pair, "ms", atMost: 1000))
        }
        if let same = best(["diff", old, old]) {
            table.add(Figure("hitscope diff, a 10,000-view scene with itself (whole process)", same, "ms", atMost: 500))
        }
        var unrelated: [Int: Double] = [:]
        for views in unrelatedSizes {
            let first = try file("first-\(views).yaml", SceneWriter.yaml(SceneGenerator(viewCount: views, seed: 1).generate()))
            let second = try file("second-\(views).yaml", SceneWriter.yaml(SceneGenerator(viewCount: views, seed: 2).generate()))
            guard let time = best(["diff", first, second]) else { continue }
            unrelated[views] = time
            table.add(Figure("hitscope diff, two unrelated \(views)-view scenes, seeds 1 and 2 (whole process)", time, "ms", atMost: views == 10_000 ? 1000 : nil))
        }
        if let small = unrelated[10_000], let large = unrelated[20_000] {
            table.add(Figure("hitscope diff of unrelated scenes, 20,000 views / 10,000 views", large / small, "×", atMost: 2.5))
        }
        try reading(hitscope, scene, file: file, into: &table)
        let oldFolder = folder.appendingPathComponent("old-snapshots")
        let newFolder = folder.appendingPathComponent("new-snapshots")
        try DiffBenchInputs.writeSnapshotFolders(old: oldFolder, new: newFolder, count: 1000, views: 100)
        if let folders = best(["diff", oldFolder.path, newFolder.path]) {
            table.add(Figure("hitscope diff, two folders of 1,000 snapshot files of 100 views (whole process, both cores)", folders / 1000, "s", atMost: 5))
        }
        return unrelated
    }

    /// Reading a 10,000-view scene: `trace FILE --at 1,1 --hit-only` less the same command on a one-view scene (the
    /// process's start-up), each the best of 5, run in turn.
    private static func reading(_ hitscope: String, _ scene: Scene, file: (String, String) throws -> String, into table: inout Table) throws {
        let tiny = try file("tiny.yaml", "size: [390, 844]\nwindows:\n  - name: window\n    frame: [0, 0, 390, 844]\n")
        let inputs = [("YAML", try file("read.yaml", SceneWriter.yaml(scene))), ("JSON", try file("read.json", String(decoding: try SceneJSON.data(scene), as: UTF8.self)))]
        for (format, path) in inputs {
            var (whole, start) = ([Double](), [Double]())
            for _ in 0..<5 {
                if let time = Measure.commandMilliseconds(hitscope, ["trace", path, "--at", "1,1", "--hit-only"]) { whole.append(time) }
                if let time = Measure.commandMilliseconds(hitscope, ["trace", tiny, "--at", "1,1", "--hit-only"]) { start.append(time) }
            }
            guard let best = whole.min(), let startUp = start.min() else { continue }
            table.add(Figure("reading a 10,000-view scene, \(format) (start-up subtracted)", best - startUp, "ms", atMost: 50))
        }
    }
}
