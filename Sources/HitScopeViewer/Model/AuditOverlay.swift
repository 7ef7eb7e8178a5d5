import HitScopeAudit
import HitScopeCore
import HitScopeOutput
import HitScopeRender

/// The touch-target audit of the scene shown, laid out for the viewer: the findings by view, and the marks the
/// drawing shows (`TargetMarks`: each audited view's level, badge and effective area).
public struct AuditOverlay: Sendable {
    /// What the audit found.
    public let result: AuditSceneResult
    /// What the drawing marks.
    public let marks: TargetMarks
    private let findingsByView: [ViewID: [AuditFinding]]
    private let targetsByView: [ViewID: AuditTarget]
    /// How many findings are errors, and how many warnings.
    public let tally: AuditTally

    /// Lays out `result` (the audit of a scene) over `map` (the same scene's touch-area map).
    public init(_ result: AuditSceneResult, map: TouchAreaMap) {
        self.result = result
        marks = TargetMarks(audit: result, map: map)
        findingsByView = result.findingsByView
        targetsByView = Dictionary(result.targets.map { ($0.view, $0) }, uniquingKeysWith: { first, _ in first })
        tally = AuditTally(result.findings)
    }

    /// The findings about a view, in the audit's order.
    public func findings(of id: ViewID) -> [AuditFinding] { findingsByView[id] ?? [] }

    /// A view's measured areas, when the audit measured it.
    public func target(of id: ViewID) -> AuditTarget? { targetsByView[id] }

    /// Errors, warnings and audited views, in the words of the audit's summary.
    public var summary: String {
        "\(tally.text()) (\(AuditTally.count(result.targets.count, "view")) audited)"
    }
}
