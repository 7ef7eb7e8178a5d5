import HitScopeCore

/// One of the scenes' taps and touches, answered in both versions: the engine's whole answer (delivery and verdict)
/// in each, with the views they name. The words (the touch, the verdicts) are HitScopeOutput's.
public struct TouchDiff: Sendable {
    /// The input it is in (`FileDiff.file`).
    public var file: String
    /// The touch: a finger's timed samples each (one sample: a tap).
    public var fingers: [Finger]
    /// The old version's answer, and the views it names.
    public var before: TouchAnswer
    public var oldHierarchy: ViewHierarchy
    /// The new version's answer, and the views it names.
    public var after: TouchAnswer
    public var newHierarchy: ViewHierarchy
    /// How much the change matters (nil: the same view takes it, for the same reason).
    public var level: DiffLevel?
    /// Set when a baseline accepted this change: it no longer fails the run.
    public var baseline = false
}
