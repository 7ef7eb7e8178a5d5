/// What a view inherits for drawing from its superviews: UIKit draws nothing of a hidden view's subtree, and
/// multiplies alphas down the tree; a view whose combined alpha is at or below `View.hitTestAlphaThreshold` shows
/// nothing.
public struct Visibility: Hashable, Sendable {
    /// Whether the view or a superview is hidden.
    public var isHidden: Bool
    /// The product of the alphas (each clamped to 0…1) from the window down.
    public var alpha: Double

    /// What a window inherits: nothing hidden, alpha 1.
    public init() {
        isHidden = false
        alpha = 1
    }

    /// What `view`, a subview of the view with this visibility (or a window, from `init()`), has.
    public func entering(_ view: View) -> Visibility {
        var result = self
        result.isHidden = isHidden || view.isHidden
        result.alpha *= max(0, min(1, view.alpha))
        return result
    }

    /// Whether UIKit draws the view.
    public var isDrawn: Bool { !isHidden && alpha > View.hitTestAlphaThreshold }
}
