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
            (docs/accessibility-scenes.md).
            """
    )

    @Argument(help: "The dump or accessibility snapshot; - for standard input.")
    var dump: String

    @Option(name: .shortAndLong, help: "Where to write the scene (default: standard output).")
    var output: String?

    @Flag(help: "Refuse dumps with lines that cannot be read (exit 2) instead of skipping them with a warning.")
    var strict = false

    @OptionGroup var screenshot: ScreenshotOption

    func run() throws {
        var imported = try SceneImport.read(path: dump, strict: strict)
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
