import Foundation
import HitScopeCore
import HitScopeScene

/// The repository's example scenes (Resources/Examples), read through the same entry point as the CLI.
enum Examples {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/Examples")

    static func load(_ name: String) throws -> Scene {
        try SceneInput.load(path: folder.appendingPathComponent("\(name).yaml").path).scene
    }

    static var all: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }
}

/// This target's fixtures (Tests/HitScopeSceneTests/Fixtures, copied as a bundle resource).
enum Fixtures {
    static func url(_ relativePath: String) -> URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures").appendingPathComponent(relativePath)
    }
}
