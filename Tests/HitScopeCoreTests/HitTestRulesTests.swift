import HitScopeCore
import HitScopeTestSupport
import Testing

/// UIKit's default rules: edges, skip rules, order, conversion, windows.
struct HitTestRulesTests {
    @Test("The min edges are inside, the max edges are outside (CGRectContainsPoint)")
    func edges() throws {
        var t = TreeBuilder()
        let w = t.window()
        t.add("box", "UIView", Rect(100, 100, 50, 50), to: w)
        #expect(try t.hit(100, 100) == "box")
        #expect(try t.hit(149.999, 149.999) == "box")
        #expect(try t.hit(150, 125) == "window")
        #expect(try t.hit(125, 150) == "window")
        #expect(try t.hit(99.999, 125) == "window")
    }

    @Test("A zero-size view holds no point, not even its origin")
    func emptyView() throws {
        var t = TreeBuilder()
        let w = t.window()
        t.add("line", "UIView", Rect(10, 10, 0, 50), to: w)
        #expect(try t.hit(10, 20) == "window")
    }

    @Test("alpha <= 0.01 is skipped, exactly 0.01 included; just above is hit", arguments: [
        (0.0, false), (0.005, false), (0.01, false), (0.010001, true), (0.02, true), (1.0, true),
    ])
    func alphaThreshold(alpha: Double, hit: Bool) throws {
        var t = TreeBuilder()
        let w = t.window()
        t.add("overlay", "UIView", Rect(0, 0, 100, 100), to: w) { $0.alpha = alpha }
        #expect(try t.hit(50, 50) == (hit ? "overlay" : "window"))
    }

    @Test("A skipped view's subtree is skipped and its pointInside is never called")
    func skipRulesCutSubtrees() throws {
        for configure in [{ (v: inout View) in v.isHidden = true }, { $0.isUserInteractionEnabled = false }, { $0.alpha = 0 }] {
            var t = TreeBuilder()
            let w = t.window()
            let parent = t.add("parent", "UIView", Rect(0, 0, 200, 200), to: w, configure)
            t.add("child", "UIButton", Rect(10, 10, 50, 50), to: parent)
            let trace = try t.tester().trace(Point(20, 20))
            #expect(trace.hitView == t.id("window"))
            #expect(!trace.steps.contains { if case .pointInside(let v, _, _, _) = $0 { v == t.id("parent") } else { false } })
            #expect(!trace.steps.contains { if case .hitTest(let v, _, _) = $0 { v == t.id("child") } else { false } })
        }
    }

    @Test("A clear background colour does not make a view skippable (seed 002, finding 6)")
    func clearColourIsHit() throws {
        var t = TreeBuilder()
        let w = t.window()
        t.add("clear", "UIView", Rect(0, 0, 100, 100), to: w) { $0.color = "clear" }
        #expect(try t.hit(50, 50) == "clear")
    }

    @Test("Class defaults: UILabel and UIImageView are not interactive; unknown classes behave as UIView")
    func classDefaults() {
        #expect(!View(name: "l", className: "UILabel").isUserInteractionEnabled)
        #expect(!View(name: "i", className: "UIImageView").isUserInteractionEnabled)
        for name in ["UIView", "UIButton", "UIControl", "UIScrollView", "UITableView", "UITableViewCell", "UICollectionView", "UICollectionViewCell", "UIStackView", "MyCustomView"] {
            #expect(View(name: "v", className: name).isUserInteractionEnabled, "\(name)")
        }
        #expect(View(name: "b", className: "Button1", baseClass: "UIButton").isControl)
        #expect(!View(name: "i", className: "AvatarView", baseClass: "UIImageView").isUserInteractionEnabled)
    }

