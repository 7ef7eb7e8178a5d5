/// One of the scenes' taps and touches, answered in both versions.
public struct TouchDiff: Sendable, Hashable, Codable {
    /// The input it is in (`FileDiff.file`).
    public var file: String
    /// The touch in words (`tap at (187, 620)`).
    public var touch: String
    /// The hit-test view (names of each version), nil for none.
    public var hitViewBefore: String?
    public var hitViewAfter: String?
    /// Who took the touch (`TouchVerdict`): the kind and name, and the verdict's words.
    public var takenByBefore: String?
    public var takenByAfter: String?
    public var kindBefore: String
    public var kindAfter: String
    public var ruleBefore: String
    public var ruleAfter: String
    public var verdictBefore: String
    public var verdictAfter: String
    /// How much the change matters (nil: the same view takes it, for the same reason).
    public var level: DiffLevel?
    public var baseline: Bool?
}
