import ArgumentParser
import HitScopeFiles
import HitScopeScene

extension InputFormat: ExpressibleByArgument {}

/// The scene argument every command takes, and how to read it.
struct SceneOptions: ParsableArguments {
    @Argument(
        help: "The scene: a YAML/JSON scene file, a recursiveDescription dump, an XCUITest debugDescription or an Appium page source; - for standard input.",
        completion: .file()
    )
    var scene: String

    @Option(help: "How to read the scene: auto (by content), scene, dump or accessibility.")
    var inputFormat: InputFormat = .auto

    @Flag(help: "Refuse dumps and accessibility snapshots with lines that cannot be read (exit 2) instead of skipping them with a warning.")
    var strict = false

    @Option(
        help: ArgumentHelp(
            "_printHierarchy (or Chisel pvc) output taken in the same session: names the controllers of the dump's views by address.",
            valueName: "file"),
        completion: .file())
    var controllers: String?

    @OptionGroup var paths: PathOptions

    /// How every input of the command is read.
    var reading: SceneReading { SceneReading(format: inputFormat, strict: strict, rules: paths.rules) }

    /// The files the command reads, for `-o`'s check that it names none of them.
    var inputs: [String] { [scene] + [controllers].compactMap { $0 } }

    /// Reads the scene, printing warnings to standard error; `screenshot` replaces the scene's own.
    func load(screenshot: String? = nil) throws -> LoadedScene {
        let loaded = try SceneFiles.load(path: scene, reading: reading, controllers: controllers, screenshot: screenshot)
        for warning in loaded.warnings { Output.error("warning: \(warning)") }
        if let lost = loaded.lossSummary { Output.error("warning: \(lost)") }
        return loaded
    }
}

/// `--allow-outside DIR`: the one way to read past the path rules (docs/security.md).
struct PathOptions: ParsableArguments {
    @Option(
        name: .customLong("allow-outside"),
        help: ArgumentHelp(
            "Also read files in this folder (repeatable): a scene's screenshot: or a symbolic link may otherwise lead only inside the input's project (its git work tree, else its folder).",
            valueName: "dir"),
        completion: .directory)
    var allowOutside: [String] = []

    var rules: PathRules { PathRules(allowOutside: allowOutside) }
}

/// `--screenshot`: the app's own picture of the screen, drawn under the views.
struct ScreenshotOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A PNG screenshot of the screen (its pixels: the scene's size times the scale), drawn under the views; replaces the scene's screenshot:.",
            valueName: "png"),
        completion: .file(extensions: ["png"]))
    var screenshot: String?
}
