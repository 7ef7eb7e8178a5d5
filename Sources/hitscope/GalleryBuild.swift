import HitScopeAudit
import HitScopeCore
import HitScopeDiff
import HitScopeFiles
import HitScopeReport
import HitScopeScene

/// A gallery at the edge: the folder's inputs (`FolderWalk`), each loaded under the path rules, checked against the
/// report's limits, audited when asked, its page named by `PageNames` and written atomically as it is made, one
/// input per core (`OrderedWork`); the index last, its cards in the inputs' order. `hitscope report FOLDER -o DIR`
/// writes the same pages (`Pages.reports`: its touches, no index). Every input is read and checked first: a scene that
/// cannot be read, or is too large to report, stops the gallery with its located error before any page is written.
/// A checked scene is kept for its page when it weighs at most its equal share of `keptBytes`
/// (`GalleryPageMaker.weight(of:)`: its views, texts and screenshot), else dropped and read again for its page: what
/// is held between the two stays bounded, and a folder of small screens is read once.
struct GalleryBuild {
    /// What is written: the gallery (every page links to the index, written last), or `report`'s pages of a folder
    /// (the touches and passes of its options, no index).
    enum Pages: Sendable {
        case gallery
        case reports(touches: [[Finger]]?, passes: Int)
    }

    /// The folder as named.
    let folder: String
    let inputs: [FolderWalk.Entry]
    /// What the walk left out (pictures a scene draws aside), and screenshots' links not followed.
    private(set) var skipped: [WalkSkip]
    private let maker: GalleryPageMaker
    private let work: OrderedWork

    /// The most the checked scenes kept for their pages weigh in all, in bytes (`GalleryPageMaker.weight(of:)`).
    static let keptBytes = 100 << 20

    init(folder: String, screenshots: String?, audit: AuditOptions?, reading: SceneReading) throws(SceneError) {
        let walk = try FolderWalk(folder)
        guard !walk.inputs.isEmpty else {
            throw SceneError(
                file: folder, line: 0, column: 0, message: "no scene files (.yaml, .yml, .json), dumps or snapshots in this folder",
                hint: "name a folder of scenes")
        }
        self.folder = folder
        self.inputs = walk.inputs
        self.skipped = walk.skipped
        self.maker = GalleryPageMaker(folder: folder, screenshots: screenshots, audit: audit, reading: reading)
        self.work = OrderedWork()
    }

    /// Reads and checks every input, then writes the site into `site` (created when missing): its pages as they are
    /// made and, for a gallery, `index.html`. Returns how many reports it wrote.
    mutating func write(to site: String, pages kind: Pages = .gallery) async throws -> Int {
        let maker = self.maker
        var drawn = Set<String>()
        var kept: [Scene?] = []
        let share = Self.keptBytes / max(1, inputs.count)
        for result in await work.map(inputs, { input throws(SceneError) in try maker.check(input, keepingUpTo: share) }) {
            let checked = try result.get()
            for warning in checked.warnings { Output.error("warning: \(warning)") }
            if let skip = checked.skipped { skipped.append(skip) }
            if let picture = checked.drawnPicture { drawn.insert(picture) }
            kept.append(checked.scene)
        }
        // A picture a scene of the folder draws under itself (`screenshot:`) is part of that scene, not left out;
        // the pages of a site written inside the folder are the gallery's own.
        let siteInside = SiteFolder.relativePath(of: site, inside: folder)
        skipped.removeAll { skip in
            skip.reason == .picture && drawn.contains(skip.relative)
                || siteInside.map { skip.relative == $0 || skip.relative.hasPrefix($0 + "/") } == true
        }
        let pages = try SiteFolder(site)
        let numbered = Array(zip(inputs, kept).enumerated())
        kept = []
        var cards: [GallerySite.Card] = []
        for result in await work.map(numbered, { number, page in try await maker.write(page.0, kept: page.1, number: number, kind: kind, into: pages) }) {
            if let card = try result.get() { cards.append(card) }
        }
        if case .gallery = kind { try pages.write(GallerySite.index(cards), to: "index.html") }
        return inputs.count
    }
}
