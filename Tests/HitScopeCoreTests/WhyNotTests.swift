import HitScopeCore
import HitScopeDiff
import HitScopeFixtures
import HitScopeOutput
import HitScopeTestSupport
import Testing

/// "Why not this view?" names the first rule that decided.
struct WhyNotTests {
    @Test("Many views at one point, the point traced once, answer as each view asked alone")
    func manyViewsAtOnce() {
        for seed in [UInt64(1), 2] {
            let scene = SceneGenerator(viewCount: 120, seed: seed).generate()
            let tester = HitTester(scene.hierarchy)
            let views = (0..<scene.hierarchy.count).map(ViewID.init)
            for point in [Point(30, 589), Point(0.5, 0.5), Point(187.25, 300.75), Point(400, 10)] {
                #expect(tester.whyNot(views, at: point) == views.map { tester.whyNot($0, at: point) }, "seed \(seed) at \(point)")
            }
        }
    }

    private func scene() -> TreeBuilder {
        var t = TreeBuilder()
        let w = t.window()
        let root = t.add("root", "UIView", Rect(0, 0, 375, 667), to: w)
        let image = t.add("image", "UIImageView", Rect(0, 0, 200, 200), to: root)
        t.add("play", "UIButton", Rect(50, 50, 50, 50), to: image)
        let card = t.add("card", "UIView", Rect(0, 300, 200, 100), to: root)
        t.add("badge", "UIButton", Rect(180, -20, 40, 40), to: card)
        t.add("under", "UIButton", Rect(250, 300, 100, 100), to: root)
        t.add("over", "UIView", Rect(250, 300, 100, 100), to: root)
        t.add("ghost", "UIButton", Rect(0, 500, 100, 50), to: root) { $0.isHidden = true }
        let strip = t.add("strip", "UIView", Rect(0, 560, 375, 100), to: root) { $0.hitTestRule = .redirect(to: "pager") }
        t.add("pager", "UIScrollView", Rect(100, 0, 175, 100), to: strip)
        t.add("stripLabel", "UILabel", Rect(0, 0, 50, 50), to: strip) { $0.isUserInteractionEnabled = true }
        return t
    }

    private func reason(_ view: String, _ x: Double, _ y: Double) throws -> WhyNotReason {
        let t = scene()
        return try t.tester().whyNot(t.id(view), at: Point(x, y)).reason
    }

    @Test("Each reason")
    func reasons() throws {
        let t = scene()
        #expect(try reason("over", 300, 350) == .isHitView)
        #expect(try reason("play", 75, 75) == .skipped(view: t.id("image"), reason: .userInteractionDisabled))
        #expect(try reason("ghost", 50, 525) == .skipped(view: t.id("ghost"), reason: .hidden))
        #expect(try reason("badge", 210, 290) == .pointInsideNo(view: t.id("card"), point: Point(210, -10), rule: .bounds))
        #expect(try reason("under", 300, 350) == .coveredBySibling(parent: t.id("root"), sibling: t.id("over"), hitView: t.id("over")))
        #expect(try reason("stripLabel", 10, 570) == .redirected(by: t.id("strip"), to: t.id("pager")))
        #expect(try reason("root", 300, 350) == .descendantIsHitView(hitView: t.id("over")))
        #expect(try reason("play", 300, 600) == .coveredBySibling(parent: t.id("root"), sibling: t.id("strip"), hitView: t.id("pager")))
        #expect(try reason("play", 300, 450) == .skipped(view: t.id("image"), reason: .userInteractionDisabled), "the skip rule comes before pointInside")
    }

    @Test("The text names the deciding view and a fix")
    func text() throws {
        let t = scene()
        let tester = try t.tester()
        var fixes = WholeSceneFixes(scene: Scene(name: "why", size: Size(375, 667), hierarchy: tester.hierarchy), tester: tester)
        let ranked = fixes.rank(for: t.id("play"), fingers: [.tap(at: Point(75, 75))])
        let text = TraceTextFormatter(tester.hierarchy).whyNot(tester.whyNot(t.id("play"), at: Point(75, 75)), ranked: ranked)
        #expect(text.contains("image (UIImageView)"))
        #expect(text.contains("userInteractionEnabled = NO"))
        #expect(text.contains("Fix (proven on a copy of the whole scene, nothing else changes): set userInteractionEnabled = YES on image"))
    }
}
