import Foundation
import HitScopeCore
import HitScopeScene

/// What `hitscope import` reads, at the edge: the input under the path rules (`SceneImport` reads the bytes), and
/// the screenshot it adds, named as the written scene will find it.
public enum SceneImports {
    /// Reads the input the command line names (`-`: standard input); `controllers` names `_printHierarchy` output.
    /// A scene file's screenshot is named as the scene written to `output` (nil: standard output) will find it.
    public static func read(path: String, reading: SceneReading, controllers: String? = nil, writtenTo output: String? = nil) throws(SceneError) -> SceneImport {
        let what = "a dump, a snapshot or a scene file"
        var throughLink = false
        let data: Data
        if path == "-" {
            data = try NamedFile.bytes("-", rules: reading.rules, what: what)
        } else {
            let file = try NamedFile(path, rules: reading.rules, what: what)
            data = try file.bytes(what: what)
            throughLink = file.reached.throughLink
        }
        var imported = try LinkedFile.read(throughLink: throughLink, warnings: \.warnings) { () throws(SceneError) -> SceneImport in
            try SceneImport.read(data: data, file: path, format: reading.format, strict: reading.strict)
        }
        if let reference = imported.screenshot {
            var picture = try ScreenshotInput.picture(reference, scene: path, screen: imported.scene.size, rules: reading.rules, namedFolder: nil)
            if !reference.file.hasPrefix("/") {
                let beside = PathText.normalized(PathText.join(path == "-" ? "." : PathText.folder(of: path), reference.file))
                picture.file = relativePath(of: beside, from: output.map(PathText.folder(of:)) ?? PathText.normalized("."))
            }
            imported.scene.screenshot = picture
        }
        if let controllers { imported.warnings += try SceneFiles.nameControllers(from: controllers, in: &imported.scene, rules: reading.rules) }
        return imported
    }

    /// The PNG at `png` (`--screenshot`) as the scene written to `output` (nil: standard output, read from the
    /// working folder) names it: relative to that scene's folder, `..` where it must; with a warning when that
    /// scene could not read it without `--allow-outside` (the PNG is outside the scene's project).
    public static func screenshot(
        _ png: String, for scene: Scene, writtenTo output: String?, rules: PathRules
    ) throws(SceneError) -> (picture: Screenshot, warning: SceneError?) {
        var picture = try ScreenshotInput.picture(named: png, screen: scene.size, rules: rules)
        let folder = output.map(PathText.folder(of:)) ?? PathText.normalized(".")
        picture.file = relativePath(of: PathText.normalized(png), from: folder)
        let sceneFile = output ?? "-"
        guard case .failure = PathRules().reach(reference: picture.file, from: sceneFile) else { return (picture, nil) }
        let warning = SceneError(
            file: output ?? "standard output", line: 0, column: 0,
            message: "the scene names its screenshot \(terminalSafe(picture.file)), outside the scene's project (\(Project(of: sceneFile).description))",
            hint: "move the PNG into the project, or read the scene with --allow-outside \(terminalSafe(PathText.folder(of: png)))")
        return (picture, warning)
    }

    /// `path` as seen from `folder` (both normalised): `../` for each of the folder's parts not shared.
    static func relativePath(of path: String, from folder: String) -> String {
        let target = path.split(separator: "/")
        let base = folder.split(separator: "/")
        var shared = 0
        while shared < min(target.count - 1, base.count), target[shared] == base[shared] { shared += 1 }
        return (Array(repeating: "..", count: base.count - shared) + target[shared...].map(String.init)).joined(separator: "/")
    }
}
