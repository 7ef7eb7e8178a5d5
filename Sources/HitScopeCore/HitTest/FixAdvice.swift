/// What HitScope says about fixing "this view should get the touch": a change the engine has proven on a copy
/// of the scene, or that no single-property change does it (with what was tried and why each failed).
public enum FixAdvice: Hashable, Sendable {
    /// The view already gets the touch, or the touch reaching it is UIKit's normal behaviour.
    case notNeeded
    /// Applied to a copy of the scene, this change makes the view the hit-test view, and no control that had
    /// the touch loses it.
    case proven(FixChange)
    /// No single-property change does it; each candidate tried, and why it was refused.
    case noSimpleChange(tried: [Refusal])

    /// A candidate change and why it was not suggested.
    public struct Refusal: Hashable, Sendable {
        public let change: FixChange
        public let reason: Reason

        public init(change: FixChange, reason: Reason) { (self.change, self.reason) = (change, reason) }

        /// Why a candidate change was refused.
        public enum Reason: Hashable, Sendable {
            /// After the change the hit-test view is still another one (or none).
            case stillMissed(hitView: ViewID?)
            /// The change would take the touch from this control, which had it.
            case takesFromControl(ViewID)
        }
    }

    /// The proven change, if any.
    public var change: FixChange? {
        if case .proven(let change) = self { change } else { nil }
    }
}

extension HitTester {
    /// Whether a single-property change gets `view` the touch of `fingers`: `FixProver.advice(for:fingers:)`
    /// with a prover of its own. To ask about many views or points, keep one `FixProver`.
    public func fixAdvice(for view: ViewID, fingers: [Finger]) -> FixAdvice {
        var prover = FixProver(self)
        return prover.advice(for: view, fingers: fingers)
    }
}

/// Proves fixes on copies of one scene. Each candidate change is applied to its own copy of the scene once and
/// kept, so asking about every view at many points compiles each changed scene once.
public struct FixProver: Sendable {
    public let tester: HitTester
    private var copies: [FixChange: HitTester] = [:]

    public init(_ tester: HitTester) { self.tester = tester }

    /// Whether a single-property change gets `view` the touch of `fingers` (the first finger's first point
    /// asked), proven by applying each candidate to a copy of the scene and delivering the touch again: the view
    /// must be the new hit-test view, and an enabled control that took the touch before must still take it.
    public mutating func advice(for view: ViewID, fingers: [Finger]) -> FixAdvice {
        guard let point = fingers.first?.samples.first?.point else { return .noSimpleChange(tried: []) }
        let hierarchy = tester.hierarchy
        let answer = tester.whyNot(view, at: point)
        switch answer.reason {
        case .isHitView, .insideHitView: return .notNeeded
        default: break
        }
        let before = tester.deliverTouches(fingers).verdict(in: hierarchy)
        var refusals: [FixAdvice.Refusal] = []
        for change in FixChange.candidates(for: answer.reason, target: view, in: hierarchy) {
            guard let changed = copy(with: change) else { continue }
            let after = changed.deliverTouches(fingers).verdict(in: changed.hierarchy)
            guard after.hitView == view else {
                refusals.append(.init(change: change, reason: .stillMissed(hitView: after.hitView)))
                continue
            }
            if case .control(let control) = before.takenBy, control != view, after.takenBy != before.takenBy {
                refusals.append(.init(change: change, reason: .takesFromControl(control)))
                continue
            }
            return .proven(change)
        }
        return .noSimpleChange(tried: refusals)
    }

    /// Every candidate change for `view` and `fingers`, each proven as `advice(for:fingers:)` proves one: those that
    /// get the view the touch without taking it from a control that had it (with their changed copies, in the
    /// engine's order of candidates), the others refused, and the layout bug behind the miss, if any. What else a
    /// change does to the scene is the whole-scene check's (HitScopeDiff's `WholeSceneFixes`).
    public mutating func provenChanges(for view: ViewID, fingers: [Finger]) -> ProvenChanges {
        guard let point = fingers.first?.samples.first?.point else { return ProvenChanges(notNeeded: false) }
        let hierarchy = tester.hierarchy
        let answer = tester.whyNot(view, at: point)
        switch answer.reason {
        case .isHitView, .insideHitView: return ProvenChanges(notNeeded: true)
        default: break
        }
        var result = ProvenChanges(notNeeded: false, layoutCause: answer.layoutCause(in: hierarchy))
        let before = tester.deliverTouches(fingers).verdict(in: hierarchy)
        for change in FixChange.candidates(for: answer.reason, target: view, in: hierarchy) {
            guard let changed = copy(with: change) else { continue }
            let after = changed.deliverTouches(fingers).verdict(in: changed.hierarchy)
            if after.hitView != view {
                result.refused.append(.init(change: change, reason: .stillMissed(hitView: after.hitView)))
            } else if case .control(let control) = before.takenBy, control != view, after.takenBy != before.takenBy {
                result.refused.append(.init(change: change, reason: .takesFromControl(control)))
            } else {
                result.changes.append((change, changed))
            }
        }
        return result
    }

    /// The scene with `change` made, compiled once.
    private mutating func copy(with change: FixChange) -> HitTester? {
        if let known = copies[change] { return known }
        var hierarchy = tester.hierarchy
        do {
            try change.apply(to: &hierarchy)
            try hierarchy.resolveRedirects()
        } catch {
            return nil  // a change of flags renames no view and adds no redirect: unreachable
        }
        let changed = HitTester(hierarchy)
        copies[change] = changed
        return changed
    }
}

/// Every candidate change proven for a view (`FixProver.provenChanges`).
public struct ProvenChanges {
    /// The view already gets the touch, or the touch reaching it is UIKit's normal behaviour.
    public var notNeeded: Bool
    /// The layout bug behind the miss: a degenerate ancestor that said NO (`LayoutCause`).
    public var layoutCause: LayoutCause? = nil
    /// The changes that get the view the touch, with the changed scene, in the engine's order of candidates.
    public var changes: [(change: FixChange, tester: HitTester)] = []
    /// The candidates refused, and why.
    public var refused: [FixAdvice.Refusal] = []
}
