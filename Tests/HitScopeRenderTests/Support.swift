import Foundation
import HitScopeCore
import HitScopeScene

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

/// Golden files under Fixtures/: compared byte for byte; recorded only when RECORD_SNAPSHOTS=1, never in CI.
enum Golden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }
    static var inCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// The golden text for `name`, after recording `actual` when asked to (and not in CI); nil when missing.
    static func expected(_ name: String, actual: String) throws -> String? {
        let url = folder.appendingPathComponent(name)
        if recording && !inCI {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
        }
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
