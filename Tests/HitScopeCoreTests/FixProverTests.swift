import HitScopeCore
import HitScopeDiff
import HitScopeOutput
import HitScopeTestSupport
import Testing

/// Fixes are proven on a copy of the scene before they are shown (the first step of the whole-scene check: the asked
/// view then gets the touch, and no control that had it loses it); a label inside a button needs none.
struct FixProverTests {
    private func scene() -> TreeBuilder {
        var t = TreeBuilder()
        let w = t.window()
        let root = t.add("root", "UIView", Rect(0, 0, 375, 667), to: w)
        let pay = t.add("pay", "UIButton", Rect(20, 20, 200, 44), to: root)
        t.add("payLabel", "UILabel", Rect(10, 10, 100, 24), to: pay)
        let image = t.add("image", "UIImageView", Rect(0, 100, 200, 200), to: root)
        t.add("play", "UIButton", Rect(50, 50, 50, 50), to: image)
        let card = t.add("card", "UIView", Rect(0, 320, 200, 100), to: root)
        t.add("badge", "UIButton", Rect(180, -20, 40, 40), to: card)
        t.add("under", "UIButton", Rect(250, 320, 100, 100), to: root)
        t.add("over", "UIView", Rect(250, 320, 100, 100), to: root)
        t.add("hiddenButton", "UIButton", Rect(250, 450, 100, 50), to: root)
        t.add("coveringButton", "UIButton", Rect(250, 450, 100, 50), to: root)
        return t
    }

    private func proven(_ view: String, _ x: Double, _ y: Double) throws -> (ProvenChanges, TreeBuilder, HitTester) {
        let t = scene()
        let tester = try t.tester()
        var prover = FixProver(tester)
        return (prover.provenChanges(for: t.id(view), fingers: [.tap(at: Point(x, y))]), t, tester)
    }

    @Test("A label inside the button that took the tap: UIKit's normal behaviour, no fix, and no advice to take the touch from the button")
    func labelInsideButton() throws {
        let (proven, t, tester) = try proven("payLabel", 40, 40)
        #expect(proven.notNeeded && proven.changes.isEmpty)
        let answer = tester.whyNot(t.id("payLabel"), at: Point(40, 40))
        guard case .insideHitView(let hit, _) = answer.reason else {
            Issue.record("expected insideHitView, got \(answer.reason)")
            return
        }
        #expect(hit == t.id("pay"))
        var fixes = WholeSceneFixes(scene: Scene(name: "s", size: Size(375, 667), hierarchy: tester.hierarchy), tester: tester)
        let text = TraceTextFormatter(tester.hierarchy).whyNot(answer, ranked: fixes.rank(for: t.id("payLabel"), fingers: [.tap(at: Point(40, 40))]))
        #expect(text.contains("reaches pay (UIButton), which contains payLabel"))
        #expect(text.contains("UIKit's normal behaviour"))
        #expect(!text.contains("Fix"))
    }

    @Test("Each proven change, and the scene with it applied gives the view the tap")
    func provenFixes() throws {
        let cases: [(String, Double, Double, (TreeBuilder) -> FixChange)] = [
            ("play", 75, 175, { .enableInteraction($0.id("image")) }),
            ("badge", 210, 310, { .askSubviewsOutsideBounds($0.id("card")) }),
            ("under", 300, 370, { .disableInteraction($0.id("over")) }),
        ]
        for (view, x, y, expected) in cases {
            let (proven, t, tester) = try proven(view, x, y)
            let change = try #require(proven.changes.first?.change, "\(view)")
            #expect(change == expected(t), "\(view)")
            var fixed = tester.hierarchy
            try change.apply(to: &fixed)
            #expect(HitTester(fixed).hitTest(Point(x, y)) == t.id(view), "the fix works: \(view)")
        }
    }

    @Test("A change that would take the tap from a control is refused, and the answer says no single change does it")
    func refusesToTakeFromAControl() throws {
        let (proven, t, tester) = try proven("hiddenButton", 300, 475)
        let covering = t.id("coveringButton")
        #expect(proven.changes.isEmpty)
        #expect(proven.refused == [
            .init(change: .disableInteraction(covering), reason: .takesFromControl(covering)),
            .init(change: .bringToFront(t.id("hiddenButton")), reason: .takesFromControl(covering)),
        ])
        let text = TraceTextFormatter(tester.hierarchy).noSimpleChangeText(proven.refused, target: t.id("hiddenButton"))
        #expect(text == "No single-property change gets hiddenButton this touch (set userInteractionEnabled = NO on coveringButton would take the touch from coveringButton; bring hiddenButton in front of its siblings (bringSubviewToFront on root) would take the touch from coveringButton).")
    }

    @Test("One prover answers many views and points with the same changes as a fresh one")
    func proverCache() throws {
        let t = scene()
        let tester = try t.tester()
        var prover = FixProver(tester)
        for view in ["play", "badge", "under", "hiddenButton", "payLabel", "root"] {
            for point in [Point(75, 175), Point(210, 310), Point(300, 370), Point(300, 475), Point(40, 40)] {
                let fingers = [Finger.tap(at: point)]
                var fresh = FixProver(tester)
                let kept = prover.provenChanges(for: t.id(view), fingers: fingers), new = fresh.provenChanges(for: t.id(view), fingers: fingers)
                #expect(kept.changes.map(\.change) == new.changes.map(\.change) && kept.refused == new.refused && kept.notNeeded == new.notNeeded)
            }
        }
    }
}
