import HitScopeCore

/// What `hitscope import` reads: a scene, what the reader had to say, and a line for people.
public struct SceneImport: Sendable {
    public var scene: Scene
    /// Located as `file:line:column: …`, in line order (an accessibility scene's first says what it cannot know).
    public var warnings: [SceneError]
    /// One line for people: what was read, and in which space points are.
    public var summary: String

    /// Reads `path` (or standard input for `-`) as `format`: `auto` reads an accessibility snapshot when it looks
    /// like one, else a dump. `strict` refuses dump lines that cannot be read; `controllers` names `_printHierarchy`
    /// output that names the views' controllers, as for every other command (`SceneInput`).
    public static func read(path: String, format: InputFormat = .auto, strict: Bool, controllers: String? = nil) throws(SceneError) -> SceneImport {
        var imported = try read(path: path, format: format, strict: strict)
        if let controllers { imported.warnings += try SceneInput.nameControllers(from: controllers, in: &imported.scene) }
        return imported
    }

    private static func read(path: String, format: InputFormat, strict: Bool) throws(SceneError) -> SceneImport {
        if format == .scene {
            let scene = try SceneReader.read(utf8: try SourceFile.validatedUTF8(try SourceFile.load(path), file: path), file: path)
            let h = scene.hierarchy
            return SceneImport(scene: scene, warnings: [], summary: "read \(plural(h.count, "view")) in \(plural(h.windows.count, "window")) from a scene file")
        }
        let text = try SourceFile.decodeUTF8(try SourceFile.load(path), file: path)
        if format == .accessibility || (format == .auto && AccessibilityImporter.looksLikeAccessibilitySnapshot(text)) {
            let loaded = try AccessibilityImporter.load(text: text, file: path)
            return SceneImport(scene: loaded.scene, warnings: loaded.warnings, summary: AccessibilityImporter.summary(loaded.scene))
        }
        let imported = try DumpImporter.read(text: text, file: path, strict: strict)
        return SceneImport(scene: imported.scene, warnings: imported.warnings, summary: imported.summary)
    }
}
