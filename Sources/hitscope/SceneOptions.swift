import ArgumentParser
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

    /// Reads the scene, printing warnings to standard error; `screenshot` replaces the scene's own.
    func load(screenshot: String? = nil) throws -> LoadedScene {
        let loaded = try SceneInput.load(path: scene, format: inputFormat, strict: strict, controllers: controllers, screenshot: screenshot)
        for warning in loaded.warnings { Output.error("warning: \(warning)") }
        return loaded
    }
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
