/// UIKit's private views: the parts UIKit builds its public views from (a button's `UIButtonLabel`, a bar button's
/// `_UIButtonBarButton` and `_UIModernBarButton`, a bar's `_UIBarBackground`, a cell's
/// `_UITableViewCellSeparatorView`). An app never makes one and cannot change one, so the audit measures none, the
/// diff compares none, and a verdict whose taker is one names the public view it belongs to first
/// (`ViewHierarchy.publicOwner(of:)`; docs/rules.md, "UIKit's private parts"). The one statement of which classes
/// those are.
public enum UIKitParts {
    /// Private UIKit classes whose names do not say so (no leading `_UI`), with the public class each subclasses:
    /// their defaults, for the readers of dumps, which never print a `baseClass` for them. The windows among them
    /// are windows (a window belongs to no view); the rest are parts.
    public static let publicAncestors: [String: String] = [
        "UIButtonLabel": "UILabel", "UITableViewLabel": "UILabel", "UITabBarButtonLabel": "UILabel",
        "UITextFieldLabel": "UILabel", "UINavigationButton": "UIButton", "UIRoundedRectButton": "UIButton",
        "_UIModernBarButton": "UIButton", "UITabBarButton": "UIControl", "_UIButtonBarButton": "UIControl",
        "UITableViewWrapperView": "UIScrollView", "UIFieldEditor": "UIScrollView",
        "UITabBarSwappableImageView": "UIImageView", "UISearchBarTextField": "UITextField",
        "UITextEffectsWindow": "UIWindow", "UIRemoteKeyboardWindow": "UIWindow", "UIStatusBarWindow": "UIWindow",
    ]

    /// The private classes without a leading `_UI` that are parts of a public view: a button's, a table's, a tab
    /// bar's or a text field's. `UIRoundedRectButton` is the button an app asked for, `UISearchBarTextField` the
    /// field people type in, `UINavigationButton` a bar button item's own button: they stay the views they are.
    private static let namedParts: Set<String> = [
        "UIButtonLabel", "UITableViewLabel", "UITabBarButtonLabel", "UITextFieldLabel", "UITabBarButton",
        "UITableViewWrapperView", "UIFieldEditor", "UITabBarSwappableImageView",
    ]

    /// Whether a view of class `className` is one of UIKit's private parts: its class begins with `_UI` (not
    /// SwiftUI's hosting view or content, where UIKit's answer ends: `SwiftUIHosting`), or it is one of UIKit's
    /// named internal parts.
    public static func isPart(_ view: View) -> Bool {
        if view.isWindow { return false }
        if view.className.hasPrefix("_UI") {
            return !SwiftUIHosting.isHost(view) && !SwiftUIHosting.isContent(view)
        }
        return namedParts.contains(view.className)
    }
}

extension ViewHierarchy {
    /// The view itself when it is public, else its nearest ancestor that is not one of UIKit's private parts
    /// (`UIKitParts.isPart`); a window always is.
    public func publicOwner(of id: ViewID) -> ViewID {
        var current = id
        while UIKitParts.isPart(self[current]), let parent = parent(of: current) { current = parent }
        return current
    }
}
