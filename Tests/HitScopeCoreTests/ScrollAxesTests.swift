import HitScopeCore
import HitScopeTestSupport
import Testing

/// Which ways a scroll view scrolls, and where a drag goes when it cannot (docs/gestures.md, "Which ways a scroll
/// view scrolls"): contentSize (given or from the subviews), bounces, alwaysBounceVertical/Horizontal with
/// UIKit's class defaults, scrollEnabled.
struct ScrollAxesTests {
    private func scroller(_ className: String, size: Size? = nil, _ change: (inout View) -> Void = { _ in }) -> (HitScopeTestSupport.TreeBuilder, ViewID) {
        var t = TreeBuilder()
        let w = t.window()
        let s = t.add("scroller", className, Rect(0, 0, 300, 400), to: w) {
            $0.scrolling.contentSize = size
            change(&$0)
        }
        t.add("content", "UIView", Rect(0, 0, 300, 400), to: s) { $0.touches = .handle }
        return (t, s)
    }

    @Test("Content larger than the bounds scrolls that way only; equal content does not scroll")
    func contentSizeDecides() throws {
        let (wide, w) = scroller("UIScrollView", size: Size(900, 400))
        #expect(try wide.tester().hierarchy.scrollAxes(of: w) == .horizontal)
        let (tall, t) = scroller("UIScrollView", size: Size(300, 401))
        #expect(try tall.tester().hierarchy.scrollAxes(of: t) == .vertical)
        let (both, b) = scroller("UIScrollView", size: Size(301, 401))
        #expect(try both.tester().hierarchy.scrollAxes(of: b) == [.horizontal, .vertical])
        let (fits, f) = scroller("UIScrollView", size: Size(300, 400))
        #expect(try fits.tester().hierarchy.scrollAxes(of: f).isEmpty)
    }

    @Test("Class defaults: a UITableView always bounces vertically, a UICollectionView and a UIScrollView do not")
    func classDefaults() throws {
        let (table, t) = scroller("UITableView", size: Size(300, 100))
        #expect(try table.tester().hierarchy.scrollAxes(of: t) == .vertical)
        let (collection, c) = scroller("UICollectionView", size: Size(300, 100))
        #expect(try collection.tester().hierarchy.scrollAxes(of: c).isEmpty)
        let (noBounce, n) = scroller("UITableView", size: Size(300, 100)) { $0.scrolling.alwaysBounceVerticalSetting = false }
        #expect(try noBounce.tester().hierarchy.scrollAxes(of: n).isEmpty)
    }

    @Test("alwaysBounce works only while bounces; scrollEnabled = NO scrolls no way")
    func bouncesAndEnabled() throws {
        let (horizontal, h) = scroller("UIScrollView", size: Size(10, 10)) { $0.scrolling.alwaysBounceHorizontal = true }
        #expect(try horizontal.tester().hierarchy.scrollAxes(of: h) == .horizontal)
        let (stiff, s) = scroller("UIScrollView", size: Size(10, 10)) {
            $0.scrolling.alwaysBounceHorizontal = true
            $0.scrolling.alwaysBounceVerticalSetting = true
            $0.scrolling.bounces = false
        }
        #expect(try stiff.tester().hierarchy.scrollAxes(of: s).isEmpty)
        let (locked, l) = scroller("UIScrollView", size: Size(900, 900)) { $0.scrolling.isScrollEnabled = false }
        #expect(try locked.tester().hierarchy.scrollAxes(of: l).isEmpty)
    }

    @Test("Without a contentSize, the content is the subviews' extent, and the answer says so")
    func inferredContentSize() throws {
        var t = TreeBuilder()
        let w = t.window()
        let s = t.add("scroller", "UIScrollView", Rect(0, 0, 300, 400), to: w)
        t.add("a", "UIView", Rect(10, 20, 100, 100), to: s)
        t.add("b", "UIView", Rect(-50, 380, 600, 80), to: s)
        let h = try t.tester().hierarchy
        let content = h.contentSize(of: s)
        #expect(content.size == Size(550, 460))
        #expect(content.inferred)
        #expect(h.scrollAxes(of: s) == [.horizontal, .vertical])
    }

    @Test("A drag's way: its larger component; exactly 45° is both")
    func dragAxis() {
        #expect(ScrollAxes.drag(from: Point(0, 0), to: Point(10, 3)) == .horizontal)
        #expect(ScrollAxes.drag(from: Point(0, 0), to: Point(-3, -10)) == .vertical)
        #expect(ScrollAxes.drag(from: Point(0, 0), to: Point(7, -7)) == [.horizontal, .vertical])
        #expect(ScrollAxes.drag(from: Point(4, 4), to: Point(4, 4)).isEmpty)
    }

    @Test("Nested: a drag the inner scroll view cannot take goes to the outer one; one it can take stays inside")
    func nestedHandOff() throws {
        var t = TreeBuilder()
        let w = t.window()
        let table = t.add("table", "UITableView", Rect(0, 0, 375, 600), to: w) { $0.scrolling.contentSize = Size(375, 3000) }
        let carousel = t.add("carousel", "UICollectionView", Rect(0, 0, 375, 200), to: table) { $0.scrolling.contentSize = Size(1500, 200) }
        t.add("card", "UICollectionViewCell", Rect(0, 0, 150, 200), to: carousel)
        let tester = try t.tester()
        let vertical = tester.deliverTouch(along: [Point(70, 150), Point(70, 100)], duration: 0.1)
        #expect(vertical.scrolled == [table])
        #expect(vertical.gestures.first { $0.view == carousel }?.outcome == .cannotScroll(drag: .vertical))
        let horizontal = tester.deliverTouch(along: [Point(140, 100), Point(70, 100)], duration: 0.1)
        #expect(horizontal.scrolled == [carousel])
        #expect(horizontal.verdict(in: tester.hierarchy).takenBy == .scrollView(carousel))
    }

    @Test("A rotated scroll view judges the drag in its own space")
    func rotatedScrollView() throws {
        var t = TreeBuilder()
        let w = t.window()
        let s = t.add("sideways", "UIScrollView", Rect(0, 0, 400, 400), to: w) {
            $0.scrolling.contentSize = Size(400, 2000)  // scrolls vertically in its own space
            $0.transform = Transform2D(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)  // a quarter turn
        }
        t.add("pad", "UIView", Rect(0, 0, 400, 2000), to: s)
        let tester = try t.tester()
        let onScreenHorizontal = tester.deliverTouch(along: [Point(250, 200), Point(150, 200)], duration: 0.1)
        #expect(onScreenHorizontal.scrolled == [s])
        let onScreenVertical = tester.deliverTouch(along: [Point(200, 250), Point(200, 150)], duration: 0.1)
        #expect(onScreenVertical.scrolled.isEmpty)
    }
}
