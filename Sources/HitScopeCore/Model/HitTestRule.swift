/// How a view's `hitTest:withEvent:` is written — UIKit's default and the overrides people really write.
///
/// UIKit's default (`standard`): return nil when the view is hidden, has `alpha <= 0.01` or
/// `userInteractionEnabled == NO` (without calling `pointInside`); return nil when its own `pointInside` says NO;
/// otherwise ask the subviews last to first (each through its own `hitTest`, with the point converted into its
/// space) and return the first non-nil answer, or self.
public enum HitTestRule: Hashable, Sendable {
    /// UIKit's default implementation.
    case standard
    /// `let v = super.hitTest(…); return v == self ? nil : v` — an overlay that lets touches through to what is
    /// behind it while its subviews stay touchable.
    case passThrough
    /// The subviews are asked even when the point is outside this view (a tab bar whose centre button sticks out);
    /// the view itself still answers only where its own `pointInside` says YES.
    case ignoresBounds
    /// Seed 003's literal snippet: the `pointInside` check commented out, so after asking the subviews it returns
    /// self for every point — it swallows every touch that reaches it.
    case ignoresBoundsReturningSelf
    /// Seed 003's scroll view case, exactly as written: `let v = super.hitTest(…); return v != nil ? target : nil`.
    /// The target is returned as is: it is not hit-tested, so its own state does not matter.
    case redirect(to: String)
    /// Seed 002's cell override: after the skip rules and its own `pointInside`, returns self without asking its
    /// subviews, so nothing inside it (a button in a cell) can be hit.
    case returnsSelf
    /// `return nil;` — neither the view nor anything inside it is ever hit.
    case never

    /// The name used in scene files and traces.
    public var name: String {
        switch self {
        case .standard: "standard"
        case .passThrough: "passThrough"
        case .ignoresBounds: "ignoresBounds"
        case .ignoresBoundsReturningSelf: "ignoresBoundsReturningSelf"
        case .redirect: "redirectTo"
        case .returnsSelf: "self"
        case .never: "never"
        }
    }

    /// Whether the subviews are asked before (and regardless of) the view's own `pointInside`.
    public var asksSubviewsAnywhere: Bool {
        self == .ignoresBounds || self == .ignoresBoundsReturningSelf
    }

    /// Whether the override returns another view (`redirect(to:)`).
    public var isRedirect: Bool {
        if case .redirect = self { return true }
        return false
    }
}
