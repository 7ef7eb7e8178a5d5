import HitScopeCore
import HitScopeAudit

/// What a report shows besides the scene.
public struct ReportOptions: Sendable {
    /// The taps to trace, in screen points; nil: the scene's own taps.
    public var points: [Point]?
    /// 1, or 2 to embed both hit-testing passes UIKit runs for every touch.
    public var passes: Int
    /// The scene file's name as the page mentions it (in `hitscope why` commands); no folders, so that the page
    /// is the same wherever it is built.
    public var sceneFile: String
    /// A link back to a gallery's index, relative to the report; nil for a lone report.
    public var indexLink: String?
    /// The most why-not answers (views × traced points) the page embeds for every view at every point; beyond
    /// that, answers are embedded for the views under each tap only.
    public var whyNotBudget: Int
    /// The scene's touch-target audit (`Auditor`), shown as a section of findings linked to their views; nil for
    /// none.
    public var audit: AuditSceneResult?

    public init(
        points: [Point]? = nil, passes: Int = 1, sceneFile: String, indexLink: String? = nil, whyNotBudget: Int = 6000,
        audit: AuditSceneResult? = nil
    ) {
        self.points = points
        self.passes = passes
        self.sceneFile = sceneFile
        self.indexLink = indexLink
        self.whyNotBudget = whyNotBudget
        self.audit = audit
    }
}
