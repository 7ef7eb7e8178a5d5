import HitScopeAudit
import HitScopeCore

/// Touch area of a changed view, in one version, whose answer depends on an unsettled question (docs/rules.md,
/// "Unsettled questions"): a change that meets it, or that it makes, is uncertain. Named as that version names its
/// views; the words are HitScopeOutput's (`DiffWords`).
public struct DiffUncertainty: Sendable, Hashable, Codable {
    /// Which version's answer is uncertain.
    public enum Version: String, Sendable, Hashable, Codable {
        /// The old version.
        case before
        /// The new version.
        case after
    }

    /// The version whose answer is uncertain there.
    public var version: Version
    /// The question: `alphaAtThreshold` or `touchForwardedToControl`.
    public var question: String
    /// The view the question is about: the view at alpha 0.01, or the control.
    public var view: String
    /// The other view it names: the hit-test view were the view at 0.01 hit-tested, or the view inside the control
    /// that forwards the touch.
    public var otherView: String
    /// Points².
    public var area: Double
    /// A screen point of it where the answer depends on the question.
    public var point: Point

    init(_ part: UncertainArea, version: Version, in hierarchy: ViewHierarchy) {
        self.version = version
        question = part.question.id
        view = hierarchy[part.question.view].name
        let other: ViewID =
            switch part.question {
            case .alphaAtThreshold(_, let otherHitView): otherHitView
            case .touchForwardedToControl(_, let hitView): hitView
            }
        otherView = hierarchy[other].name
        area = DiffNumbers.area(part.area)
        point = part.point
    }
}
