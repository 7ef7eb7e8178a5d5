import HitScopeCore
import HitScopeDiff

/// `hitscope diff --format json`: versioned data, the verdict first. Also what `--baseline` reads back.
public struct DiffDocument: Codable, Sendable {
    /// The version of this format; a baseline of another version is refused.
    public static let currentFormatVersion = 1

    public var formatVersion: Int
    /// The answer in one or two sentences (`DiffSummary`).
    public var summary: String
    /// The counts of changes by level, after the baseline.
    public var counts: DiffCounts
    /// Each input pair: its old and new paths and whether it is in both versions.
    public var files: [FileDiffRecord]
    /// Every touch target of every file: `name`, `change` (kept, added, removed), `areaBefore`, `areaAfter`,
    /// `reachableBefore`, `reachableAfter`, `lostTo` (who takes the area now), `causes`, `level`.
    public var views: [ViewDiffRecord]
    /// The scenes' taps and touches in both versions.
    public var touches: [TouchDiffRecord]

    public init(_ report: DiffReport) {
        formatVersion = Self.currentFormatVersion
        summary = DiffSummary(report).text
        counts = DiffCounts(report)
        files = report.files.map(FileDiffRecord.init)
        views = report.files.flatMap(\.views).map(ViewDiffRecord.init)
        touches = report.files.flatMap(\.touches).map(TouchDiffRecord.init)
    }
}

/// One input pair as JSON gives it.
public struct FileDiffRecord: Codable, Sendable, Hashable {
    /// The old and new paths (as given, or `REV:path` for a git revision); nil where that version has no file.
    public var old: String?
    public var new: String?
    /// The file is in both versions, or only in one.
    public var change: ViewChangeKind

    init(_ file: FileDiff) {
        (old, new, change) = (file.old, file.new, file.change)
    }
}

/// One touch target's change as JSON gives it: `ViewDiff`'s facts, with its causes in words and `baseline: true`
/// when a baseline accepted it.
public struct ViewDiffRecord: Codable, Sendable, Hashable {
    public var view: ViewDiff
    public var causes: [DiffCauseRecord]
    public var baseline: Bool?

    init(_ view: ViewDiff) {
        self.view = view
        causes = view.causes.map(DiffCauseRecord.init)
        baseline = view.baseline ? true : nil
    }

    enum CodingKeys: String, CodingKey { case causes, baseline }

    public init(from decoder: Decoder) throws {
        view = try ViewDiff(from: decoder)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        causes = try c.decode([DiffCauseRecord].self, forKey: .causes)
        baseline = try c.decodeIfPresent(Bool.self, forKey: .baseline)
    }

    public func encode(to encoder: Encoder) throws {
        try view.encode(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(causes, forKey: .causes)
        try c.encodeIfPresent(baseline, forKey: .baseline)
    }
}

/// A cause as JSON gives it: its kind, the view, how it relates, the values before and after as scene files write
/// them, and the sentence (`DiffCauseWords`).
public struct DiffCauseRecord: Codable, Sendable, Hashable {
    public var kind: DiffCause.Kind
    public var view: String
    public var relation: DiffCause.Relation
    public var before: String?
    public var after: String?
    public var text: String

    init(_ cause: DiffCause) {
        let words = DiffCauseWords(cause)
        (kind, view, relation) = (cause.kind, cause.view, cause.relation)
        (before, after, text) = (words.before, words.after, words.text)
    }
}

/// One of the scenes' taps and touches in both versions, as JSON gives it: the hit-test view, who took it (name and
/// kind), the deciding rule and the verdict's words, before and after.
public struct TouchDiffRecord: Codable, Sendable, Hashable {
    public var file: String
    /// The touch in words (`tap at (187, 620)`).
    public var touch: String
    public var hitViewBefore: String?
    public var hitViewAfter: String?
    public var takenByBefore: String?
    public var takenByAfter: String?
    public var kindBefore: String
    public var kindAfter: String
    public var ruleBefore: String
    public var ruleAfter: String
    public var verdictBefore: String
    public var verdictAfter: String
    public var level: DiffLevel?
    public var baseline: Bool?

    public init(_ touch: TouchDiff) {
        let before = VerdictRecord(touch.before.verdict, delivery: touch.before.delivery, hierarchy: touch.oldHierarchy)
        let after = VerdictRecord(touch.after.verdict, delivery: touch.after.delivery, hierarchy: touch.newHierarchy)
        file = touch.file
        self.touch = DiffWords.touch(touch.fingers)
        hitViewBefore = touch.before.verdict.hitView.map { touch.oldHierarchy[$0].name }
        hitViewAfter = touch.after.verdict.hitView.map { touch.newHierarchy[$0].name }
        (takenByBefore, takenByAfter) = (before.takenBy.name, after.takenBy.name)
        (kindBefore, kindAfter) = (before.takenBy.kind, after.takenBy.kind)
        (ruleBefore, ruleAfter) = (before.decidingRule.id, after.decidingRule.id)
        (verdictBefore, verdictAfter) = (before.summary, after.summary)
        (level, baseline) = (touch.level, touch.baseline ? true : nil)
    }
}

/// How many changes of each level remain once the baseline is set aside, and how many it accepted.
public struct DiffCounts: Codable, Sendable, Hashable {
    public var unreachable = 0
    public var lost = 0
    public var changed = 0
    public var accepted = 0

    init(_ report: DiffReport) {
        let levels = report.files.flatMap { file in
            [(file.level, false)] + file.views.map { ($0.level, $0.baseline) } + file.touches.map { ($0.level, $0.baseline) }
        }
        for case (let level?, let accepted) in levels {
            if accepted {
                self.accepted += 1
                continue
            }
            switch level {
            case .unreachable: unreachable += 1
            case .lost: lost += 1
            case .changed: changed += 1
            }
        }
    }
}

extension DiffReport {
    /// Marks the changes a baseline holds (same file, same view path or touch, same level) as accepted.
    public mutating func accept(_ baseline: DiffDocument) {
        hasBaseline = true
        let views = Set(baseline.views.map(\.view).compactMap { entry in entry.level.map { BaselineKey(file: entry.file, subject: entry.path.joined(separator: "/"), level: $0) } })
        let touches = Set(baseline.touches.compactMap { entry in entry.level.map { BaselineKey(file: entry.file, subject: entry.touch, level: $0) } })
        for file in files.indices {
            let name = files[file].file
            for index in files[file].views.indices {
                let view = files[file].views[index]
                if let level = view.level, views.contains(BaselineKey(file: name, subject: view.path.joined(separator: "/"), level: level)) {
                    files[file].views[index].baseline = true
                }
            }
            for index in files[file].touches.indices {
                let touch = files[file].touches[index]
                if let level = touch.level, touches.contains(BaselineKey(file: name, subject: DiffWords.touch(touch.fingers), level: level)) {
                    files[file].touches[index].baseline = true
                }
            }
        }
    }
}

/// How a baseline names an accepted change: the file, the view's path or the touch, the level.
private struct BaselineKey: Hashable {
    let file: String
    let subject: String
    let level: DiffLevel
}
