import HitScopeCore
import HitScopeDiff
import HitScopeOutput

/// Who took a touch and the rule that decided it: what every HitScope answer leads with.
public struct TouchVerdictAnswer: Hashable, Sendable {
    /// What can take a touch.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case control, view, scrollView, recognizer, selection, nobody
    }

    /// What took the touch.
    public let kind: Kind
    /// The control, view, controller, scroll view, recognizer or list that took it; `nil` for nobody.
    public let name: String?
    /// One to three sentences: who took the touch and why.
    public let summary: String
    /// The deciding rule's name (`scrollViewPan`, `controlTracking`, `droppedByChain`…, docs/trace-format.md).
    public let rule: String
    /// The rule in a sentence.
    public let statement: String
    /// Where the rule comes from (the seeds, Apple's documentation, docs/gestures.md).
    public let source: String
    /// The responder that took it: the control, the view or controller that handles touches, the scroll view, the
    /// recognizer's view or the list; `nil` for nobody.
    public let takenBy: SceneResponder?
    /// A view drawn under the finger that would use the touch and did not get it, if any.
    public let missed: SceneView?
    /// Why ``missed`` did not get the touch and its fixes, as `hitscope trace` says it after "Drawn here:" (the words
    /// of `hitscope why`): the layout bug first, the reason, then the fixes proven on a copy of the whole scene, each
    /// with what else it changes there; in a scene too large to prove fixes in, the `hitscope why` command that proves
    /// them. `nil` when nothing was missed.
    public let missedText: String?
    /// The best fix proven on a copy of the whole scene to get ``missed`` the touch, when it changes nothing else there
    /// (no other view loses touch area, no recognizer is turned off, no other tap of the scene changes hands), as an
    /// instruction; `nil` when nothing was missed, none does it, each costs something (``fixes`` says what), or the
    /// scene is too large to prove fixes in (``missedText`` names the command that does).
    public let fix: String?
    /// Every fix proven on a copy of the whole scene to get ``missed`` the touch, best first (docs/rules.md, "Fixes
    /// are proven on the whole scene"), each with what else it changes there; empty when nothing was missed, none
    /// does it, or the scene is too large to prove fixes in.
    public let fixes: [ProvenFix]
    /// The layout bug behind the miss (an ancestor of ``missed`` 0 pt wide or tall, or holding none of its
    /// subviews), in words, named before any fix; `nil` when the cause is not a layout bug.
    public let layoutCause: String?

    /// `missed`: the view `answer` missed with its fixes proven on the whole scene (`DrawnHere.missed`), if looked for.
    init(_ answer: TouchAnswer, missed checked: (checked: CheckedMissedTouch?, words: String)? = nil, hierarchy: ViewHierarchy) {
        let verdict = answer.verdict
        let ranked = checked?.checked?.ranked
        let record = VerdictRecord(verdict, delivery: answer.delivery, hierarchy: hierarchy, missed: answer.missed?.view, fix: ranked?.freeFix)
        kind =
            switch verdict.takenBy {
            case .control: .control
            case .responder: .view
            case .scrollView: .scrollView
            case .recognizer: .recognizer
            case .selection: .selection
            case .nobody: .nobody
            }
        name = record.takenBy.name
        summary = record.summary
        rule = verdict.rule.rawValue
        statement = verdict.rule.statement
        source = verdict.rule.source
        takenBy = verdict.handledBy.map { SceneResponder($0, in: hierarchy) }
        missed = answer.missed.map { SceneView($0.view, in: hierarchy) }
        missedText = checked?.words
        fix = record.fix?.text
        fixes = (ranked?.fixes ?? []).map { ProvenFix(CheckedFixRecord($0, hierarchy: hierarchy)) }
        layoutCause = ranked?.layoutCause.map { LayoutCauseRecord($0, hierarchy: hierarchy).text }
    }
}
