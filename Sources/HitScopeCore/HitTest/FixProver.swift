/// A candidate change that does not get the asked view the touch, and why (`FixProver.provenChanges`).
public struct FixRefusal: Hashable, Sendable {
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

/// Proves candidate fixes on copies of one scene: the first step of the whole-scene check (HitScopeDiff's
/// `WholeSceneFixes`, docs/rules.md, "Fixes are proven on the whole scene"). Each candidate change is applied to its
/// own copy of the scene once and kept, so asking about every view at many points compiles each changed scene once.
public struct FixProver: Sendable {
    public let tester: HitTester
    private var copies: [FixChange: HitTester] = [:]
    /// The verdicts of the last touch asked about, on the scene and on each changed copy: a page asks about every view
    /// at one point in turn, their candidates share changes (the hit view's, an ancestor's), and a verdict depends
    /// on the touch and the scene alone.
    private var lastTouch: TouchVerdicts?

    public init(_ tester: HitTester) { self.tester = tester }

    /// Every candidate change for `view` and `fingers` (the first finger's first point asked), each applied to a copy
    /// of the scene and the touch delivered again: those that make the view the hit-test view without taking the
    /// touch from an enabled control that took it before (with their changed copies, in the engine's order of
    /// candidates), the others refused, and the layout bug behind the miss, if any. What else a change does to the
    /// scene is the whole-scene check's (HitScopeDiff's `WholeSceneFixes`). `answer`: `tester.whyNot(view, at:)` at
    /// that point, when the caller has asked it already (a page's why-not answer).
    public mutating func provenChanges(for view: ViewID, fingers: [Finger], answer known: WhyNotAnswer? = nil) -> ProvenChanges {
        guard let point = fingers.first?.samples.first?.point else { return ProvenChanges(notNeeded: false) }
        let hierarchy = tester.hierarchy
        let answer = known ?? tester.whyNot(view, at: point)
        switch answer.reason {
        case .isHitView, .insideHitView: return ProvenChanges(notNeeded: true)
        default: break
        }
        var result = ProvenChanges(notNeeded: false, layoutCause: answer.layoutCause(in: hierarchy))
        var verdicts =
            lastTouch.flatMap { $0.fingers == fingers ? $0 : nil }
            ?? TouchVerdicts(fingers: fingers, before: tester.deliverTouches(fingers).verdict(in: hierarchy))
        lastTouch = nil  // the verdicts held once while they grow, not copied
        defer { lastTouch = verdicts }
        let before = verdicts.before
        for change in FixChange.candidates(for: answer.reason, target: view, in: hierarchy) {
            guard let changed = changed(by: change) else { continue }
            let after = verdicts.after[change] ?? changed.deliverTouches(fingers).verdict(in: changed.hierarchy)
            verdicts.after[change] = after
            if after.hitView != view {
                result.refused.append(.init(change: change, reason: .stillMissed(hitView: after.hitView)))
            } else if case .control(let control) = before.takenBy, control != view, !after.takenBy.isSame(as: before.takenBy),
                // A control whose enlarged hit area took a touch drawn on the view gives it back: that is what the fix
                // is for, and the area it loses is a cost the whole-scene check names.
                change != .removePointInsideOverride(control)
            {
                result.refused.append(.init(change: change, reason: .takesFromControl(control)))
            } else {
                result.changes.append((change, changed))
            }
        }
        return result
    }

    /// The scene with `change` made, compiled once; nil when the change cannot be made (a change of one view's
    /// flags, size, order or overrides renames no view and adds no redirect: unreachable).
    public mutating func changed(by change: FixChange) -> HitTester? {
        if let known = copies[change] { return known }
        var hierarchy = tester.hierarchy
        do {
            try change.apply(to: &hierarchy)
            try hierarchy.resolveRedirects()
        } catch {
            return nil
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
    public var refused: [FixRefusal] = []
}

/// One touch's verdicts (`FixProver`): on the scene, and on each changed copy asked so far.
private struct TouchVerdicts: Sendable {
    let fingers: [Finger]
    let before: TouchVerdict
    var after: [FixChange: TouchVerdict] = [:]
}
