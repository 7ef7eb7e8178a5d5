import Foundation
import PackagePlugin

/// The plugin's options: `--scenes DIR --output DIR [--screenshots DIR] [--min-size S] [--fail-on warning|error]
/// [--diff-base DIR | --diff-git REV] [--diff-fail-on unreachable|lost|any]`.
struct GalleryArguments {
    /// The folder of scene files (`.yaml`, `.yml`, `.json`), dumps and snapshots.
    let scenes: URL
    /// The folder the site is written into (created when missing).
    let output: URL
    /// A folder of PNG screenshots named as the scenes, drawn under them (`hitscope gallery --screenshots`).
    let screenshots: URL?
    /// The audit's minimum touch size, as `hitscope audit --min-size` reads it.
    let minSize: String?
    /// Fail the command when findings at this level or worse remain.
    let failOn: String?
    /// The scenes as they were before a change (a folder paired by relative path, or a git revision), as the
    /// package names them: the gallery then publishes the touch diff (`diff.html`, `diff.json`).
    let diffBase: String?
    let diffGit: String?
    /// Fail the command when the diff has a change at this level (`hitscope diff --fail-on`).
    let diffFailOn: String?
    /// `--scenes` as given (the diff runs in the package folder, so that its paths are the package's).
    let scenesArgument: String

    static let usage = "usage: swift package --allow-writing-to-package-directory [--allow-writing-to-directory DIR] hitscope-gallery --scenes DIR --output DIR [--screenshots DIR] [--min-size W×H] [--fail-on warning|error] [--diff-base DIR | --diff-git REV] [--diff-fail-on unreachable|lost|any]"

    init(_ arguments: [String], packageDirectory: URL) throws {
        var extractor = ArgumentExtractor(arguments)
        let scenes = extractor.extractOption(named: "scenes")
        let output = extractor.extractOption(named: "output")
        let screenshots = extractor.extractOption(named: "screenshots")
        let minSize = extractor.extractOption(named: "min-size")
        let failOn = extractor.extractOption(named: "fail-on")
        let diffBase = extractor.extractOption(named: "diff-base")
        let diffGit = extractor.extractOption(named: "diff-git")
        let diffFailOn = extractor.extractOption(named: "diff-fail-on")
        guard extractor.remainingArguments.isEmpty else {
            throw GalleryPluginError("unknown arguments \(extractor.remainingArguments.joined(separator: " ")) — \(Self.usage)")
        }
        guard scenes.count == 1, output.count == 1, screenshots.count <= 1, minSize.count <= 1, failOn.count <= 1 else {
            throw GalleryPluginError("--scenes and --output are needed once each, the other options at most once — \(Self.usage)")
        }
        guard failOn.allSatisfy({ ["warning", "error"].contains($0) }) else {
            throw GalleryPluginError("--fail-on \(failOn[0]): use warning or error")
        }
        guard diffBase.count + diffGit.count <= 1, diffFailOn.count <= 1 else {
            throw GalleryPluginError("give the diff's base once: --diff-base DIR or --diff-git REV — \(Self.usage)")
        }
        guard diffFailOn.allSatisfy({ ["unreachable", "lost", "any"].contains($0) }) else {
            throw GalleryPluginError("--diff-fail-on \(diffFailOn[0]): use unreachable, lost or any")
        }
        guard diffFailOn.isEmpty || diffBase.count + diffGit.count == 1 else {
            throw GalleryPluginError("--diff-fail-on needs --diff-base DIR or --diff-git REV")
        }
        let resolve = { (path: String) in URL(fileURLWithPath: path, relativeTo: packageDirectory).standardizedFileURL }
        self.scenes = resolve(scenes[0])
        self.output = resolve(output[0])
        self.screenshots = screenshots.first.map(resolve)
        self.minSize = minSize.first
        self.failOn = failOn.first
        self.diffBase = diffBase.first
        self.diffGit = diffGit.first
        self.diffFailOn = diffFailOn.first
        self.scenesArgument = scenes[0]
    }
}
