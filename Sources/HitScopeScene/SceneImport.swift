import Foundation
import HitScopeCore

/// What `hitscope import` reads: a scene, what the reader had to say, and a line for people.
public struct SceneImport: Sendable {
    public var scene: Scene
    /// Located as `file:line:column: …`, in line order (an accessibility scene's first says what it cannot know).
    public var warnings: [SceneError]
    /// One line for people: what was read, and in which space points are.
    public var summary: String
    /// A scene file's `screenshot:` as written, for the edge to resolve.
    public var screenshot: ScreenshotReference?

    /// Reads the bytes of an input (named `file` in messages) as `format`: `auto` decides by content as every command
    /// does (`InputDetector`). `strict` refuses dump lines that cannot be read. The edge (HitScopeFiles'
    /// `SceneImports`) reads the file, names the controllers and resolves a scene file's screenshot.
    public static func read(data: Data, file path: String, format: InputFormat = .auto, strict: Bool) throws(SceneError) -> SceneImport {
        let utf8 = try SourceFile.validatedUTF8(data, file: path)
        let head = String(decoding: utf8.prefix(InputDetector.bytesToLookAt), as: UTF8.self)
        switch format == .auto ? InputDetector.detect(head: head) : format {
        case .accessibility:
            let loaded = try AccessibilityImporter.load(text: String(decoding: utf8, as: UTF8.self), file: path, strict: strict)
            return SceneImport(scene: loaded.scene, warnings: loaded.warnings, summary: AccessibilityImporter.summary(loaded.scene))
        case .dump:
            let imported = try DumpImporter.read(text: String(decoding: utf8, as: UTF8.self), file: path, strict: strict)
            return SceneImport(scene: imported.scene, warnings: imported.warnings, summary: imported.summary)
        case .scene, .auto:
            let loaded: LoadedScene
            do {
                loaded = try SceneReader.load(utf8: utf8, file: path)
            } catch {
                throw format == .auto ? InputDetector.explain(error, head: head) : error
            }
            let h = loaded.scene.hierarchy
            var imported = SceneImport(
                scene: loaded.scene, warnings: loaded.warnings,
                summary: "read \(plural(h.count, "view")) in \(plural(h.windows.count, "window")) from a scene file")
            imported.screenshot = loaded.screenshot
            return imported
        }
    }

    private init(scene: Scene, warnings: [SceneError], summary: String) {
        self.scene = scene
        self.warnings = warnings
        self.summary = summary
    }
}