    @Test("Subviews are asked last to first: the frontmost of two overlapping siblings wins")
    func reverseOrder() throws {
        var t = TreeBuilder()
        let w = t.window()
        t.add("back", "UIView", Rect(0, 0, 100, 100), to: w)
        t.add("front", "UIView", Rect(50, 50, 100, 100), to: w)
        #expect(try t.hit(75, 75) == "front")
        #expect(try t.hit(25, 25) == "back")
        var reordered = t
        reordered.hierarchy.bringToFront(t.id("back"))
        #expect(try reordered.hit(75, 75) == "back")
        reordered.hierarchy.sendToBack(t.id("back"))
        #expect(try reordered.hit(75, 75) == "front")
    }

    @Test("contentOffset (bounds origin) shifts the subviews: a child at y=200 under offset 120 sits at y=80")
    func boundsOrigin() throws {
        var t = TreeBuilder()
        let w = t.window()
        let scroll = t.add("scroll", "UIScrollView", Rect(0, 100, 375, 300), to: w) { $0.boundsOrigin = Point(0, 120) }
        t.add("row", "UIView", Rect(0, 200, 375, 44), to: scroll)
        #expect(try t.hit(10, 100 + 80) == "row")
        #expect(try t.hit(10, 100 + 80 + 44) == "scroll")
        let trace = try t.tester().trace(Point(10, 190))
        #expect(trace.steps.contains(.hitTest(view: t.id("row"), point: Point(10, 10), depth: 2)))
    }

