import ArgumentParser
import HitScopeReport

/// `hitscope gallery`: a static site with a report per scene, for documentation builds.
struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a static site: an index page and one self-contained report per scene file of a folder.",
        discussion: "Links between the pages are relative, so the site can be published or opened from anywhere."
    )

    @Argument(help: "A folder of scene files (.yaml, .yml, .json).")
    var directory: String

    @Option(name: .shortAndLong, help: "The folder to write the site into (created when missing).")
    var output: String

    func run() throws {
        do {
            let entries = try GallerySite.build(from: directory, to: output)
            Output.line("wrote \(output)/index.html and \(entries.count) report\(entries.count == 1 ? "" : "s")")
        } catch let error as GalleryError {
            throw InputError(message: error.description)
        }
    }
}
