import HitScopeCore

/// What one traced hit-test did to each view, in the terms a drawing colours and a report lists: the visits in
/// traversal order, each with its outcome.
public struct TraceSummary: Hashable, Sendable {
    /// A `hitTest` call on a view.
    public struct Visit: Hashable, Sendable {
        public let view: ViewID
        /// 1-based, in traversal order: the number on the view's badge.
        public let ordinal: Int
        /// The index, in `steps`, of the `hitTest` step that starts the visit.
        public let step: Int
        public let outcome: Outcome
    }

    /// The steps of the trace, which a report lists and numbers.
    public let steps: [HitTestStep]
    public let visits: [Visit]
    public let hitView: ViewID?
    private let outcomes: [ViewID: Outcome]

    public init(_ trace: HitTestTrace) {
        var order: [(view: ViewID, step: Int)] = []
        var outcomes: [ViewID: Outcome] = [:]
        for (index, step) in trace.steps.enumerated() {
            switch step {
            case .hitTest(let view, _, _):
                order.append((view, index))
                outcomes[view] = .inside
            case .skip(let view, _, _), .override(let view, .returnedNil, _):
                outcomes[view] = .skipped
            case .pointInside(let view, false, _, _):
                outcomes[view] = .pointInsideNo
            default:
                break
            }
        }
        if let hit = trace.hitView { outcomes[hit] = .hitView }
        self.steps = trace.steps
        self.hitView = trace.hitView
        self.outcomes = outcomes
        self.visits = order.enumerated().map { index, visit in
            Visit(view: visit.view, ordinal: index + 1, step: visit.step, outcome: outcomes[visit.view] ?? .inside)
        }
    }

    /// What happened to a view: `notVisited` when the hit-test never asked it.
    public func outcome(of view: ViewID) -> Outcome { outcomes[view] ?? .notVisited }

    /// The colour code of a listed step: what it says about its view.
    public func outcome(ofStep index: Int) -> Outcome {
        switch steps[index] {
        case .skip, .override(_, .returnedNil, _): return .skipped
        case .pointInside(_, let inside, _, _): return inside ? .inside : .pointInsideNo
        case .result(let view, let returned, _):
            guard let returned else { return outcome(of: view) == .hitView ? .inside : outcome(of: view) }
            return returned == hitView ? .hitView : .inside
        case let step:
            return outcome(of: step.view)
        }
    }
}
