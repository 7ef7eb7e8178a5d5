import HitScopeAudit
import HitScopeCore
import HitScopeDiff
import HitScopeFiles
import HitScopeReport
import HitScopeScene

/// What a gallery does with one input, on any core: reads and checks it (`check`), then writes its page (`write`)
/// from the scene the check kept, or, for a scene too large to keep, read again.
struct GalleryPageMaker: Sendable {
    /// What checking an input found, to say in the inputs' order.
    struct Checked: Sendable {
        /// The reader's warnings, each a line to say.
        let warnings: [String]
        /// A screenshot of `--screenshots` not followed.
        let skipped: WalkSkip?
        /// The picture the scene draws under itself (`screenshot:`), relative to the folder.
        let drawnPicture: String?
        /// The scene, kept for its page when it weighs no more than the check was asked to keep (`weight(of:)`).
        let scene: Scene?
    }

    let folder: String
    let screenshots: String?
    let audit: AuditOptions?
    /// How every input is read (`report`'s --input-format and --strict; the gallery's defaults).
    let reading: SceneReading

    /// Reads `input` and checks it against the report's limits, keeping the scene when it weighs at most `keptBytes`
    /// (`weight(of:)`); an error names the input.
    func check(_ input: FolderWalk.Entry, keepingUpTo keptBytes: Int) throws(SceneError) -> Checked {
        let (loaded, skip) = try load(input)
        try ReportInputs.checkSize(loaded.scene, file: input.path)
        let drawn = screenshots == nil ? loaded.scene.screenshot.map { ScreenshotFolder.relativePath(of: $0.file, besideInput: input.relative) } : nil
        let warnings = (loaded.warnings + [loaded.lossSummary].compactMap { $0 }).map { "\($0)" }
        let kept = Self.weight(of: loaded.scene) <= keptBytes ? loaded.scene : nil
        return Checked(warnings: warnings, skipped: skip, drawnPicture: drawn, scene: kept)
    }

    /// Writes the page of `input` (the `number`th) into `pages`, atomically, from the scene its check kept (else read
    /// again); returns its card of the index for a gallery.
    func write(_ input: FolderWalk.Entry, kept: Scene?, number: Int, kind: GalleryBuild.Pages, into pages: SiteFolder) async throws -> GallerySite.Card? {
        let scene = try kept ?? load(input).loaded.scene
        var result: AuditSceneResult?
        if let audit { result = await Auditor(options: audit).auditProvingFixes(scene, file: input.relative) }
        let entry = GallerySite.Entry(
            sourceFile: input.relative, reportFile: PageNames.page(for: input.relative), indexLink: PageNames.indexLink(from: input.relative),
            scene: scene, audit: result)
        switch kind {
        case .gallery:
            let made = GallerySite.page(entry, number: number)
            try pages.write(made.report, to: entry.reportFile)
            return made.card
        case .reports(let touches, let passes):
            let options = ReportOptions(touches: touches, passes: passes, sceneFile: entry.sourceFile, audit: entry.audit)
            try pages.write(HTMLReport.html(scene: entry.scene, options: options), to: entry.reportFile)
            return nil
        }
    }

    /// What keeping `scene` costs, in bytes, about: a kilobyte a view (a fifty-view screen held about 700 bytes a
    /// view), its texts (`ReportLimit.textBytes(of:)`) and its screenshot's PNG.
    static func weight(of scene: Scene) -> Int {
        scene.hierarchy.views.reduce(scene.screenshot?.png.count ?? 0) { $0 + 1_024 + ReportLimit.textBytes(of: $1) }
    }

    /// The scene of `input`, with its screenshot from `--screenshots` when given (or what of it was not followed).
    private func load(_ input: FolderWalk.Entry) throws(SceneError) -> (loaded: LoadedScene, skipped: WalkSkip?) {
        var loaded = try SceneFiles.load(path: input.path, reading: reading, namedFolder: folder)
        guard let screenshots else { return (loaded, nil) }
        let (picture, skip) = try ScreenshotFolder(screenshots, rules: reading.rules).picture(for: input.relative, screen: loaded.scene.size)
        if let picture { loaded.scene.screenshot = picture }
        return (loaded, skip)
    }
}
