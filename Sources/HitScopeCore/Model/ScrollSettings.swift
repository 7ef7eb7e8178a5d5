/// A scroll view's settings that decide which ways a drag scrolls it (Apple, UIScrollView: `contentSize`,
/// `isScrollEnabled`, `bounces`, `alwaysBounceVertical`, `alwaysBounceHorizontal`; docs/gestures.md, "Which ways a
/// scroll view scrolls"). Every value starts at UIKit's default; `alwaysBounceVertical` is nil for the class
/// default (YES for a UITableView, NO otherwise).
public struct ScrollSettings: Hashable, Sendable {
    /// `contentSize`, when the scene or dump gives it; nil: the extent of the subviews (what a layout makes it).
    public var contentSize: Size?
    /// `isScrollEnabled` (UIKit's default: YES). NO: the scroll view's pan is disabled and it takes no touch.
    public var isScrollEnabled = true
    /// `bounces` (UIKit's default: YES). NO: `alwaysBounceVertical` and `alwaysBounceHorizontal` have no effect.
    public var bounces = true
    /// `alwaysBounceVertical` when the scene sets it; nil: the class default.
    public var alwaysBounceVerticalSetting: Bool?
    /// `alwaysBounceHorizontal` (UIKit's default: NO).
    public var alwaysBounceHorizontal = false
    /// Content views (by name) for which the scroll view's `touchesShouldBegin(_:with:in:)` override answers NO: a
    /// touch whose hit-test view is one of them or inside one is not sent to the content (UIKit's default answers
    /// YES for every view).
    public var touchesShouldBeginRefuses: [String] = []

    public init() {}
}
