import Foundation
import HitScopeCore
import HitScopeFixtures
import HitScopeScene

/// The inputs of the diff benchmarks: a generated scene and a changed copy of it, as a pull request would change
/// one (moved views, a container made non-interactive, a hit area dropped, an overlay added).
enum DiffBenchInputs {
    /// `scene` with every `every`-th view changed in turn: moved 7 points, made non-interactive, its hit area reset,
    /// or sent to the front; and one new banner over the screen's lower part.
    static func changed(_ scene: Scene, every: Int) throws -> Scene {
        var scene = scene
        var hierarchy = scene.hierarchy
        for (step, index) in stride(from: every / 2, to: hierarchy.count, by: every).enumerated() {
            let id = ViewID(index)
            guard hierarchy.parent(of: id) != nil else { continue }
            switch step % 4 {
            case 0: try hierarchy.update(id) { $0.frame.origin.x += 7 }
            case 1: try hierarchy.update(id) { $0.isUserInteractionEnabled = false }
            case 2: try hierarchy.update(id) { $0.pointInsideRule = .bounds }
            default: hierarchy.bringToFront(id)
            }
        }
        if let window = hierarchy.windows.first {
            let size = scene.size
            _ = try hierarchy.addSubview(View(name: "benchBanner", className: "UIView", frame: Rect(0, size.height - 120, size.width, 60)), to: window)
        }
        scene.hierarchy = hierarchy
        return scene
    }

    /// Writes `count` pairs of snapshot files (recursiveDescription text, like swift-snapshot-testing's
    /// `.recursiveDescription` strategy) of about `views` views each into `old` and `new`; one in ten changed.
    static func writeSnapshotFolders(old: URL, new: URL, count: Int, views: Int) throws {
        for folder in [old, new] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        for index in 0..<count {
            let scene = SceneGenerator(viewCount: views, seed: UInt64(index + 1)).generate()
            let after = index % 10 == 0 ? try changed(scene, every: 17) : scene
            let name = "Screen\(index).1.txt"
            try Data(DumpWriter.dump(scene).utf8).write(to: old.appendingPathComponent(name))
            try Data(DumpWriter.dump(after).utf8).write(to: new.appendingPathComponent(name))
        }
    }
}