    @Test("Transforms are applied about the centre, as convertPoint:fromView: does")
    func transforms() throws {
        var t = TreeBuilder()
        let w = t.window()
        // A 100×20 bar at (100, 100), rotated 90°: it now covers x 140…160, y 60…160 on screen.
        t.add("bar", "UIView", Rect(100, 100, 100, 20), to: w) { $0.transform = Transform2D(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0) }
        #expect(try t.hit(150, 70) == "bar")
        #expect(try t.hit(110, 110) == "window")
        // Scaled ×2 about its centre (50, 50): a 20×20 box at 40,40 covers 30…70.
        var s = TreeBuilder()
        let w2 = s.window()
        s.add("box", "UIView", Rect(40, 40, 20, 20), to: w2) { $0.transform = Transform2D(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0) }
        #expect(try s.hit(31, 31) == "box")
        #expect(try s.hit(29, 50) == "window")
        // A translation moves it.
        var m = TreeBuilder()
        let w3 = m.window()
        m.add("moved", "UIView", Rect(0, 0, 10, 10), to: w3) { $0.transform = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 100, ty: 0) }
        #expect(try m.hit(105, 5) == "moved")
        #expect(try m.hit(5, 5) == "window")
    }

    @Test("A transform that cannot be inverted leaves its view untouchable")
    func singularTransform() throws {
        var t = TreeBuilder()
        let w = t.window()
        t.add("squashed", "UIView", Rect(0, 0, 100, 100), to: w) { $0.transform = Transform2D(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }
        #expect(try t.hit(50, 50) == "window")
    }

    @Test("Converting to the superview and back gives the point back, with transforms and offsets")
    func conversionRoundTrip() {
        var view = View(name: "v", frame: Rect(13, 27, 80, 40))
        view.boundsOrigin = Point(5, -7)
        view.transform = Transform2D(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 3, ty: -2)
        for point in [Point(0, 0), Point(40, 20), Point(-13.5, 99.25)] {
            let back = view.convertFromSuperview(view.convertToSuperview(point))
            #expect(abs(back.x - point.x) < 1e-9 && abs(back.y - point.y) < 1e-9)
        }
    }

    @Test("Windows: highest level first, later first among equals, hidden windows skipped, outside every window → nil")
    func windows() throws {
        var t = TreeBuilder()
        t.window("main")
        t.window("alert", level: 2000) { $0.isHidden = true }
        #expect(try t.hit(10, 10) == "main")
        var shown = t
        try shown.hierarchy.update(t.id("alert")) { $0.isHidden = false }
        #expect(try shown.hit(10, 10) == "alert")

        var equal = TreeBuilder()
        equal.window("first")
        equal.window("second")
        #expect(try equal.hit(10, 10) == "second")

        var small = TreeBuilder()
        small.window("banner", frame: Rect(0, 0, 375, 100), level: 1000)
        small.window("main", frame: Rect(0, 0, 375, 667))
        #expect(try small.hit(10, 50) == "banner")
        #expect(try small.hit(10, 150) == "main")
        #expect(try small.hit(10, 700) == nil)
    }

    @Test("A 100,000-deep tree is hit-tested and traced without overflowing the stack")
    func deepTree() throws {
        var t = TreeBuilder()
        var parent = t.window()
        for index in 0..<100_000 {
            parent = t.add("v\(index)", "UIView", Rect(0, 0, 10, 10), to: parent)
        }
        let tester = try t.tester()
        #expect(tester.hitTest(Point(5, 5)) == t.id("v99999"))
        let trace = tester.trace(Point(5, 5))
        #expect(trace.hitView == t.id("v99999"))
        #expect(trace.steps.count == 100_001 * 3)  // hitTest, pointInside, result for each view
        #expect(tester.hitTest(Point(15, 5)) == t.id("window"))
    }

    @Test("drawingOrder: windows back to front, each view before its subviews")
    func drawingOrder() {
        var t = TreeBuilder()
        let back = t.window("back")
        let front = t.window("front", level: 1)
        let a = t.add("a", "UIView", Rect(0, 0, 1, 1), to: back)
        t.add("a1", "UIView", Rect(0, 0, 1, 1), to: a)
        t.add("b", "UIView", Rect(0, 0, 1, 1), to: back)
        t.add("c", "UIView", Rect(0, 0, 1, 1), to: front)
        #expect(t.hierarchy.drawingOrder.map { t.hierarchy[$0].name } == ["back", "a", "a1", "b", "front", "c"])
    }

    /// The order a hierarchy keeps (`ViewHierarchy(views:parents:)`, `resolveRedirects()`) follows every change that
    /// moves a view or a window: it stays what a plain recursive walk of the windows and subviews gives.
    @Test("drawingOrder is kept through reorders, window levels and added views")
    func keptDrawingOrder() throws {
        func walked(_ h: ViewHierarchy) -> [String] {
            func walk(_ id: ViewID) -> [ViewID] { [id] + h.children(of: id).flatMap(walk) }
            return h.windowsFrontToBack.reversed().flatMap(walk).map { h[$0].name }
        }
        let names = ["back", "a", "a1", "b", "front", "c", "d"]
        var views = names.map { View(name: $0, frame: Rect(0, 0, 10, 10)) }
        views[4].windowLevel = 1
        var h = try ViewHierarchy(views: views, parents: [-1, 0, 1, 0, -1, 4, 4])
        #expect(h.drawingOrder.map { h[$0].name } == ["back", "a", "a1", "b", "front", "c", "d"])
        h.bringToFront(ViewID(1))
        #expect(h.drawingOrder.map { h[$0].name } == ["back", "b", "a", "a1", "front", "c", "d"])
        h.sendToBack(ViewID(6))
        #expect(h.drawingOrder.map { h[$0].name } == walked(h))
        try h.update(ViewID(4)) { $0.windowLevel = -1 }
        #expect(h.drawingOrder.map { h[$0].name } == ["front", "d", "c", "back", "b", "a", "a1"])
        try h.update(ViewID(0)) { $0.alpha = 0.5 }
        #expect(h.drawingOrder.map { h[$0].name } == walked(h))
        try h.addSubview(View(name: "e", frame: Rect(0, 0, 1, 1)), to: ViewID(2))
        #expect(h.drawingOrder.map { h[$0].name } == walked(h))
        try h.resolveRedirects()
        try h.update(ViewID(4)) { $0.windowLevel = 0 }
        #expect(h.drawingOrder.map { h[$0].name } == ["back", "b", "a", "a1", "e", "front", "d", "c"])
        // At equal levels the window declared, or brought to the front, last is in front.
        h.bringToFront(ViewID(0))
        #expect(h.drawingOrder.map { h[$0].name } == ["front", "d", "c", "back", "b", "a", "a1", "e"])
    }
}
