import Foundation
import HitScopeCore
import HitScopeScene

/// How a command reads its scenes: the format, strictness and path rules every input shares.
public struct SceneReading: Hashable, Sendable {
    /// How to read an input (`--input-format`).
    public var format: InputFormat
    /// Refuse dump and snapshot lines that cannot be read instead of skipping them (`--strict`).
    public var strict: Bool
    /// What may be read (`--allow-outside`).
    public var rules: PathRules

    public init(format: InputFormat = .auto, strict: Bool = false, rules: PathRules = PathRules()) {
        self.format = format
        self.strict = strict
        self.rules = rules
    }
}

/// The one reader of scene inputs at the edge: it reads the bytes under the path rules, hands them to the readers
/// (`SceneInput`), then reads what the scene names (its screenshot) and what the command line adds (controllers, a
/// screenshot) under the same rules. A file reached through a symbolic link is never quoted in a message.
public enum SceneFiles {
    /// What to read a scene as a scene file needs besides its bytes.
    private static let sceneWhat = "a .yaml or .json file, a dump or a snapshot"

    /// Reads the scene the command line names at `path` (`-`: standard input); `namedFolder` is the folder named on
    /// the command line that holds it. `controllers` names `_printHierarchy` output that names the controllers of a
    /// dump's views by address; `screenshot` a PNG that replaces the scene's own `screenshot:`.
    public static func load(
        path: String, reading: SceneReading = SceneReading(), namedFolder: String? = nil, controllers: String? = nil, screenshot: String? = nil
    ) throws(SceneError) -> LoadedScene {
        let throughLink: Bool
        let data: Data
        if path == "-" {
            data = try NamedFile.bytes("-", rules: reading.rules, what: sceneWhat)
            throughLink = false
        } else {
            let file = try NamedFile(path, rules: reading.rules, namedFolder: namedFolder, what: sceneWhat)
            data = try file.bytes(what: sceneWhat)
            throughLink = file.reached.throughLink
        }
        var loaded = try read(data: data, name: path, referenceFile: path, reading: reading, namedFolder: namedFolder, throughLink: throughLink)
        if let controllers { loaded.warnings += try nameControllers(from: controllers, in: &loaded.scene, rules: reading.rules) }
        if let screenshot {
            loaded.scene.screenshot = try ScreenshotInput.picture(named: screenshot, screen: loaded.scene.size, rules: reading.rules)
        }
        return loaded
    }

    /// Names the controllers of `scene`'s views from the `_printHierarchy` output in the file the command line names
    /// `path` (`--controllers`); the warnings say what could not be matched.
    public static func nameControllers(from path: String, in scene: inout Scene, rules: PathRules) throws(SceneError) -> [SceneError] {
        let what = "a file of `_printHierarchy` output"
        var throughLink = false
        let bytes: Data
        if path == "-" {
            bytes = try NamedFile.bytes("-", rules: rules, what: what)
        } else {
            let file = try NamedFile(path, rules: rules, what: what)
            bytes = try file.bytes(what: what)
            throughLink = file.reached.throughLink
        }
        do {
            let warnings = try SceneInput.nameControllers(from: bytes, file: path, in: &scene)
            return throughLink ? warnings.map(LinkedFile.unquotedWarning) : warnings
        } catch {
            throw throughLink ? LinkedFile.unquoted(error) : error
        }
    }

    /// Reads bytes that are not a file of their own (a file as it was at a git revision), named `name` in messages;
    /// what the scene names is read beside `referenceFile` (the working tree's copy), under the rules.
    public static func load(data: Data, name: String, referenceFile: String, reading: SceneReading = SceneReading()) throws(SceneError) -> LoadedScene {
        try read(data: data, name: name, referenceFile: referenceFile, reading: reading, namedFolder: nil, throughLink: false)
    }

    private static func read(
        data: Data, name: String, referenceFile: String, reading: SceneReading, namedFolder: String?, throughLink: Bool
    ) throws(SceneError) -> LoadedScene {
        var loaded = try LinkedFile.read(throughLink: throughLink, warnings: \.warnings) { () throws(SceneError) -> LoadedScene in
            try SceneInput.load(data: data, file: name, format: reading.format, strict: reading.strict)
        }
        if let reference = loaded.screenshot {
            loaded.scene.screenshot = try ScreenshotInput.picture(
                reference, scene: referenceFile, screen: loaded.scene.size, rules: reading.rules, namedFolder: namedFolder)
        }
        return loaded
    }
}
