import Foundation
import HitScopeCore

/// What `hitscope import` reads: a scene, what the reader had to say, and a line for people.
public struct SceneImport: Sendable {
    public var scene: Scene
    /// Located as `file:line:column: …`, in line order (an accessibility scene's first says what it cannot know).
    public var warnings: [SceneError]
    /// One line for people: what was read, and in which space points are.
    public var summary: String
    /// A scene file's `screenshot:` as written (`--input-format scene`), for the edge to resolve.
    public var screenshot: ScreenshotReference?

    /// Reads the bytes of an input (named `file` in messages) as `format`: `auto` reads an accessibility snapshot
    /// when it looks like one, else a dump. `strict` refuses dump lines that cannot be read.
    public static func read(data: Data, file path: String, format: InputFormat = .auto, strict: Bool) throws(SceneError) -> SceneImport {
        if format == .scene {
            let loaded = try SceneReader.load(utf8: try SourceFile.validatedUTF8(data, file: path), file: path)
            let h = loaded.scene.hierarchy
            var imported = SceneImport(
                scene: loaded.scene, warnings: [], summary: "read \(plural(h.count, "view")) in \(plural(h.windows.count, "window")) from a scene file")
            imported.screenshot = loaded.screenshot
            return imported
        }
        let text = try SourceFile.decodeUTF8(data, file: path)
        if format == .accessibility || (format == .auto && AccessibilityImporter.looksLikeAccessibilitySnapshot(text)) {
            let loaded = try AccessibilityImporter.load(text: text, file: path)
            return SceneImport(scene: loaded.scene, warnings: loaded.warnings, summary: AccessibilityImporter.summary(loaded.scene))
        }
        let imported = try DumpImporter.read(text: text, file: path, strict: strict)
        return SceneImport(scene: imported.scene, warnings: imported.warnings, summary: imported.summary)
    }

    private init(scene: Scene, warnings: [SceneError], summary: String) {
        self.scene = scene
        self.warnings = warnings
        self.summary = summary
    }
}
