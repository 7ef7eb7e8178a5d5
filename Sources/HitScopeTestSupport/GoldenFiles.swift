import Foundation

/// A test target's golden files (its `Fixtures` folder): tests compare what they produce with them byte for byte.
/// They are recorded only when `RECORD_SNAPSHOTS=1`, and never in CI (`CI=true`); review the diff after recording.
public struct GoldenFiles: Sendable {
    /// The folder the golden files' names are relative to.
    public let folder: URL

    /// The golden files under `folder`.
    public init(folder: URL) {
        self.folder = folder
    }

    /// The `Fixtures` folder of the test target that holds `filePath` (pass `#filePath`), for a file `depth`
    /// folders below the target's own folder.
    public init(target filePath: String, depth: Int = 0) {
        var target = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        for _ in 0..<depth { target = target.deletingLastPathComponent() }
        self.init(folder: target.appendingPathComponent("Fixtures"))
    }

    /// Whether this run records golden files (`RECORD_SNAPSHOTS=1`).
    public static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }
    /// Whether this run is in CI (`CI=true`), where nothing is ever recorded.
    public static var inCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// The golden text for `name`, after recording `actual` when asked to (and not in CI); nil when missing.
    public func expected(_ name: String, actual: String) throws -> String? {
        let url = folder.appendingPathComponent(name)
        if Self.recording && !Self.inCI {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
        }
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
