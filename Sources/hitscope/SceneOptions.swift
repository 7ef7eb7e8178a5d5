import ArgumentParser
import HitScopeScene

extension InputFormat: ExpressibleByArgument {}

/// The scene argument every command takes, and how to read it.
struct SceneOptions: ParsableArguments {
    @Argument(
        help: "The scene: a YAML/JSON scene file, a recursiveDescription dump, an XCUITest debugDescription or an Appium page source; - for standard input."
    )
    var scene: String

    @Option(help: "How to read the scene: auto (by content), scene, dump or accessibility.")
    var inputFormat: InputFormat = .auto

    @Flag(help: "Refuse dumps with lines that cannot be read (exit 2) instead of skipping them with a warning.")
    var strict = false

    @Option(
        help: ArgumentHelp(
            "_printHierarchy (or Chisel pvc) output taken in the same session: names the controllers of the dump's views by address.",
            valueName: "file"))
    var controllers: String?

    /// Reads the scene, printing warnings to standard error.
    func load() throws -> LoadedScene {
        let loaded = try SceneInput.load(path: scene, format: inputFormat, strict: strict, controllers: controllers)
        for warning in loaded.warnings { Output.error("warning: \(warning)") }
        return loaded
    }
}
