import ArgumentParser
import Foundation
import HitScopeScene

/// `hitscope import`: a `recursiveDescription` dump (or an accessibility snapshot) as a readable scene file.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
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

    func run() throws {
        var imported = try SceneImport.read(path: input.scene, format: input.inputFormat, strict: input.strict, controllers: input.controllers)
        for warning in imported.warnings { Output.error("warning: \(warning)") }
        if let png = screenshot.screenshot {
            var picture = try ScreenshotFile.load(path: png, screen: imported.scene.size)
            picture.file = Self.path(of: png, besideFileAt: output)
            imported.scene.screenshot = picture
        }
        var yaml = SceneWriter.yaml(imported.scene)
        if !yaml.hasSuffix("\n") { yaml += "\n" }
        if let output {
            do {
                try Data(yaml.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                throw InputError(message: "cannot write \(output): \(error.localizedDescription)")
            }
        } else {
            Output.text(yaml)
        }
        Output.error("hitscope import: \(imported.summary)")
    }

    /// `file` as the scene written to `scene` names it: relative to the scene's folder when it is inside it (the
    /// working folder for standard output), else absolute.
    static func path(of file: String, besideFileAt scene: String?) -> String {
        let absolute = URL(fileURLWithPath: file).standardizedFileURL.path
        let folder = scene.map { URL(fileURLWithPath: $0).deletingLastPathComponent().standardizedFileURL.path }
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }
}
