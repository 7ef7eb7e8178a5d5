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

    public init(scene: Scene, warnings: [SceneError] = [], format: InputFormat = .scene) {
        self.scene = scene
        self.warnings = warnings
        self.format = format
    }
}

/// Reads any input that holds a scene: the one entry point every command uses.
public enum SceneInput {
    /// Reads `path` (or standard input for `-`) as `format`. `strict` turns dump lines and accessibility lines that
    /// cannot be read into errors instead of warnings. `controllers` names a file of `_printHierarchy` (or Chisel `pvc`) output taken in
    /// the same session: its controllers become the controllers of the views whose `id` is their view's address.
    /// `screenshot` names a PNG of the screen, which replaces the scene's own `screenshot:`.
    public static func load(
        path: String, format: InputFormat = .auto, strict: Bool = false, controllers: String? = nil, screenshot: String? = nil
    ) throws(SceneError) -> LoadedScene {
        var loaded = try load(path: path, format: format, strict: strict)
        if let controllers { loaded.warnings += try nameControllers(from: controllers, in: &loaded.scene) }
        if let screenshot { loaded.scene.screenshot = try ScreenshotFile.load(path: screenshot, screen: loaded.scene.size) }
        return loaded
    }

    /// Names the controllers of `scene`'s views from the `_printHierarchy` (or Chisel `pvc`) output in the file at
    /// `path`, by their views' addresses; the warnings say what could not be matched.
    static func nameControllers(from path: String, in scene: inout Scene) throws(SceneError) -> [SceneError] {
        let text = try SourceFile.decodeUTF8(try SourceFile.load(path), file: path)
        return try ControllerNaming.apply(ControllerHierarchy(text), to: &scene, file: path)
    }

    private static func load(path: String, format: InputFormat, strict: Bool) throws(SceneError) -> LoadedScene {
        try load(data: try SourceFile.load(path), file: path, format: format, strict: strict)
    }

    /// Reads the bytes of an input that is not a file of its own (a file as it was at a git revision), named
    /// `file` in every message, as `load(path:)` reads a file; a scene's relative references (its screenshot) are
    /// read beside `referencePath` (default: `file`).
    public static func load(
        data: Data, file path: String, format: InputFormat = .auto, strict: Bool = false, referencePath: String? = nil
    ) throws(SceneError) -> LoadedScene {
        let utf8 = try SourceFile.validatedUTF8(data, file: path)
        // Detection looks at the start only; a scene file is parsed from its bytes, never copied into a String.
        let head = String(decoding: utf8.prefix(DumpDetector.bytesToLookAt), as: UTF8.self)
        let resolved = format == .auto ? detect(head) : format
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
                return try SceneReader.load(utf8: utf8, file: path, referencePath: referencePath)
            } catch {
                // `_printHierarchy` output given as the scene: say what it is and how to pass it.
                if let entry = ControllerHierarchy(head).entries.first { throw ControllerNaming.notAScene(entry, file: path) }
                // A points file given as the scene: say so.
                throw PointsFileMistake.error(head: head, file: path) ?? error
            }
        }
    }

    /// What the file at `path` holds, judged by its start as `--input-format auto` judges it (a text that is neither
    /// a dump nor a snapshot is `.scene`); nil when it cannot be read.
    public static func detectedFormat(path: String) -> InputFormat? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        guard let bytes = try? file.read(upToCount: DumpDetector.bytesToLookAt) else { return nil }
        return detect(String(decoding: bytes, as: UTF8.self))
    }

    /// What bytes hold (a file at a git revision), judged by their start as `detectedFormat(path:)` judges a file.
    public static func detectedFormat(head: Data) -> InputFormat {
        detect(String(decoding: head.prefix(DumpDetector.bytesToLookAt), as: UTF8.self))
    }

    /// The format of a text's start: accessibility snapshots first (a page source's `<XCUIElementType…` would
    /// otherwise look like a dump record).
    private static func detect(_ head: String) -> InputFormat {
        if AccessibilityImporter.looksLikeAccessibilitySnapshot(head) { return .accessibility }
        return DumpDetector.looksLikeDump(head) ? .dump : .scene
    }
}
