import Foundation
import PackagePlugin

/// `swift package hitscope-gallery --scenes DIR --output DIR`: another package's documentation build writes
/// HitScope's gallery (an index and one self-contained, audited report per input: scene file, dump or snapshot) and
/// the audit as JSON (`audit.json`, the format `hitscope audit --format json` writes), without cloning HitScope. It
/// builds the `hitscope` product of this package (debug, as SwiftPM builds a plugin's tools) and runs it:
/// `hitscope gallery DIR -o OUT --audit`, then
/// `hitscope audit` of the same folder (the same inputs, by the same walk); with `--diff-base DIR` or
/// `--diff-git REV`, `hitscope diff` of the scenes against that base (`diff.html`, `diff.json`). Relative paths are
/// the package's.
@main
struct HitScopeGallery: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let options = try GalleryArguments(arguments, packageDirectory: context.package.directoryURL)
        let hitscope = try Self.hitscope(packageManager)
        try OutputFolder.check(options.output)
        try FileManager.default.createDirectory(at: options.output, withIntermediateDirectories: true)

        var gallery = ["gallery", options.scenes.path(percentEncoded: false), "-o", options.output.path(percentEncoded: false), "--audit"]
        if let minSize = options.minSize { gallery += ["--min-size", minSize] }
        if let screenshots = options.screenshots { gallery += ["--screenshots", screenshots.path(percentEncoded: false)] }
        try ToolRun(hitscope, gallery).check()

        var audit = ["audit", "--format", "json"]
        if let minSize = options.minSize { audit += ["--min-size", minSize] }
        if let failOn = options.failOn { audit += ["--fail-on", failOn] }
        // The folder as `.` (the run is in it): its inputs are named by their paths inside it, so that audit.json is
        // the same wherever it is built.
        audit += ["--", "."]
        let auditFile = options.output.appending(path: "audit.json")
        let status = try ToolRun(hitscope, audit, standardOutput: auditFile, directory: options.scenes).status()
        if status == 1, let failOn = options.failOn {
            // The findings themselves, as `hitscope audit` prints them, before the error that names the level.
            var words = ["audit", "--fail-on", failOn]
            if let minSize = options.minSize { words += ["--min-size", minSize] }
            _ = try ToolRun(hitscope, words + ["--", "."], directory: options.scenes).status()
            throw GalleryPluginError("findings at --fail-on \(failOn) or worse remain (above): see \(auditFile.path(percentEncoded: false)) and the gallery's reports")
        }
        guard status == 0 else { throw GalleryPluginError("hitscope audit exited with \(status) (its message is above)") }
        let diff = try publishDiff(hitscope, options, package: context.package.directoryURL)
        print("hitscope-gallery: wrote \(options.output.path(percentEncoded: false)) (index.html, a report per input, audit.json\(diff ? ", diff.html, diff.json" : ""))")
    }

    /// The `hitscope` executable, built now: a tool dependency would make SwiftPM build a second copy of every module
    /// in every build of a package that depends on HitScope, whether the plugin runs or not.
    private static func hitscope(_ packageManager: PackageManager) throws -> URL {
        let build = try packageManager.build(.product("hitscope"), parameters: .init(configuration: .debug, logging: .concise))
        guard build.succeeded, let tool = build.builtArtifacts.first(where: { $0.kind == .executable })?.url else {
            throw GalleryPluginError("hitscope did not build:\n\(build.logText)")
        }
        return tool
    }

    /// With `--diff-base` or `--diff-git`: the touch diff of the scenes against their base, as a page and as JSON
    /// (`hitscope diff`, run in the package folder so that the files are named as the package names them).
    /// Returns whether it was written; throws when `--diff-fail-on` finds a change at its level.
    private func publishDiff(_ hitscope: URL, _ options: GalleryArguments, package: URL) throws -> Bool {
        let inputs: [String]
        if let base = options.diffBase {
            inputs = [base, options.scenesArgument]
        } else if let revision = options.diffGit {
            inputs = ["--git", revision, options.scenesArgument]
        } else {
            return false
        }
        let page = options.output.appending(path: "diff.html").path(percentEncoded: false)
        try ToolRun(hitscope, ["diff"] + inputs + ["--format", "html", "-o", page], directory: package).check()
        let json = options.output.appending(path: "diff.json")
        var arguments = ["diff"] + inputs + ["--format", "json"]
        if let failOn = options.diffFailOn { arguments += ["--fail-on", failOn] }
        let status = try ToolRun(hitscope, arguments, standardOutput: json, directory: package).status()
        if status == 1, let failOn = options.diffFailOn {
            throw GalleryPluginError("touch changes at --diff-fail-on \(failOn) remain: see \(page) and \(json.path(percentEncoded: false))")
        }
        guard status == 0 else { throw GalleryPluginError("hitscope diff exited with \(status) (its message is above)") }
        return true
    }
}
