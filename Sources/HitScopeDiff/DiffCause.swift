/// A property or structure change that made a view's touches go elsewhere.
public struct DiffCause: Sendable, Hashable, Codable {
    /// What changed.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A view that the old version does not have now takes the touches.
        case newView
        /// The view that took the touches in the old version is gone.
        case removedView
        /// A view moved in front of (or behind) another: its place among the subviews.
        case order
        /// A view moved to another superview.
        case superview
        case frame
        /// The bounds origin (a scroll view's contentOffset).
        case boundsOrigin
        case transform
        case userInteractionEnabled
        case hidden
        case alpha
        /// A control's isEnabled.
        case enabled
        /// The pointInside override (a bigger hit area, a shape).
        case hitArea
        /// The hitTest override (pass-through, redirect…).
        case hitTest
        /// Whether the view, or its controller, handles touches.
        case touches
    }

    public var kind: Kind
    /// The view that changed (its name in the version that has it).
    public var view: String
    /// How that view relates to the target: itself, one of its ancestors, the view taking its touches, or an
    /// ancestor of that one.
    public var relation: Relation
    /// The value before and after, as scene files write it.
    public var before: String?
    public var after: String?
    /// The cause in one sentence.
    public var text: String

    public enum Relation: String, Sendable, Hashable, Codable {
        case itself, ancestor, taker, takerAncestor
    }
}
