import Foundation

/// The repository's folders this target's tests read.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let examples = root.appendingPathComponent("Resources/Examples")
}
