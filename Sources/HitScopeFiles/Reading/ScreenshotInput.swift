import HitScopeCore
import HitScopeScene

/// Reads a scene's screenshot under the path rules: a scene's `screenshot:` inside its project, or the PNG the
/// command line names (`--screenshot`, a gallery's `--screenshots` folder). Every screenshot that cannot be used as
/// a PNG, whatever the reason (missing, outside the project, a link out, not a regular file, unreadable, not a
/// PNG, too large), gets one message, so that a public log does not tell what exists on the machine; a PNG of the
/// wrong shape is said as it is (it was read inside the project).
enum ScreenshotInput {
    /// The picture a scene file's `screenshot:` names, for a screen of `screen` points; errors are at the key.
    static func picture(
        _ reference: ScreenshotReference, scene file: String, screen: Size, rules: PathRules, namedFolder: String?
    ) throws(SceneError) -> Screenshot {
        func error(_ message: String, _ hint: String) -> SceneError {
            SceneError(file: file, line: reference.location.line, column: reference.location.column, message: "the screenshot \(message)", hint: hint)
        }
        let unusable = error(
            "'\(terminalSafe(reference.file))' cannot be used",
            hint("`screenshot:` names", where: "inside the scene's project (its git work tree, else its folder; --allow-outside DIR allows another)"))
        guard case .success(let reached) = rules.reach(reference: reference.file, from: file, namedFolder: namedFolder),
            case .success(let png) = InputFile.read(real: reached.real, limit: ScreenshotFile.maximumBytes)
        else { throw unusable }
        switch ScreenshotFile.picture(png: [UInt8](png), file: reference.file, scale: reference.scale, screen: screen) {
        case .success(let picture): return picture
        case .failure(.unreadable): throw unusable
        case .failure(.wrongShape(let message, let hint)): throw error(message, hint)
        }
    }

    /// The picture at `path` as the command line names it, for a screen of `screen` points; errors name the file.
    static func picture(named path: String, screen: Size, rules: PathRules, namedFolder: String? = nil, option: String = "--screenshot") throws(SceneError) -> Screenshot {
        func error(_ message: String, _ hint: String) -> SceneError {
            SceneError(file: path, line: 0, column: 0, message: "the screenshot \(message)", hint: hint)
        }
        let unusable = error("cannot be used", hint("\(option) names", where: "(through no symbolic link out of its project)"))
        guard case .success(let reached) = rules.reach(named: path, namedFolder: namedFolder),
            case .success(let png) = InputFile.read(real: reached.real, limit: ScreenshotFile.maximumBytes)
        else { throw unusable }
        switch ScreenshotFile.picture(png: [UInt8](png), file: path, scale: nil, screen: screen) {
        case .success(let picture): return picture
        case .failure(.unreadable): throw unusable
        case .failure(.wrongShape(let message, let hint)): throw error(message, hint)
        }
    }

    /// What a screenshot must be, after who names it ("`screenshot:` names") and where it must be.
    private static func hint(_ namer: String, where place: String) -> String {
        "\(namer) a PNG file of at most \(ScreenshotFile.maximumBytes >> 20) MB and \(ScreenshotFile.maximumSide) pixels a side \(place), as Xcode and the simulator save them"
    }
}
