import HitScopeCore
import HitScopeOutput
import HitScopeTestSupport
import Testing

/// Who took a touch, and the rule that decided it, for the cases the examples do not reach.
struct VerdictTests {
    @Test("No window at the point: nobody, noViewAtPoint; Handled by says so")
    func noView() throws {
        var t = TreeBuilder()
        let w = t.window()
        t.add("button", "UIButton", Rect(0, 0, 100, 100), to: w)
        let tester = try t.tester()
        let delivery = tester.deliverTouches([.tap(at: Point(500, 900))])
        let verdict = delivery.verdict(in: tester.hierarchy)
        #expect(verdict.takenBy == .nobody && verdict.rule == .noViewAtPoint && verdict.handledBy == nil)
        let text = TraceTextFormatter(tester.hierarchy).tapReport(tester: tester, point: Point(500, 900))
        #expect(text.hasPrefix("Taken by: nobody\n  (500, 900) is outside every window, so no window returned a view"))
        #expect(text.hasSuffix("Handled by: nobody (no view)") || text.contains("Responder chain: none"))
        #expect(verdict.outside == .everyWindow(Point(500, 900)))
        // With the screen's size known, a point off it says so; a point in a window, or on the screen where every
        // view says NO, is not "outside".
        var screen = tester.hierarchy
        screen.screenSize = Size(375, 667)
        #expect(screen.outside(Point(500, 900)) == .screen(Point(500, 900), Size(375, 667)))
        #expect(screen.outside(Point(375, 10)) == .screen(Point(375, 10), Size(375, 667)))
        #expect(screen.outside(Point(374.5, 666.5)) == nil)
        #expect(tester.deliverTouches([.tap(at: Point(50, 50))]).verdict(in: tester.hierarchy).outside == nil)
    }

    @Test("Scene keeps the hierarchy's screen size equal to its own")
    func sceneScreenSize() throws {
        var t = TreeBuilder()
        t.window()
        var scene = Scene(name: "s", size: Size(390, 844), hierarchy: try t.tester().hierarchy)
        #expect(scene.hierarchy.screenSize == Size(390, 844))
        scene.size = Size(100, 200)
        #expect(scene.hierarchy.screenSize == Size(100, 200))
        scene.hierarchy = ViewHierarchy()
        #expect(scene.hierarchy.screenSize == Size(100, 200))
    }

    @Test("A finger kept from the views by exclusiveTouch, and nobody handles the rest: withheldFromViews")
    func withheld() throws {
        var t = TreeBuilder()
        let w = t.window()
        let root = t.add("root", "UIView", Rect(0, 0, 375, 667), to: w) { $0.isMultipleTouchEnabled = true }
        t.add("left", "UIView", Rect(0, 0, 100, 100), to: root) { $0.isExclusiveTouch = true }
        t.add("right", "UIView", Rect(200, 0, 100, 100), to: root)
        let tester = try t.tester()
        // The exclusive view is touched first and held; the second finger, on another view, is withheld.
        let fingers = [
            Finger(path: [Point(50, 50)], duration: 1),
            Finger(samples: [TouchSample(time: 0.2, point: Point(250, 50)), TouchSample(time: 0.3, point: Point(250, 50))]),
        ]
        let delivery = tester.deliverTouches(fingers)
        #expect(delivery.fingers[1].withheld == .exclusiveTouch(t.id("left")))
        let verdict = delivery.verdict(in: tester.hierarchy)
        #expect(verdict.takenBy == .nobody && verdict.rule == .withheldFromViews)
        #expect(TraceTextFormatter(tester.hierarchy).verdictSummary(verdict, delivery: delivery).contains("left is exclusiveTouch"))
        // With a handler on the first finger's view, that view takes the touch.
        try t.hierarchy.update(t.id("left")) { $0.touches = .handle }
        let handled = try t.tester().deliverTouches(fingers)
        #expect(handled.verdict(in: t.hierarchy).takenBy == .responder(.view(t.id("left"))))
    }

    @Test("Every rule has a statement and a source, and the JSON names it by its case")
    func rulesAreWritten() {
        for rule in DecidingRule.allCases {
            #expect(!rule.statement.isEmpty && !rule.source.isEmpty, "\(rule)")
            #expect(!rule.statement.hasSuffix("."), "the statement is a clause: \(rule)")
        }
    }
}
