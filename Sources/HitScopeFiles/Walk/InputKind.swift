import Foundation
import HitScopeScene

/// Which files of a folder are inputs, one rule for every command that takes a folder (gallery, diff, audit): scene
/// files by their extension (`.yaml`, `.yml`, `.json`), and texts (`.txt`, `.xml`, `.log`) whose start reads as a
/// `recursiveDescription` dump or an accessibility snapshot (a snapshot test's `.txt`, a page source's `.xml`).
public enum InputKind {
    /// The extensions of scene files.
    public static let sceneExtensions: Set<String> = ["yaml", "yml", "json"]
    /// The extensions of texts that are inputs when they read as a dump or a snapshot.
    public static let textExtensions: Set<String> = ["txt", "xml", "log"]

    /// The extension of `name`, lower case ("" without one).
    static func pathExtension(_ name: String) -> String {
        (name as NSString).pathExtension.lowercased()
    }

    /// Whether a file named `name` may be an input, by its name alone.
    public static func mayBeInput(_ name: String) -> Bool {
        let kind = pathExtension(name)
        return sceneExtensions.contains(kind) || textExtensions.contains(kind)
    }

    /// Whether a file named `name` whose content starts with `head` is an input: a scene file by its extension, a
    /// text when it reads as a dump or a snapshot. Nil when it is not, with what it is instead.
    public static func skipReason(name: String, head: Data) -> WalkSkip.Reason? {
        let kind = pathExtension(name)
        if sceneExtensions.contains(kind) { return nil }
        if textExtensions.contains(kind) {
            switch SceneInput.detectedFormat(head: head) {
            case .dump, .accessibility: return nil
            case .scene, .auto: return .notAnInput
            }
        }
        return kind == "png" ? .picture : .notAnInput
    }
}
