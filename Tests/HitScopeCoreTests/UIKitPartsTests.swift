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

/// Layout bugs as causes (issue 35, item 2): a degenerate ancestor, and the size that holds its subviews.
struct LayoutCauseTests {
    @Test("Zero width, zero height, zero size, subviews all outside; none for a view that holds a subview or has none")
    func kinds() throws {
        var t = TreeBuilder()
        let w = t.window()
        let tall = t.add("tall", "UIView", Rect(0, 0, 100, 0), to: w)
        t.add("a", "UIButton", Rect(10, 0, 40, 44), to: tall)
        let wide = t.add("wide", "UIView", Rect(0, 100, 0, 50), to: w)
        t.add("b", "UIButton", Rect(0, 0, 60, 50), to: wide)
        let point = t.add("point", "UIView", Rect(0, 200, 0, 0), to: w)
        t.add("c", "UIButton", Rect(0, 0, 44, 44), to: point)
        let outside = t.add("outside", "UIView", Rect(0, 300, 100, 20), to: w)
        t.add("d", "UIButton", Rect(0, 20, 100, 44), to: outside)
        let left = t.add("left", "UIView", Rect(200, 300, 100, 0), to: w)
        t.add("e", "UIButton", Rect(-10, 0, 44, 44), to: left)
        let fine = t.add("fine", "UIView", Rect(0, 400, 100, 50), to: w)
        t.add("f", "UIButton", Rect(0, 0, 44, 44), to: fine)
        let empty = t.add("empty", "UIView", Rect(0, 500, 100, 0), to: w)
        let h = try t.tester().hierarchy
        #expect(h.layoutCause(of: tall)?.kind == .zeroHeight && h.layoutCause(of: tall)?.fittingSize == Size(100, 44))
        #expect(h.layoutCause(of: wide)?.kind == .zeroWidth && h.layoutCause(of: wide)?.fittingSize == Size(60, 50))
        #expect(h.layoutCause(of: point)?.kind == .zeroSize && h.layoutCause(of: point)?.fittingSize == Size(44, 44))
        #expect(h.layoutCause(of: outside)?.kind == .subviewsOutside && h.layoutCause(of: outside)?.fittingSize == Size(100, 64))
        // A subview left of the bounds: no size with the origin kept holds it.
        #expect(h.layoutCause(of: left)?.kind == .zeroHeight && h.layoutCause(of: left)?.fittingSize == nil)
        #expect(h.layoutCause(of: fine) == nil && h.layoutCause(of: empty) == nil)
    }
}
