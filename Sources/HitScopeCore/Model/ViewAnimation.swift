/// A view in flight: an animation of its frame is running. The view's `frame` is the model frame, where the
/// animation ends, and hit-testing uses it (Core Animation sets the model value at once and animates only the
/// presentation layer); `drawnFrame` is where the user sees it now. Without `allowsUserInteraction`, UIKit
/// ignores touches on the animating view, so its default `hitTest` skips it and its subtree
/// (`SkipReason.animating`). docs/gestures.md, "Animations", gives the sources.
///
/// A class with constant properties, so that the many views that never animate pay one pointer for it.
public final class ViewAnimation: Hashable, Sendable {
    /// What runs the animation.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `UIView.animate(withDuration:delay:options:animations:)` and its relatives: touches are ignored unless
        /// the options include `.allowUserInteraction`.
        case view
        /// A `UIViewPropertyAnimator`: `isUserInteractionEnabled` is YES unless set otherwise.
        case propertyAnimator
    }

    /// Where the view is drawn now, in its superview's bounds space (the presentation layer's frame).
    public let drawnFrame: Rect
    public let kind: Kind
    /// `.allowUserInteraction` for a view animation, `isUserInteractionEnabled` for a property animator.
    public let allowsUserInteraction: Bool

    /// An animation of `kind`; `allowsUserInteraction` defaults to what UIKit does for that kind.
    public init(drawnFrame: Rect, kind: Kind = .view, allowsUserInteraction: Bool? = nil) {
        self.drawnFrame = drawnFrame
        self.kind = kind
        self.allowsUserInteraction = allowsUserInteraction ?? Self.allowsUserInteractionByDefault(kind)
    }

    /// UIKit's default for each kind: NO for view animations (the option is off), YES for property animators.
    public static func allowsUserInteractionByDefault(_ kind: Kind) -> Bool { kind == .propertyAnimator }

    public static func == (lhs: ViewAnimation, rhs: ViewAnimation) -> Bool {
        lhs.drawnFrame == rhs.drawnFrame && lhs.kind == rhs.kind && lhs.allowsUserInteraction == rhs.allowsUserInteraction
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(drawnFrame)
        hasher.combine(kind)
        hasher.combine(allowsUserInteraction)
    }
}
