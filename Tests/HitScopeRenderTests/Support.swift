import Foundation
import HitScopeCore
import HitScopeScene
import HitScopeTestSupport

/// The repository's example scenes (Resources/Examples), read through the CLI's entry point.
enum Examples {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/Examples")

    static func load(_ name: String) throws -> Scene {
        try SceneInput.load(path: folder.appendingPathComponent("\(name).yaml").path).scene
    }

    /// Every example, by name without `.yaml`.
    static var all: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The examples this target keeps golden files for: the seed experiments.
    static var seeds: [String] { all.filter { $0.hasPrefix("seed") } }
}

/// This target's golden files (Tests/HitScopeRenderTests/Fixtures).
let fixtures = GoldenFiles(target: #filePath)
