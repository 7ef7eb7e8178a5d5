import HitScopeCore

/// A share of some area that one view (or no view) takes, in points².
public struct AuditShare: Codable, Hashable, Sendable {
    /// The view's name; nil where no view takes the touches.
    public var view: String?
    public var area: Double
    /// The share as a percentage of the area it is part of, when that is meaningful.
    public var percent: Double?

    public init(view: String?, area: Double, percent: Double? = nil) {
        self.view = view
        self.area = area
        self.percent = percent
    }

    enum CodingKeys: String, CodingKey { case view, area, percent }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(view, forKey: .view)  // null: no view takes these touches
        try c.encode(area, forKey: .area)
        try c.encodeIfPresent(percent, forKey: .percent)
    }
}

/// One finding of the audit: which view, which rule, what is wrong (with the numbers) and how to fix it.
///
/// Areas are in points², sizes in points, percentages of the view's drawn area; numbers are rounded to 1/10,000.
/// Fields a rule does not use are left out of the JSON.
public struct AuditFinding: Codable, Hashable, Sendable {
    /// The scene file as named on the command line.
    public var scene: String
    /// The scene-file line that declares the view, when known.
    public var line: Int?
    public var view: String
    /// The names from the window down to the view.
    public var path: [String]
    public var rule: AuditRule
    public var severity: AuditSeverity
    public var message: String
    public var fix: String
    /// Set when the numbers are approximate: a slanted, circular or rounded view's edge still crossed some cells
    /// split down to 0.25 point.
    public var approximate: Bool?
    /// Set when a baseline accepted the finding: it is shown but never fails the run.
    public var baseline: Bool?

    /// Points² where touches reach the view.
    public var effectiveArea: Double?
    /// The bounding size of that area.
    public var effectiveWidth: Double?
    public var effectiveHeight: Double?
    /// The minimum touch size the audit asked for.
    public var minimumWidth: Double?
    public var minimumHeight: Double?
    /// Points² where the view is drawn: its bounds on the screen, inside every clipping ancestor.
    public var drawnArea: Double?
    /// Points² of the drawn area whose touches views asked first take, and the percentage of the drawn area.
    public var coveredArea: Double?
    public var coveredPercent: Double?
    /// Points² of the drawn area outside an ancestor that says NO there, and the percentage of the drawn area.
    public var outsideArea: Double?
    public var outsidePercent: Double?
    /// The ancestor whose pointInside keeps touches from the part drawn outside it.
    public var ancestor: String?
    /// Points² of other controls' drawn areas the view takes (swallowing-overlay, enlarged-overlap).
    public var takenArea: Double?
    /// Who takes the touches (partly-covered, drawn-not-touchable), largest share first.
    public var takenBy: [AuditShare]?
    /// The controls whose touches the view takes (swallowing-overlay, enlarged-overlap), largest share first.
    public var takesFrom: [AuditShare]?
    /// unreachable: the rule that stopped the touch (`skipped`, `pointInsideNo`, `coveredBySibling`, … as in
    /// `hitscope why`), the view whose rule it was, and the point it was asked at.
    public var reason: String?
    public var decidingView: String?
    public var point: Point?
    /// disabled: the responder that gets the touches instead (nil: the application drops them).
    public var handledBy: String?
    /// gesture-swallows-taps: the recognizer and the view it is attached to.
    public var recognizer: String?
    public var recognizerView: String?

    public init(scene: String, line: Int?, view: String, path: [String], rule: AuditRule, severity: AuditSeverity, message: String, fix: String) {
        self.scene = scene
        self.line = line
        self.view = view
        self.path = path
        self.rule = rule
        self.severity = severity
        self.message = message
        self.fix = fix
    }

    /// Whether this finding counts when deciding the exit code at `level`: not accepted by a baseline, and at
    /// least that bad.
    public func counts(at level: AuditSeverity) -> Bool {
        baseline != true && severity >= level
    }
}

/// `hitscope audit --format json`: the findings as plain, versioned data. A baseline is a file of this format.
public struct AuditDocument: Codable, Hashable, Sendable {
    /// The version of this format; bumped on any incompatible change.
    public static let currentFormatVersion = 1

    public var formatVersion: Int
    public var findings: [AuditFinding]

    public init(findings: [AuditFinding]) {
        self.formatVersion = Self.currentFormatVersion
        self.findings = findings
    }
}
