import Foundation
import HitScopeAudit
import HitScopeCore
import HitScopeDiff
import HitScopeFiles
import HitScopeReport
import HitScopeScene

/// A gallery at the edge: the folder's inputs (`FolderWalk`), each loaded under the path rules, checked against the
/// report's limits, audited when asked, its page named by `PageNames` and written atomically as it is made; the
/// index last. `hitscope report FOLDER -o DIR` writes the same pages (`Pages.reports`: its touches, no index). A scene that cannot be read, or is too large to report, stops the gallery with its located error
/// before any page is written.
struct GalleryBuild {
    /// What is written: the gallery (every page links to the index, written last), or `report`'s pages of a folder
    /// (the touches and passes of its options, no index).
    enum Pages {
        case gallery
        case reports(touches: [[Finger]]?, passes: Int)
    }

    /// The folder as named.
    let folder: String
    let inputs: [FolderWalk.Entry]
    /// What the walk left out (pictures a scene draws aside), and screenshots' links not followed.
    private(set) var skipped: [WalkSkip]
    private let screenshots: String?
    private let audit: AuditOptions?
    /// How every input is read (`report`'s --input-format and --strict; the gallery's defaults).
    private let reading: SceneReading

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
        self.screenshots = screenshots
        self.audit = audit
        self.reading = reading
    }

    /// Reads every input, then writes the site into `site` (created when missing): its pages and, for a gallery,
    /// `index.html`. Returns how many reports it wrote.
    mutating func write(to site: String, pages kind: Pages = .gallery) async throws -> Int {
        var entries: [GallerySite.Entry] = []
        var drawn = Set<String>()
        for input in inputs {
            var loaded = try SceneFiles.load(path: input.path, reading: reading, namedFolder: folder)
            if let screenshots {
                let (picture, skip) = try ScreenshotFolder(screenshots, rules: reading.rules).picture(for: input.relative, screen: loaded.scene.size)
                if let picture { loaded.scene.screenshot = picture }
                if let skip { skipped.append(skip) }
            } else if let picture = loaded.scene.screenshot {
                drawn.insert(ScreenshotFolder.relativePath(of: picture.file, besideInput: input.relative))
            }
            for warning in loaded.warnings + [loaded.lossSummary].compactMap({ $0 }) { Output.error("warning: \(warning)") }
            try ReportInputs.checkSize(loaded.scene, file: input.path)
            var result: AuditSceneResult?
            if let audit { result = await Auditor(options: audit).auditProvingFixes(loaded.scene, file: input.relative) }
            entries.append(
                GallerySite.Entry(
                    sourceFile: input.relative, reportFile: PageNames.page(for: input.relative), indexLink: PageNames.indexLink(from: input.relative),
                    scene: loaded.scene, audit: result))
        }
        // A picture a scene of the folder draws under itself (`screenshot:`) is part of that scene, not left out;
        // the pages of a site written inside the folder are the gallery's own.
        let siteInside = SiteFolder.relativePath(of: site, inside: folder)
        skipped.removeAll { skip in
            skip.reason == .picture && drawn.contains(skip.relative)
                || siteInside.map { skip.relative == $0 || skip.relative.hasPrefix($0 + "/") } == true
        }
        let pages = try SiteFolder(site)
        switch kind {
        case .gallery:
            for entry in entries { try pages.write(GallerySite.report(entry), to: entry.reportFile) }
            try pages.write(GallerySite.index(entries), to: "index.html")
        case .reports(let touches, let passes):
            for entry in entries {
                let options = ReportOptions(touches: touches, passes: passes, sceneFile: entry.sourceFile, audit: entry.audit)
                try pages.write(HTMLReport.html(scene: entry.scene, options: options), to: entry.reportFile)
            }
        }
        return entries.count
    }
}
