import Foundation
import Testing

/// A test target's golden files (its `Fixtures` folder): tests compare what they produce with them byte for byte.
///
/// With `RECORD_SNAPSHOTS=1` (and never in CI, `CI=true`) `check` writes what the test produced over the golden file
/// and fails all the same, as swift-snapshot-testing's record mode does: a recording run never passes, so it cannot
/// pass for a check run by mistake. Review the diff, then run again without `RECORD_SNAPSHOTS`.
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

    /// Checks `actual` against the golden file `name`: an issue at the caller when the file is missing or differs
    /// (naming the first line that differs). When recording, writes `actual` as the golden file and records the
    /// issue "recorded NAME; review the diff and run again without RECORD_SNAPSHOTS".
    public func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if Self.recording && !Self.inCI {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            Issue.record("recorded \(name); review the diff and run again without RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("no golden file \(name): record it with RECORD_SNAPSHOTS=1 and review it", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard actual != expected else { return }
        Issue.record("\(name) differs from its golden file: \(Self.firstDifference(expected, actual)); if the change is meant, record it with RECORD_SNAPSHOTS=1 and review the diff", sourceLocation: sourceLocation)
    }

    /// The first line where the two texts differ, both versions shortened, for a failure message.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        let show = { (lines: [Substring]) in line < lines.count ? "\"\(lines[line].prefix(160))\"" : "(end of text)" }
        return "line \(line + 1) is \(show(new)), the golden file's \(show(old))"
    }
}
