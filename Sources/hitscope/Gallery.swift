import ArgumentParser
import Foundation
import HitScopeCore
import HitScopeAudit
import HitScopeReport

/// `hitscope gallery`: a static site with a report per scene, for documentation builds.
struct Gallery: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a static site: an index page and one self-contained report per scene file of a folder.",
        discussion: """
            Links between the pages are relative, so the site can be published or opened from anywhere. Every other \
            file of the folder (a dump, a picture, notes) is named on standard error with why it was left out.
            """
    )

    @Argument(help: "A folder of scene files (.yaml, .yml, .json).", completion: .directory)
    var directory: String

    @Option(name: .shortAndLong, help: "The folder to write the site into (created when missing).", completion: .directory)
    var output: String

    @OptionGroup var auditSection: AuditSectionOptions

    @Option(
        help: ArgumentHelp(
            "A folder of PNG screenshots named as the scenes (login.yaml: login.png), each drawn under its scene.",
            valueName: "folder"),
        completion: .directory)
    var screenshots: String?

    func validate() throws {
        guard let screenshots else { return }
        var folder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: screenshots, isDirectory: &folder), folder.boolValue else {
            throw ValidationError("--screenshots \(screenshots) is not a folder: name the folder of PNGs named as the scenes")
        }
    }

    func run() async throws {
        do {
            let site = try await GallerySite.build(
                from: directory, to: output, audit: auditSection.options, screenshots: screenshots)
            for skipped in site.skipped {
                Output.error("hitscope gallery: skipped \((directory as NSString).appendingPathComponent(skipped.file)): \(skipped.reason)")
            }
            let count = site.entries.count
            Output.line("wrote \(output)/index.html and \(count) report\(count == 1 ? "" : "s")")
        } catch let error as GalleryError {
            throw InputError(message: error.description)
        }
    }
}
