import Foundation
import HitScopeCore
import HitScopeScene

/// This target's fixtures (Tests/HitScopeSceneTests/Fixtures, copied as a bundle resource).
enum Fixtures {
    static func url(_ relativePath: String) -> URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures").appendingPathComponent(relativePath)
    }
}

/// Text written to a temporary file and read through `SceneInput`, as the commands read what users paste.
enum PastedInput {
    static func load(_ text: String, name: String = "pasted.txt", format: InputFormat = .auto, strict: Bool = false) throws -> LoadedScene {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-\(UUID().uuidString)-\(name)")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try SceneInput.load(path: url.path, format: format, strict: strict)
    }
}
