import HitScopeAudit
import HitScopeCore

/// A share of some area that one view (or no view) takes, in points², as JSON gives it.
public struct AuditShareRecord: Codable, Hashable, Sendable {
    /// The view's name; nil where no view takes the touches.
    public var view: String?
    public var area: Double
    /// The share as a percentage of the area it is part of, when that is meaningful.
    public var percent: Double?

    public init(view: String?, area: Double, percent: Double? = nil) {
        (self.view, self.area, self.percent) = (view, area, percent)
    }

    init(_ share: AuditShare, in hierarchy: ViewHierarchy) {
        view = share.view.map { hierarchy[$0].name }
        area = share.area
        percent = share.percent
    }

    enum CodingKeys: String, CodingKey { case view, area, percent }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(view, forKey: .view)  // null: no view takes these touches
        try c.encode(area, forKey: .area)
        try c.encodeIfPresent(percent, forKey: .percent)
    }
}

/// Touch area of a finding's view whose answer depends on an unsettled question, as JSON gives it.
public struct AuditUncertaintyRecord: Codable, Hashable, Sendable {
    /// The question: `alphaAtThreshold` or `touchForwardedToControl` (docs/rules.md, "Unsettled questions").
    public var id: String
    /// The view the question is about: the view at alpha 0.01, or the control.
    public var view: String
    /// Points².
    public var area: Double
    /// The screen box around it: x, y, width, height.
    public var box: [Double]
    /// A screen point of it where the answer depends on the question.
    public var point: Point
    /// "1,024 pt² around (46, 125): UIKit's answer here is uncertain: …", with the best reading, why, how to be
    /// sure and the sources (`TraceTextFormatter.uncertainAreaText`).
    public var text: String

    init(_ part: UncertainArea, in hierarchy: ViewHierarchy) {
        id = part.question.id
        view = hierarchy[part.question.view].name
        area = part.area
        box = [part.box.minX, part.box.minY, part.box.maxX - part.box.minX, part.box.maxY - part.box.minY].map(Self.rounded)
        point = part.point
        text = TraceTextFormatter(hierarchy).uncertainAreaText(part)
    }

    /// To 1/10,000 point, as the audit's areas.
    static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}

/// One finding as `hitscope audit --format json` writes it (docs/audit.md): the view, the rule, the severity, the
/// message and fix in words, and the rule's numbers; fields a rule does not use are left out.
public struct AuditFindingRecord: Codable, Hashable, Sendable {
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
    /// The changes proven on a copy of the whole scene, best first, each with what else it changes there (`fix` says
    /// the best one in words); absent when none was proven.
    public var fixes: [CheckedFixRecord]?
    public var approximate: Bool?
    public var baseline: Bool?
    public var effectiveArea: Double?
    public var effectiveWidth: Double?
    public var effectiveHeight: Double?
    public var minimumWidth: Double?
    public var minimumHeight: Double?
    public var drawnArea: Double?
    public var coveredArea: Double?
    public var coveredPercent: Double?
    public var outsideArea: Double?
    public var outsidePercent: Double?
    /// The ancestor whose pointInside keeps touches from the part drawn outside it.
    public var ancestor: String?
    public var takenArea: Double?
    public var takenBy: [AuditShareRecord]?
    public var takesFrom: [AuditShareRecord]?
    /// unreachable: the rule that stopped the touch (`skipped`, `pointInsideNo`, … as in `hitscope why`), the view
    /// whose rule it was, and the point it was asked at.
    public var reason: String?
    public var decidingView: String?
    public var point: Point?
    /// disabled: the responder that gets the touches instead (nil: the application drops them).
    public var handledBy: String?
    /// gesture-swallows-taps: the recognizer and the view it is attached to.
    public var recognizer: String?
    public var recognizerView: String?
    /// The points² of the view's touch area whose answer depends on an unsettled question, and each part
    /// (`AuditFinding.uncertainties`); absent where the answer is sure.
    public var uncertainArea: Double?
    public var uncertain: [AuditUncertaintyRecord]?

