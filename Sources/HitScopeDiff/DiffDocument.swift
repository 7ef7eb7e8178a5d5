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
    public var files: [FileDiff]
    /// Every touch target of every file: `name`, `change` (kept, added, removed), `areaBefore`, `areaAfter`,
    /// `reachableBefore`, `reachableAfter`, `lostTo` (who takes the area now), `causes`, `level`.
    public var views: [ViewDiff]
    /// The scenes' taps and touches in both versions.
    public var touches: [TouchDiff]

    public init(_ report: DiffReport) {
        formatVersion = Self.currentFormatVersion
        summary = DiffSummary(report).text
        counts = DiffCounts(report)
        files = report.files
        views = report.files.flatMap(\.views)
        touches = report.files.flatMap(\.touches)
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
            [(file.level, false)] + file.views.map { ($0.level, $0.baseline == true) } + file.touches.map { ($0.level, $0.baseline == true) }
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
