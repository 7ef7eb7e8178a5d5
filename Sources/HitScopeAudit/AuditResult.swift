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
    public var view: String
    public var path: [String]
    public var line: Int?
    /// Points² whose touches reach the view, and the bounding size of that area.
    public var effectiveArea: Double
    public var effectiveWidth: Double
    public var effectiveHeight: Double
    /// Points² where the view is drawn (its bounds on the screen, inside every clipping ancestor).
    public var drawnArea: Double
    /// Whether the numbers are approximate (a slanted, circular or rounded edge crossed cells of 0.25 point).
    public var approximate: Bool
}

/// The audit of one scene: every audited view's numbers and the findings, in the scene's drawing order.
public struct AuditSceneResult: Sendable {
    /// The scene file as named on the command line.
    public var scene: String
    public var targets: [AuditTarget]
    public var findings: [AuditFinding]
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

    /// The findings as versioned data (`--format json`).
    public var document: AuditDocument { AuditDocument(findings: findings) }

    /// Marks the findings a baseline already holds (same scene, same view path, same rule) as accepted.
    public mutating func accept(_ baseline: AuditDocument) {
        hasBaseline = true
        let known = Set(baseline.findings.map { BaselineKey(scene: $0.scene, path: $0.path, rule: $0.rule) })
        for scene in scenes.indices {
            for index in scenes[scene].findings.indices {
                let finding = scenes[scene].findings[index]
                if known.contains(BaselineKey(scene: finding.scene, path: finding.path, rule: finding.rule)) {
                    scenes[scene].findings[index].baseline = true
                }
            }
        }
    }

    /// Whether findings at `level` or worse remain once the baseline is set aside (`--fail-on`).
    public func fails(at level: AuditSeverity) -> Bool {
        findings.contains { $0.counts(at: level) }
    }

    private struct BaselineKey: Hashable {
        let scene: String
        let path: [String]
        let rule: AuditRule
    }
}