    /// The record of `finding`, an audit finding of `result`'s scene.
    public init(_ finding: AuditFinding, in result: AuditSceneResult) {
        let hierarchy = result.hierarchy
        let words = AuditWords(result)
        let name = { (id: ViewID) in hierarchy[id].name }
        let shares = { (shares: [AuditShare]) in shares.map { AuditShareRecord($0, in: hierarchy) } }
        scene = result.scene
        line = hierarchy[finding.view].sourceLine
        view = name(finding.view)
        path = hierarchy.path(to: finding.view).map(name)
        rule = finding.rule
        severity = finding.severity
        message = words.message(finding)
        fix = words.fix(finding)
        let proven = finding.fix.provenFixes
        fixes = proven.isEmpty ? nil : proven.map { CheckedFixRecord($0, hierarchy: hierarchy) }
        approximate = finding.approximate ? true : nil
        baseline = finding.baseline ? true : nil
        if !finding.uncertainties.isEmpty {
            uncertainArea = AuditUncertaintyRecord.rounded(finding.uncertainties.totalArea)
            uncertain = finding.uncertainties.map { AuditUncertaintyRecord($0, in: hierarchy) }
        }
        switch finding.detail {
        case .unreachable(let drawn, let answer):
            (effectiveArea, drawnArea, point) = (0, drawn, answer.point)
            let decision = WhyNotDocument.decision(answer, hierarchy: hierarchy)
            (reason, decidingView) = (decision.reason, decision.decidingView)
        case .tooSmall(let effective, let size, let minimum, let drawn):
            (effectiveArea, effectiveWidth, effectiveHeight, drawnArea) = (effective, size.width, size.height, drawn)
            (minimumWidth, minimumHeight) = (minimum.width, minimum.height)
        case .partlyCovered(let drawn, let effective, let covered, let percent, let takers):
            (drawnArea, effectiveArea, coveredArea, coveredPercent, takenBy) = (drawn, effective, covered, percent, shares(takers))
        case .drawnNotTouchable(let drawn, let effective, let outside, let percent, let ancestor, let takers):
            (drawnArea, effectiveArea, outsideArea, outsidePercent, takenBy) = (drawn, effective, outside, percent, shares(takers))
            self.ancestor = name(ancestor)
        case .disabled(let effective, let drawn, let handler):
            (effectiveArea, drawnArea, handledBy) = (effective, drawn, handler.map(hierarchy.name(of:)))
        case .gestureSwallowsTaps(let recognizer, let owner, _, _, let point, let effective):
            (self.recognizer, recognizerView, self.point, effectiveArea) = (recognizer, name(owner), point, effective)
        case .cancelledByScrolling(_, let point, let effective):
            (self.point, effectiveArea) = (point, effective)
        case .swallowingOverlay(let taken, let victims), .enlargedOverlap(let taken, let victims):
            (takenArea, takesFrom) = (taken, shares(victims))
        case .uncertain(let effective, _):
            effectiveArea = effective
        }
    }
}

/// `hitscope audit --format json`: the findings as plain, versioned data. A baseline is a file of this format.
public struct AuditDocument: Codable, Hashable, Sendable {
    /// The version of this format; bumped on any incompatible change.
    public static let currentFormatVersion = 1

    public var formatVersion: Int
    public var findings: [AuditFindingRecord]

    /// The document of every finding of `report`, scene by scene.
    public init(_ report: AuditReport) {
        formatVersion = Self.currentFormatVersion
        findings = report.scenes.flatMap { scene in scene.findings.map { AuditFindingRecord($0, in: scene) } }
    }

    /// The findings a baseline of this document accepts: each one's scene, view path and rule.
    public var baselineKeys: Set<AuditBaselineKey> {
        Set(findings.map { AuditBaselineKey(scene: $0.scene, path: $0.path, rule: $0.rule) })
    }
}
