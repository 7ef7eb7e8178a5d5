import Foundation
import HitScopeCore

/// The kinds of input that hold a scene.
public enum InputFormat: String, CaseIterable, Sendable {
    /// Decide from the content: an accessibility snapshot or a `recursiveDescription` dump when it looks like one,
    /// else a scene file.
    case auto
    /// A scene file, YAML or JSON (docs/scene-format.md).
    case scene
    /// Text printed by `recursiveDescription` (docs/recursive-description.md).
    case dump
    /// An accessibility snapshot: XCUITest's `debugDescription` or Appium/WebDriverAgent's page source
    /// (docs/accessibility-scenes.md).
    case accessibility
}

/// A scene read from some input, with what the reader had to say about it.
public struct LoadedScene: Sendable {
    public var scene: Scene
    /// Problems that did not stop reading (skipped dump lines), already located as `file:line:col: …`.
    public var warnings: [SceneError]
    /// What the input was read as (never `.auto`): a scene file's view names are its author's, a dump's and a
    /// snapshot's are made up by the reader.
    public var format: InputFormat
    /// A scene file's `screenshot:` as written, which the reader does not read: the edge resolves it under its
    /// path rules and puts the picture in `scene.screenshot`.
    public var screenshot: ScreenshotReference?
    /// What was lost in all, about the whole file (`lost 47 views and 2 lines …`), to say after the warnings; nil
    /// when nothing was (or the format loses nothing: a scene file is read whole or refused).
    public var lossSummary: SceneError?

    public init(scene: Scene, warnings: [SceneError] = [], format: InputFormat = .scene, lossSummary: SceneError? = nil) {
        self.scene = scene
        self.warnings = warnings
        self.format = format
        self.lossSummary = lossSummary
    }
}

/// Reads any input that holds a scene from its bytes: the one entry point every command uses. It reads no file:
/// the edge (HitScopeFiles) reads the bytes under its path rules and resolves what a scene names (its screenshot).
public enum SceneInput {
    /// Names the controllers of `scene`'s views from the `_printHierarchy` (or Chisel `pvc`) output in `data`
    /// (named `file` in messages), by their views' addresses; the warnings say what could not be matched.
    public static func nameControllers(from data: Data, file: String, in scene: inout Scene) throws(SceneError) -> [SceneError] {
        let text = try SourceFile.decodeUTF8(data, file: file)
        return try ControllerNaming.apply(ControllerHierarchy(text), to: &scene, file: file)
    }

    /// Reads the bytes of an input as `format`, named `file` in every message. `strict` turns dump lines and
    /// accessibility lines that cannot be read into errors instead of warnings. A scene file's `screenshot:` is
    /// returned unread (`LoadedScene.screenshot`).
    public static func load(
        data: Data, file path: String, format: InputFormat = .auto, strict: Bool = false
    ) throws(SceneError) -> LoadedScene {
        let utf8 = try SourceFile.validatedUTF8(data, file: path)
        // Detection looks at the start only; a scene file is parsed from its bytes, never copied into a String.
        let head = String(decoding: utf8.prefix(InputDetector.bytesToLookAt), as: UTF8.self)
        let resolved = format == .auto ? InputDetector.detect(head: head) : format
        switch resolved {
        case .accessibility:
            var loaded = try AccessibilityImporter.load(text: String(decoding: utf8, as: UTF8.self), file: path, strict: strict)
            loaded.format = .accessibility
            return loaded
        case .dump:
            var loaded = try DumpImporter.load(text: String(decoding: utf8, as: UTF8.self), file: path, strict: strict)
            loaded.format = .dump
            return loaded
        case .scene, .auto:
            do {
                return try SceneReader.load(utf8: utf8, file: path)
            } catch {
                // `_printHierarchy` output given as the scene: say what it is and how to pass it.
                if let entry = ControllerHierarchy(head).entries.first { throw ControllerNaming.notAScene(entry, file: path) }
                // A points file given as the scene: say so.
                if let mistake = PointsFileMistake.error(head: head, file: path) { throw mistake }
                // Detected as a scene file: say what else was looked for.
                throw format == .auto ? InputDetector.explain(error, head: head) : error
            }
        }
    }

    /// What bytes hold, judged by their start as `--input-format auto` judges them (`InputDetector`: a text that is
    /// neither a dump nor a snapshot is `.scene`); the first `bytesToDetect` are enough.
    public static func detectedFormat(head: Data) -> InputFormat {
        InputDetector.detect(head: String(decoding: head.prefix(InputDetector.bytesToLookAt), as: UTF8.self))
    }

    /// How many bytes of an input's start `detectedFormat(head:)` looks at.
    public static let bytesToDetect = InputDetector.bytesToLookAt
}
