import Foundation
import HitScopeCore

/// Reads scene files (YAML or JSON, one schema: docs/scene-format.md) into `Scene`s, with precise errors.
public enum SceneReader {
    /// Reads a scene from bytes; `file` names the source in errors. `parsing` is the reader's own choice but for
    /// the tests and fuzz targets that hold every way of parsing to libyaml's.
    public static func read(data: Data, file: String, parsing: SceneParsing = .automatic) throws(SceneError) -> Scene {
        try load(utf8: try SourceFile.validatedUTF8(data, file: file), file: file, parsing: parsing).scene
    }

    /// Reads a scene from text; `file` names the source in errors.
    public static func read(text: String, file: String) throws(SceneError) -> Scene {
        try read(utf8: Data(text.utf8), file: file)
    }

    /// Reads a scene from valid UTF-8 without a byte-order mark, parsed in place (the bytes are not copied).
    static func read(utf8: Data, file: String) throws(SceneError) -> Scene {
        try load(utf8: utf8, file: file).scene
    }

    /// Reads a scene from valid UTF-8 without a byte-order mark, with what did not stop reading (a class name that
    /// looks like a misspelt UIKit class) and the `screenshot:` it names, unread.
    /// `parsing` chooses how the file is parsed (the tests compare the ways).
    static func load(utf8: Data, file: String, parsing: SceneParsing = .automatic) throws(SceneError) -> LoadedScene {
        let outcome = utf8.withUnsafeBytes { (bytes) -> Result<LoadedScene, SceneError> in
            guard bytes.contains(where: { !SourceFile.isASCIIWhitespace($0) }) else {
                return .failure(SceneError(file: file, line: 0, column: 0, message: "the file is empty", hint: "write a scene (see docs/scene-format.md) or pass another file"))
            }
            var decoder = SceneDecoder(events: YAMLEventSource(utf8: utf8, bytes: bytes, file: file, parsing: parsing))
            do throws(SceneError) {
                let scene = try decoder.decode()
                var loaded = LoadedScene(scene: scene, warnings: decoder.warnings)
                loaded.screenshot = decoder.screenshot
                return .success(loaded)
            } catch {
                // As YAML does, a syntax error anywhere in the file comes before what a value means.
                return .failure(decoder.problemAhead() ?? error)
            }
        }
        return try outcome.get()
    }
}
