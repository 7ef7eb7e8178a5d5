import HitScopeCore
import HitScopeAudit

/// What a report shows besides the scene.
public struct ReportOptions: Sendable {
    /// The taps to trace, in screen points; nil: the scene's own taps.
    public var points: [Point]?
    /// The touches to trace, each one or more fingers of timed samples (`report --at`, `--drag`, `--finger`);
    /// when set, shown instead of `points` and the scene's own taps and touches.
    public var touches: [[Finger]]?
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
        points: [Point]? = nil, touches: [[Finger]]? = nil, passes: Int = 1, sceneFile: String, indexLink: String? = nil, whyNotBudget: Int = 6000,
        audit: AuditSceneResult? = nil
    ) {
        self.points = points
        self.touches = touches
        self.passes = passes
        self.sceneFile = sceneFile
        self.indexLink = indexLink
        self.whyNotBudget = whyNotBudget
        self.audit = audit
    }

    /// What the report traces, in order: `touches`, else a quick tap at each of `points`, else the scene's taps
    /// then its touches.
    func tracedTouches(of scene: Scene) -> [[Finger]] {
        if let touches { return touches }
        if let points { return points.map { [.tap(at: $0)] } }
        return scene.taps.map { [.tap(at: $0)] } + scene.touches
    }
}
