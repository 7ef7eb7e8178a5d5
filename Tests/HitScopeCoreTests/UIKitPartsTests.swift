import HitScopeCore
import HitScopeTestSupport
import Testing

/// Which views are UIKit's private parts, and the public view each belongs to: the one rule the audit, the diff and
/// the verdict ask (`UIKitParts`).
struct UIKitPartsTests {
    @Test("Parts: _UI classes and UIKit's named internals; not the views an app makes, windows or SwiftUI's host")
    func parts() {
        for part in ["_UIButtonBarButton", "_UIModernBarButton", "_UIBarBackground", "_UITableViewCellSeparatorView", "UIButtonLabel", "UITabBarButton"] {
            #expect(UIKitParts.isPart(View(name: "v", className: part)), "\(part)")
        }
        for view in ["UIButton", "UIRoundedRectButton", "UISearchBarTextField", "MyApp.Card", "_TtC5MyApp8CardView", "_UIHostingView<Content>", "UIView"] {
            #expect(!UIKitParts.isPart(View(name: "v", className: view)), "\(view)")
        }
        var window = View(name: "w", className: "_UIRemoteWindow")
        window.isWindow = true
        #expect(!UIKitParts.isPart(window))
    }

    @Test("The public owner: the nearest ancestor that is not a part; a public view owns itself")
    func owner() throws {
        var t = TreeBuilder()
        let w = t.window()
        let bar = t.add("bar", "UINavigationBar", Rect(0, 0, 375, 44), to: w)
        let content = t.add("content", "_UINavigationBarContentView", Rect(0, 0, 375, 44), to: bar)
        let button = t.add("barButton", "_UIButtonBarButton", Rect(300, 0, 64, 44), to: content)
        let label = t.add("label", "UIButtonLabel", Rect(8, 6, 40, 20), to: button)
        let hierarchy = try t.tester().hierarchy
        #expect(hierarchy.publicOwner(of: label) == bar)
        #expect(hierarchy.publicOwner(of: button) == bar)
        #expect(hierarchy.publicOwner(of: bar) == bar)
        #expect(hierarchy.publicOwner(of: w) == w)
    }
}
