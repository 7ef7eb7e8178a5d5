/// Finds the hit-test view for a point exactly as UIKit does, optionally recording every step.
///
/// The application asks its windows front to back; each window runs `hitTest:withEvent:`, which is each view's
/// own rule (`HitTestRule`) calling its own `pointInside` (`PointInsideRule`) and each subview's own `hitTest`,
/// last subview first, with the point converted into the subview's space. The recursion runs on an explicit
/// stack, so a tree of any depth is safe.
///
/// A class, immutable: the measures and comparisons built on a tester each keep it, and a copy of a struct holding
/// the hierarchy and the compiled arrays retained each of their dozen and a half references (5 % of an audit).
public final class HitTester: Sendable {
    public let hierarchy: ViewHierarchy
    let compiled: CompiledHierarchy
    /// The compiled hierarchy's arrays, shared (not copied), for the walks built on the tester (touch-area map, audit).
    package let windowOrder: [ViewID]
    package let behaviors: [HitBehavior]
    package let subviewStart: [Int32]
    package let subviewIDs: [ViewID]
    /// The other reading of alpha 0.01 (`ViewHierarchy.otherAlphaReading`), compiled only when a view is at exactly
    /// 0.01: for `unsettledQuestions(at:)`.
    let otherAlphaReading: CompiledHierarchy?

    public init(_ hierarchy: ViewHierarchy) {
        self.hierarchy = hierarchy
        let compiled = CompiledHierarchy(hierarchy)
        self.compiled = compiled
        self.otherAlphaReading = hierarchy.otherAlphaReading.map(CompiledHierarchy.init)
        (windowOrder, behaviors) = (compiled.windowOrder, compiled.behaviors)
        (subviewStart, subviewIDs) = (compiled.subviewStart, compiled.subviewIDs)
    }

    /// The hit-test view for a point in screen space, without a trace (the fast path).
    public func hitTest(_ point: Point) -> ViewID? {
        compiled.hitTest(point)
    }

    /// The hit-test view for a point in screen space, with every step UIKit takes.
    public func trace(_ point: Point) -> HitTestTrace {
        var steps: [HitTestStep] = []
        steps.reserveCapacity(128)
        let hit = trace(point, into: &steps)
        return HitTestTrace(point: point, steps: steps, hitView: hit)
    }

    /// Hit-tests a point with every step, into `steps` (emptied first, its storage reused): for callers that
    /// trace many points and keep what they need of each.
    public func trace(_ point: Point, into steps: inout [HitTestStep]) -> ViewID? {
        steps.removeAll(keepingCapacity: true)
        var hit: Int32 = -1
        withUnsafeMutablePointer(to: &hit) { steps.append(contentsOf: TracedSteps(compiled: compiled, point: point, hitView: $0)) }
        return hit < 0 ? nil : ViewID(Int(hit))
    }

    /// `root.hitTest(point)` without a trace, `point` in the root's own bounds space (for the touch-area map).
    package func hitTest(subtree root: ViewID, point: Point) -> ViewID? {
        compiled.untracedHitTest(entry: compiled.layout.entryOfView[root.index], point: point)
    }
}
