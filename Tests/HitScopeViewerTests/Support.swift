import Foundation
import HitScopeCore
import HitScopeScene

/// Paths and scenes shared by the viewer's tests.
enum Fixtures {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func example(_ name: String) -> String {
        repository.appendingPathComponent("Resources/Examples/\(name).yaml").path
    }

    static var examples: [String] {
        let folder = repository.appendingPathComponent("Resources/Examples").path
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    static func scene(_ name: String) throws -> Scene {
        try SceneInput.load(path: example(name)).scene
    }

    /// A fresh folder for files a test writes.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-viewer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Copies an example (and its screenshot) into `folder` (the viewer writes next to its scene; examples stay untouched).
    static func copy(_ name: String, to folder: URL) throws -> String {
        let target = folder.appendingPathComponent("\(name).yaml")
        try FileManager.default.copyItem(atPath: example(name), toPath: target.path)
        // The screenshot a scene names is found beside it.
        let png = String(example(name).dropLast(5)) + ".png"
        if FileManager.default.fileExists(atPath: png) {
            try FileManager.default.copyItem(atPath: png, toPath: folder.appendingPathComponent("\(name).png").path)
        }
        return target.path
    }

    /// The built `hitscope` executable, next to the test bundle.
    static let executable: URL = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ]
        for folder in candidates where FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("hitscope").path) {
            return folder.appendingPathComponent("hitscope")
        }
        return candidates[0].appendingPathComponent("hitscope")
    }()
}

/// Waits until `condition` holds (the viewer answers asynchronously); whether it did within `timeout` seconds.
func eventually(timeout: Double = 5, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if try condition() { return true }
        usleep(30_000)
    }
    return try condition()
}
