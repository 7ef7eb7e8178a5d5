import Foundation
import HitScopeCore
import HitScopeFiles
import HitScopeScene

/// The repository's example scenes (Resources/Examples): the one place every test target finds them.
public enum Examples {
    /// The repository's root folder.
    public static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Resources/Examples`.
    public static let folder = repository.appendingPathComponent("Resources/Examples")

    /// The example's file, `NAME.yaml`.
    public static func url(_ name: String) -> URL { folder.appendingPathComponent("\(name).yaml") }

    /// The example's path, `Resources/Examples/NAME.yaml` under the repository.
    public static func path(_ name: String) -> String { url(name).path }

    /// A file of `Resources/Examples` by its whole name (`login.png`, `scene.yaml`).
    public static func file(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The example's scene, read as every command reads one (through the edge, `SceneFiles`: its screenshot too).
    public static func load(_ name: String) throws -> Scene {
        try SceneFiles.load(path: path(name)).scene
    }

    /// Every example, by name without `.yaml`, sorted.
    public static var all: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The seeds' experiments: the examples whose names start with `seed`.
    public static var seeds: [String] { all.filter { $0.hasPrefix("seed") } }
}
