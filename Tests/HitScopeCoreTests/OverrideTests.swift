import HitScopeCore
import HitScopeTestSupport
import Testing

/// The overrides people really write (seeds 002 and 003), each plugged into UIKit's recursion.
struct OverrideTests {
    /// A window with a 20×20 `target` at (100, 100), configured by `rule`.
    private func smallTarget(_ rule: PointInsideRule) -> TreeBuilder {
        var t = TreeBuilder()
        let w = t.window()
        t.add("target", "UIButton", Rect(100, 100, 20, 20), to: w) { $0.pointInsideRule = rule }
        return t
    }

    @Test("minimumSize grows the bounds about their centre to at least that size (seed 003's HitTestingBounds)")
    func minimumSize() throws {
        let t = smallTarget(.minimumSize(Size(44, 44)))
        #expect(try t.hit(88, 88) == "target")  // local (-12, -12): the grown area's min corner
        #expect(try t.hit(131.9, 131.9) == "target")
        #expect(try t.hit(132, 110) == "window")  // the grown area's max edge
        #expect(PointInsideRule.minimumSize(Size(10, 10)).area(for: Rect(0, 0, 20, 20)) == Rect(0, 0, 20, 20), "never shrinks")
    }

    @Test("outsets grow the area, insets shrink it")
    func outsetsAndInsets() throws {
        let grown = smallTarget(.outsets(EdgeOutsets(top: 10, left: 0, bottom: 0, right: 0)))
        #expect(try grown.hit(110, 91) == "target")
        #expect(try grown.hit(99, 110) == "window")
        let shrunk = smallTarget(.outsets(EdgeOutsets(all: -5)))
        #expect(try shrunk.hit(102, 110) == "window")
        #expect(try shrunk.hit(110, 110) == "target")
    }

    @Test("Insets larger than the view cross its edges; CGRectContainsPoint standardizes the rectangle, so the strip between them is inside")
    func crossedInsets() {
        let rule = PointInsideRule.outsets(EdgeOutsets(all: -3))
        let bounds = Rect(0, 0, 2, 10)  // x: 3…-1, standardized to -1…3; y: 3…7
        #expect(rule.area(for: bounds) == Rect(-1, 3, 4, 4))
        #expect(rule.contains(Point(0.5, 5), bounds: bounds))
        #expect(rule.contains(Point(-1, 3), bounds: bounds))
        #expect(!rule.contains(Point(3, 5), bounds: bounds))
        #expect(!rule.contains(Point(0.5, 8), bounds: bounds))
    }

    @Test("circle: corners of the bounds miss; roundedRect: only the corners miss")
    func shapes() throws {
        let circle = smallTarget(.circle)
        #expect(try circle.hit(110, 110) == "target")
        #expect(try circle.hit(101, 101) == "window")
        #expect(try circle.hit(110, 100.5) == "target")
        let rounded = smallTarget(.roundedRect(radius: 8))
        #expect(try rounded.hit(100.5, 100.5) == "window")
        #expect(try rounded.hit(110, 100.5) == "target")
        #expect(try rounded.hit(104, 104) == "target")
    }

    @Test("always and never")
    func alwaysNever() throws {
        let always = smallTarget(.always)
        #expect(try always.hit(300, 500) == "target")
        let never = smallTarget(.never)
        #expect(try never.hit(110, 110) == "window")
    }

    /// An overlay above a button: `overlay` covers the screen and holds a small `inner` button of its own.
    private func overlayScene(_ rule: HitTestRule) -> TreeBuilder {
        var t = TreeBuilder()
        let w = t.window()
        t.add("button", "UIButton", Rect(20, 20, 100, 44), to: w)
        let overlay = t.add("overlay", "UIView", Rect(0, 0, 375, 667), to: w) { $0.hitTestRule = rule }
        t.add("inner", "UIButton", Rect(200, 400, 100, 44), to: overlay)
        return t
    }

    @Test("passThrough: the overlay lets touches through but its own subviews stay touchable")
    func passThrough() throws {
        let t = overlayScene(.passThrough)
        #expect(try t.hit(50, 40) == "button")
        #expect(try t.hit(250, 420) == "inner")
        #expect(try t.hit(300, 300) == "window")
        #expect(try overlayScene(.standard).hit(50, 40) == "overlay", "without it, the overlay swallows the tap")
        let trace = try t.tester().trace(Point(50, 40))
        #expect(trace.steps.contains(.override(view: t.id("overlay"), effect: .passedThrough, depth: 1)))
    }

    @Test("self: returns itself after its own pointInside without asking subviews (seed 002's cell)")
    func returnsSelf() throws {
        let t = overlayScene(.returnsSelf)
        #expect(try t.hit(250, 420) == "overlay")
        var outside = TreeBuilder()
        let w = outside.window()
        outside.add("cell", "UITableViewCell", Rect(0, 100, 375, 44), to: w) { $0.hitTestRule = .returnsSelf }
        #expect(try outside.hit(10, 300) == "window", "its pointInside still applies")
    }

