import HitScopeCore

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

    init(_ verdict: TouchVerdict, delivery: TouchDelivery, hierarchy: ViewHierarchy) {
        let record = VerdictRecord(verdict, delivery: delivery, hierarchy: hierarchy)
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
    }
}
