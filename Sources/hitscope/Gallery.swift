import ArgumentParser
import HitScopeAudit
import HitScopeCore
import HitScopeFiles
import HitScopeReport

/// `hitscope gallery`: a static site with a report per scene, for documentation builds.
struct Gallery: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Write a static site: an index page and one self-contained report per input of a folder.",
        discussion: """
            The inputs are the folder's scene files, dumps and snapshots at any depth, as diff and audit take them; \
            each report is named after its input's path, extension kept (login.yaml: login.yaml.html, \
            flows/pay.yml: flows/pay.yml.html), so that two inputs never share a page. Links between the pages are \
            relative, so the site can be published or opened from anywhere. Every other file of the folder (a \
            picture, notes, a symbolic link out of it) is named on standard error with why it was left out.
            """
    )

    @Argument(help: "A folder of scene files (.yaml, .yml, .json), dumps and snapshots.", completion: .directory)
    var directory: String

    @Option(name: .shortAndLong, help: "The folder to write the site into (created when missing).", completion: .directory)
    var output: String

    @OptionGroup var auditSection: AuditSectionOptions

    @Option(
        help: ArgumentHelp(
            "A folder of PNG screenshots named as the inputs (login.yaml: login.png, flows/pay.yml: flows/pay.png), each drawn under its scene.",
            valueName: "folder"),
        completion: .directory)
    var screenshots: String?

    @OptionGroup var paths: PathOptions

    func validate() throws {
        if let screenshots, !DiffInputs.isFolder(screenshots) {
            throw ValidationError("--screenshots \(screenshots) is not a folder: name the folder of PNGs named as the scenes")
        }
        if let input = SameFile.input(output, among: [directory] + [screenshots].compactMap { $0 }) {
            throw ValidationError("-o \(output) is the folder \(input) the gallery reads: write the site into another folder")
        }
    }

    func run() async throws {
        var site = try GalleryBuild(folder: directory, screenshots: screenshots, audit: auditSection.options, reading: SceneReading(rules: paths.rules))
        let count = try await site.write(to: output)
        for skipped in site.skipped { Output.error("hitscope gallery: skipped \(terminalSafe(skipped.path)): \(skipped.reason.words)") }
        Output.line("wrote \(terminalSafe(output))/index.html and \(count) report\(count == 1 ? "" : "s")")
    }
}
