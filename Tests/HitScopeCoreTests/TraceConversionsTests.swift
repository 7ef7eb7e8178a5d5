import HitScopeCore
import HitScopeFixtures
import HitScopeOutput
import Testing

/// A trace records no step for the conversion a caller makes before each `hitTest`; `HitTestTrace.conversions`
/// pairs each `hitTest` step with it: the caller and its point, which the view's own conversion turns into the
/// step's point.
struct TraceConversionsTests {
    @Test("Every hitTest step's conversion starts at its caller's point and gives the step's point")
    func conversionsMatchCallers() throws {
        // Generated scenes have scroll offsets, rotations, overrides and two windows' worth of nesting.
        let hierarchy = SceneGenerator(viewCount: 2_000, seed: 5).generate().hierarchy
        let tester = HitTester(hierarchy)
        var checked = 0
        for point in [Point(10.5, 20.5), Point(187, 333), Point(300.25, 600.75), Point(-5, 40), Point(374, 666)] {
            let trace = tester.trace(point)
            let conversions = trace.conversions
            #expect(conversions.count == trace.steps.count)
            var callers: [ViewID: Point] = [:]
            for (step, conversion) in zip(trace.steps, conversions) {
                guard case .hitTest(let view, let after, let depth) = step else {
                    #expect(conversion == nil)
                    continue
                }
                let made = try #require(conversion)
                if depth == 0 {
                    #expect(made.from == nil)
                    #expect(made.before == point)
                } else {
                    let caller = try #require(hierarchy.parent(of: view))
                    #expect(made.from == caller)
                    #expect(made.before == callers[caller])
                }
                let converted = hierarchy[view].convertFromSuperview(made.before)
                #expect(converted.x.bitPattern == after.x.bitPattern && converted.y.bitPattern == after.y.bitPattern)
                callers[view] = after
                checked += 1
            }
        }
        #expect(checked > 50)
    }

    @Test("The text names where a converted point came from, and says nothing when the point did not change")
    func textOfConversions() throws {
        var hierarchy = ViewHierarchy()
        let window = try hierarchy.addWindow(View(name: "window", className: "UIWindow", frame: Rect(0, 0, 100, 100)))
        let card = try hierarchy.addSubview(View(name: "card", frame: Rect(10, 20, 50, 50)), to: window)
        _ = try hierarchy.addSubview(View(name: "button", className: "UIButton", frame: Rect(0, 0, 50, 50)), to: card)
        let lines = TraceTextFormatter(hierarchy).steps(HitTester(hierarchy).trace(Point(15, 25)))
        #expect(lines.first == "hitTest window (UIWindow) at (15, 25)")
        #expect(lines.contains("  hitTest card (UIView) at (5, 5), converted from (15, 25) in window"))
        #expect(lines.contains("    hitTest button (UIButton) at (5, 5)"))
    }
}
