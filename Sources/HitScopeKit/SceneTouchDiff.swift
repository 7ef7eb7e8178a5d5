import HitScopeDiff
import HitScopeOutput
import HitScopeScene

/// How a scene's touches changed from an older version of it, as `hitscope diff OLD NEW` finds it (docs/diff.md):
/// every touch target's exact touch area before and after, who takes what it lost and the change that did it, and
/// the scenes' taps answered in both versions.
public struct SceneTouchDiff: Sendable {
    let report: DiffReport

    /// Every touch target of either version, the new version's in drawing order, then the removed ones.
    public var views: [ViewDiff] { report.files.flatMap(\.views) }

    /// The scenes' taps and touches, answered in both versions.
    public var touches: [TouchChange] { report.files.flatMap(\.touches).map(TouchChange.init) }

    /// The answer in a sentence or two: whether touches regressed, and the worst change.
    public var summary: String { DiffSummary(report).text }

    /// The diff as `hitscope diff` prints it.
    public var text: String { DiffTextWriter().text(report) }

    /// The diff as `hitscope diff --format json` writes it: versioned, sorted keys, usable as a baseline.
    public var json: String { JSONText.pretty(DiffDocument(report)) }

    /// Whether a change at `level` remains: what `hitscope diff --fail-on LEVEL` exits 1 for.
    public func fails(at level: DiffFailLevel) -> Bool { report.fails(at: level) }
}

/// One of the scenes' taps and touches in two versions: who took it before and who takes it now.
public struct TouchChange: Sendable {
    /// The touch in words (`tap at (187, 620)`).
    public let touch: String
    /// Who took it in the old version, and the rule that decided.
    public let before: TouchVerdictAnswer
    /// Who takes it in the new version, and the rule that decides.
    public let after: TouchVerdictAnswer
    /// How much the change matters; `nil` when the same view takes it for the same reason.
    public let level: DiffLevel?

    init(_ diff: TouchDiff) {
        touch = DiffWords.touch(diff.fingers)
        before = TouchVerdictAnswer(diff.before, hierarchy: diff.oldHierarchy)
        after = TouchVerdictAnswer(diff.after, hierarchy: diff.newHierarchy)
        level = diff.level
    }
}

extension DiffCause {
    /// The cause in a sentence, as every output of `hitscope diff` gives it.
    public var text: String { DiffCauseWords(self).text }
}

extension HitScene {
    /// Compares this scene's touches with those of `old`, an earlier version of it, as `hitscope diff`.
    ///
    /// Views are matched by name when both are scene files, by address in two dumps of one session, else by class,
    /// title and place.
    ///
    /// ```swift
    /// let diff = try await HitScene.load(file: "new/checkout.txt").touchDiff(from: HitScene.load(file: "old/checkout.txt"))
    /// #expect(!diff.fails(at: .lost), "\(diff.text)")
    /// ```
    ///
    /// - Parameters:
    ///   - old: the earlier version of this scene (a scene file, a dump, a snapshot).
    ///   - minimumChange: area changes smaller than this, in points², are not changes.
    /// - Throws: ``HitScopeError`` when a scene is too large to measure.
    public func touchDiff(from old: HitScene, minimumChange: Double = SceneDiffer.defaultMinimumChange) async throws(HitScopeError) -> SceneTouchDiff {
        for version in [old, self] {
            if let refusal = DiffLimit.refusal(version.scene) {
                throw HitScopeError(SceneError(file: version.file, line: 0, column: 0, message: refusal.message, hint: refusal.hint))
            }
        }
        let file = await SceneDiffer(minimumChange: minimumChange).diff(
            old: old.scene, new: scene, oldFile: old.file, newFile: file, namesAreAuthored: old.format == .scene && format == .scene)
        return SceneTouchDiff(report: DiffReport(files: [file]))
    }
}
