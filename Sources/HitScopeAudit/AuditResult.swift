import HitScopeCore

/// What the audit checks against.
public struct AuditOptions: Hashable, Sendable {
    /// Apple's Human Interface Guidelines' smallest touch target, 44×44 points: every default minimum is this one.
    public static let humanInterfaceMinimum = Size(44, 44)

    /// The smallest effective touch area, as a bounding size (`humanInterfaceMinimum` by default).
    public var minimumSize: Size

    public init(minimumSize: Size = AuditOptions.humanInterfaceMinimum) {
        self.minimumSize = minimumSize
    }
}

/// One audited view (a control, a view that handles touches, a redirect target) and where its touches go.
public struct AuditTarget: Hashable, Sendable {
    public var view: ViewID
    /// Points² whose touches reach the view, and the bounding size of that area.
    public var effectiveArea: Double
    public var effectiveWidth: Double
    public var effectiveHeight: Double
    /// Points² where the view is drawn (its bounds on the screen, inside every clipping ancestor).
    public var drawnArea: Double
    /// Whether the numbers are approximate (a slanted, circular or rounded edge crossed cells of 0.25 point).
    public var approximate: Bool
    /// Touch area around the view whose answer depends on an unsettled question (docs/rules.md, "Unsettled
    /// questions"), by question; empty where the answer is sure.
    public var uncertainties: [UncertainArea] = []
}

/// The audit of one scene: every audited view's numbers and the findings, in the scene's drawing order.
public struct AuditSceneResult: Sendable {
    /// The scene file as named on the command line.
    public var scene: String
    /// The audited scene's views, which the findings and targets name by id.
    public var hierarchy: ViewHierarchy
    public var targets: [AuditTarget]
    public var findings: [AuditFinding]

    /// The key a baseline knows a finding by: this scene, the view's path of names, the rule.
    public func baselineKey(_ finding: AuditFinding) -> AuditBaselineKey {
        AuditBaselineKey(scene: scene, path: hierarchy.path(to: finding.view).map { hierarchy[$0].name }, rule: finding.rule)
    }
}

/// How a baseline names an accepted finding: the scene file, the view's path from its window, the rule.
public struct AuditBaselineKey: Hashable, Sendable {
    public let scene: String
    public let path: [String]
    public let rule: AuditRule

    public init(scene: String, path: [String], rule: AuditRule) {
        self.scene = scene
        self.path = path
        self.rule = rule
    }
}

/// The audit of several scenes, with what a baseline accepted.
public struct AuditReport: Sendable {
    public var scenes: [AuditSceneResult]
    /// Whether a baseline was applied (SARIF then says which results are new).
    public private(set) var hasBaseline = false

    public init(scenes: [AuditSceneResult]) {
        self.scenes = scenes
    }

    /// Every finding, scene by scene.
    public var findings: [AuditFinding] { scenes.flatMap(\.findings) }

    /// Marks the findings a baseline already holds (same scene, same view path, same rule) as accepted.
    public mutating func accept(_ baseline: Set<AuditBaselineKey>) {
        hasBaseline = true
        for scene in scenes.indices {
            for index in scenes[scene].findings.indices where baseline.contains(scenes[scene].baselineKey(scenes[scene].findings[index])) {
                scenes[scene].findings[index].baseline = true
            }
        }
    }

    /// Whether findings at `level` or worse remain once the baseline is set aside (`--fail-on`).
    public func fails(at level: AuditSeverity) -> Bool {
        findings.contains { $0.counts(at: level) }
    }
}

extension AuditSceneResult {
    /// The findings by the view they are about, each view's in the audit's order.
    public var findingsByView: [ViewID: [AuditFinding]] { Dictionary(grouping: findings, by: \.view) }
}
