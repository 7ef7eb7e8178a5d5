import HitScopeCore

/// What `hitscope import` reads: a `recursiveDescription` dump or an accessibility snapshot, told apart by content.
public struct SceneImport: Sendable {
    public var scene: Scene
    /// Located as `file:line:column: …`, in line order (an accessibility scene's first says what it cannot know).
    public var warnings: [SceneError]
    /// One line for people: what was read, and in which space points are.
    public var summary: String

    /// Reads `path` (or standard input for `-`); `strict` refuses dump lines that cannot be read.
    public static func read(path: String, strict: Bool) throws(SceneError) -> SceneImport {
        let text = try SourceFile.decodeUTF8(try SourceFile.load(path), file: path)
        if AccessibilityImporter.looksLikeAccessibilitySnapshot(text) {
            let loaded = try AccessibilityImporter.load(text: text, file: path)
            return SceneImport(scene: loaded.scene, warnings: loaded.warnings, summary: AccessibilityImporter.summary(loaded.scene))
        }
        let imported = try DumpImporter.read(text: text, file: path, strict: strict)
        return SceneImport(scene: imported.scene, warnings: imported.warnings, summary: imported.summary)
    }
}
