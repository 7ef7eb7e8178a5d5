import HitScopeCore
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
    /// A single-property change proven on a copy of the scene to get ``missed`` the touch without taking it from
    /// a control, as an instruction; `nil` when there is none.
    public let fix: String?

    init(_ answer: TouchAnswer, hierarchy: ViewHierarchy) {
        let verdict = answer.verdict
        let record = VerdictRecord(verdict, delivery: answer.delivery, hierarchy: hierarchy, missed: answer.missed)
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
        fix = record.fix?.text
    }
}
