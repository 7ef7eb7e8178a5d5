import ArgumentParser
import Foundation
import HitScopeFiles
import HitScopeScene

/// `hitscope import`: a `recursiveDescription` dump (or an accessibility snapshot) as a readable scene file.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn a recursiveDescription dump or an accessibility snapshot into a scene file.",
        discussion: """
            Paste what `po [[UIWindow keyWindow] recursiveDescription]` printed into a file (console noise around it \
            is fine). Views are named by class and a counter (UIButton2); each keeps its address as `id` and every \
            key HitScope does not interpret as `attributes`. See docs/recursive-description.md. An XCUITest \
            debugDescription or an Appium page source is read as an accessibility scene \
            (docs/accessibility-scenes.md); --input-format scene rewrites a scene file as YAML. --controllers names \
            the views' controllers from `_printHierarchy` output taken in the same session.
            """
    )

    /// The input, read as every command reads it (`--input-format`, `--strict`, `--controllers`); by content, a
    /// snapshot or else a dump.
    @OptionGroup var input: SceneOptions

    @Option(name: .shortAndLong, help: "Where to write the scene (default: standard output).", completion: .file(extensions: ["yaml", "yml"]))
    var output: String?

    @OptionGroup var screenshot: ScreenshotOption

    func validate() throws {
        try OutputFile.check(output, inputs: input.inputs + [screenshot.screenshot].compactMap { $0 })
    }

    func run() throws {
        var imported = try SceneImports.read(path: input.scene, reading: input.reading, controllers: input.controllers, writtenTo: output)
        for warning in imported.warnings { Output.error("warning: \(warning)") }
        if let png = screenshot.screenshot {
            let (picture, warning) = try SceneImports.screenshot(png, for: imported.scene, writtenTo: output, rules: input.reading.rules)
            imported.scene.screenshot = picture
            if let warning { Output.error("warning: \(warning)") }
        }
        var yaml = SceneWriter.yaml(imported.scene)
        if !yaml.hasSuffix("\n") { yaml += "\n" }
        try OutputFile.write(yaml, to: output ?? "-")
        Output.error("hitscope import: \(imported.summary)")
    }
}