    @Test("never: nothing in the view is hit")
    func never() throws {
        let t = overlayScene(.never)
        #expect(try t.hit(250, 420) == "window")
        #expect(try t.hit(50, 40) == "button")
    }

    /// Seed 003's tab bar: the centre button sticks out 25 points above the bar.
    private func tabBar(_ rule: HitTestRule) -> TreeBuilder {
        var t = TreeBuilder()
        let w = t.window()
        t.add("content", "UIView", Rect(0, 0, 375, 618), to: w)
        let bar = t.add("tabBar", "UITabBar", Rect(0, 618, 375, 49), to: w) { $0.hitTestRule = rule }
        t.add("centre", "UIButton", Rect(157, -25, 60, 70), to: bar)
        return t
    }

    @Test("ignoresBounds: subviews outside the view are reachable; the view answers only inside itself")
    func ignoresBounds() throws {
        let t = tabBar(.ignoresBounds)
        #expect(try t.hit(187, 600) == "centre")
        #expect(try t.hit(50, 300) == "content")
        #expect(try t.hit(50, 640) == "tabBar")
        #expect(try tabBar(.standard).hit(187, 600) == "content", "by default the part above the bar is dead")
    }

    @Test("ignoresBoundsReturningSelf (seed 003 as printed) swallows every touch that reaches it")
    func ignoresBoundsReturningSelf() throws {
        let t = tabBar(.ignoresBoundsReturningSelf)
        #expect(try t.hit(187, 600) == "centre")
        #expect(try t.hit(50, 300) == "tabBar")
        let trace = try t.tester().trace(Point(50, 300))
        #expect(trace.steps.contains(.override(view: t.id("tabBar"), effect: .returnedSelfAnywhere, depth: 1)))
    }

    @Test("redirectTo: whenever the default answer is not nil, the target is returned as is (seed 003)")
    func redirect() throws {
        var t = TreeBuilder()
        let w = t.window()
        let strip = t.add("strip", "UIView", Rect(0, 100, 375, 300), to: w) { $0.hitTestRule = .redirect(to: "scroll") }
        t.add("scroll", "UIScrollView", Rect(60, 0, 255, 300), to: strip) { $0.isHidden = true }
        #expect(try t.hit(20, 200) == "scroll", "returned without being hit-tested, even though hidden")
        #expect(try t.hit(20, 500) == "window", "nil stays nil")
    }

    @Test("Redirects to unknown views and cycles of redirects are refused")
    func redirectErrors() {
        var t = TreeBuilder()
        let w = t.window()
        t.add("a", "UIView", Rect(0, 0, 1, 1), to: w) { $0.hitTestRule = .redirect(to: "b") }
        t.add("b", "UIView", Rect(0, 0, 1, 1), to: w) { $0.hitTestRule = .redirect(to: "a") }
        t.add("c", "UIView", Rect(0, 0, 1, 1), to: w) { $0.hitTestRule = .redirect(to: "nobody") }
        var h = t.hierarchy
        #expect(throws: HierarchyError.unknownRedirectTarget(view: "c", target: "nobody")) { try h.resolveRedirects() }
        try? h.update(t.id("c")) { $0.hitTestRule = .standard }
        #expect(throws: HierarchyError.redirectCycle(["a", "b", "a"])) { try h.resolveRedirects() }
    }

    @Test("Duplicate and empty names are refused")
    func names() {
        var h = ViewHierarchy()
        #expect(throws: HierarchyError.emptyName) { try h.addWindow(View(name: "")) }
        #expect(throws: Never.self) { try h.addWindow(View(name: "窗口")) }
        #expect(throws: HierarchyError.duplicateName("窗口")) { try h.addWindow(View(name: "窗口")) }
    }

    @Test("clipsToBounds changes nothing for hit-testing, and the trace says so")
    func clipsToBoundsIsDrawingOnly() throws {
        var t = TreeBuilder()
        let w = t.window()
        let parent = t.add("parent", "UIView", Rect(100, 100, 100, 100), to: w) {
            $0.clipsToBounds = true
            $0.hitTestRule = .ignoresBounds
        }
        t.add("child", "UIButton", Rect(-50, 0, 100, 50), to: parent)
        let trace = try t.tester().trace(Point(60, 120))
        #expect(trace.hitView == t.id("child"))
        #expect(trace.steps.contains(.note(view: t.id("parent"), note: .hitWhileClipped(subview: t.id("child")), depth: 1)))

        var plain = TreeBuilder()
        let w2 = plain.window()
        let card = plain.add("card", "UIView", Rect(100, 100, 100, 100), to: w2)
        plain.add("badge", "UIButton", Rect(80, -20, 40, 40), to: card)
        let miss = try plain.tester().trace(Point(210, 90))
        #expect(miss.hitView == plain.id("window"))
        #expect(miss.steps.contains(.note(view: plain.id("card"), note: .drawnButNotTouchable(subview: plain.id("badge")), depth: 1)))
    }
}
