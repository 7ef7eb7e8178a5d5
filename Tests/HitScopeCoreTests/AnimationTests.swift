import HitScopeCore
import HitScopeDiff
import HitScopeOutput
import HitScopeTestSupport
import Testing

/// Views in flight (docs/gestures.md, "Animations"): hit-testing uses the model frame; a view animation without
/// `.allowUserInteraction` skips the view and its subtree; a property animator allows touches by default.
struct AnimationTests {
    /// A card drawn at x 0…100 on its way to x 200…300, with a button inside it.
    private func scene(_ animation: (Rect) -> ViewAnimation) -> TreeBuilder {
        var t = TreeBuilder()
        let w = t.window()
        let card = t.add("card", "UIView", Rect(200, 100, 100, 100), to: w) { $0.animation = animation(Rect(0, 100, 100, 100)) }
        t.add("cardButton", "UIButton", Rect(10, 10, 40, 40), to: card)
        return t
    }

    @Test("A view animation without allowUserInteraction: the view and its subtree take no touch, where drawn or where it lands")
    func viewAnimationSkipsTheSubtree() throws {
        let t = scene { ViewAnimation(drawnFrame: $0) }
        #expect(try t.hit(20, 120) == "window")
        #expect(try t.hit(220, 120) == "window")
        #expect(try t.hit(280, 180) == "window")
        let trace = try t.tester().trace(Point(220, 120))
        #expect(trace.steps.contains { if case .skip(_, .animating, _) = $0 { true } else { false } })
    }

    @Test("With allowUserInteraction, touches go to the model frame, not to where the view is drawn")
    func allowedTouchesUseTheModelFrame() throws {
        let t = scene { ViewAnimation(drawnFrame: $0, allowsUserInteraction: true) }
        #expect(try t.hit(20, 120) == "window")
        #expect(try t.hit(220, 120) == "cardButton")
        #expect(try t.hit(280, 180) == "card")
    }

    @Test("A property animator allows touches unless told otherwise")
    func propertyAnimatorDefaults() throws {
        #expect(ViewAnimation(drawnFrame: .zero, kind: .propertyAnimator).allowsUserInteraction)
        #expect(!ViewAnimation(drawnFrame: .zero, kind: .view).allowsUserInteraction)
        let allowed = scene { ViewAnimation(drawnFrame: $0, kind: .propertyAnimator) }
        #expect(try allowed.hit(220, 120) == "cardButton")
        let refused = scene { ViewAnimation(drawnFrame: $0, kind: .propertyAnimator, allowsUserInteraction: false) }
        #expect(try refused.hit(220, 120) == "window")
    }

    @Test("Why not: the animation is named, with its fix")
    func whyNotNamesTheAnimation() throws {
        let t = scene { ViewAnimation(drawnFrame: $0) }
        let hierarchy = t.hierarchy
        let tester = HitTester(hierarchy)
        let button = try #require(hierarchy.id(named: "cardButton"))
        var fixes = WholeSceneFixes(scene: Scene(name: "animation", size: Size(390, 844), hierarchy: hierarchy), tester: tester)
        let ranked = fixes.rank(for: button, fingers: [.tap(at: Point(220, 120))])
        let text = TraceTextFormatter(hierarchy).whyNot(tester.whyNot(button, at: Point(220, 120)), ranked: ranked)
        #expect(text.contains("animating without allowUserInteraction"))
        #expect(text.contains(".allowUserInteraction"))
    }
}
