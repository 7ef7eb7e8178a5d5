import HitScopeCore
import HitScopeAudit
import HitScopeRender

/// The pages of a gallery (a static site for documentation builds: `index.html` and one report per scene, linked
/// with relative links only, so that the folder can be published or opened anywhere). It reads and writes no file:
/// the edge lists the inputs, loads the scenes and writes the pages (HitScopeFiles' `FolderWalk`, `PageNames`).
public enum GallerySite {
    /// What a gallery holds: one entry per scene, in its input's order.
    public struct Entry: Sendable {
        /// The input's path relative to the gallery's folder, as the index names it.
        public let sourceFile: String
        /// The report's path relative to the site folder (`PageNames.page`).
        public let reportFile: String
        /// The link from the report back to the index (`PageNames.indexLink`).
        public let indexLink: String
        public let scene: Scene
        /// The scene's touch-target audit, when the gallery was asked for one.
        public let audit: AuditSceneResult?

        public init(sourceFile: String, reportFile: String, indexLink: String, scene: Scene, audit: AuditSceneResult?) {
            self.sourceFile = sourceFile
            self.reportFile = reportFile
            self.indexLink = indexLink
            self.scene = scene
            self.audit = audit
        }
    }

    /// The report page of `entry`, the `number`th scene (0-based) of the index, and its card in the index: both made
    /// from one report model (the card's verdicts and thumbnail are the report's), the card kept instead of the
    /// scene, written (escaped) at once, so that a gallery holds no scene and no markup tree once a page is written.
    public static func page(_ entry: Entry, number: Int) -> (report: String, card: Card) {
        let model = ReportModel(scene: entry.scene, options: ReportOptions(sceneFile: entry.sourceFile, indexLink: entry.indexLink, audit: entry.audit))
        return (ReportPage(model: model).html, Card(html: MarkupWriter.render(GalleryIndex.card(entry, index: number, model: model), html: true)))
    }

    /// What the index shows of one scene.
    public struct Card: Sendable {
        let html: String
    }

    /// The index page of the scenes' `cards`, in order, linking to each report.
    public static func index(_ cards: [Card]) -> String {
        GalleryIndex.html(cards.map(\.html))
    }
}
