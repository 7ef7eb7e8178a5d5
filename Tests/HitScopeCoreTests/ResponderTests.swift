import HitScopeCore
import HitScopeTestSupport
import Testing

/// The responder chain and touch delivery (seeds 001, 003 and 004).
struct ResponderTests {
    private func screen() -> TreeBuilder {
        var t = TreeBuilder()
        let w = t.window()
        let root = t.add("root", "UIView", Rect(0, 0, 375, 667), to: w) { $0.controller = ViewController(name: "RootVC") }
        let child = t.add("child", "UIView", Rect(0, 100, 375, 400), to: root) { $0.controller = ViewController(name: "ChildVC") }
        t.add("label", "UILabel", Rect(10, 10, 100, 20), to: child) { $0.isUserInteractionEnabled = true }
        t.add("button", "UIButton", Rect(200, 10, 100, 44), to: child)
        t.add("disabled", "UIButton", Rect(200, 100, 100, 44), to: child) { $0.isEnabled = false }
        return t
    }

    @Test("A view's controller comes right after its root view; then the root view's superview; then window, application")
    func chain() throws {
        let t = screen()
        let chain = t.hierarchy.responderChain(from: t.id("label")).map(t.hierarchy.name(of:))
        #expect(chain == ["label", "child", "ChildVC", "root", "RootVC", "window", "application"])
    }

    @Test("Nobody handles: every responder receives the touch in turn and the application drops it")
    func dropped() throws {
        let t = screen()
        let delivery = try t.tester().deliverTouch(along: [Point(20, 120)])
        #expect(delivery.verdict(in: t.hierarchy).handledBy == nil)
        #expect(delivery.phases.map(\.phase) == [.began, .ended])
        #expect(delivery.phases[0].receivers.count == 7)
    }

    @Test("A controller that handles stops the chain")
    func controllerHandles() throws {
        var t = screen()
        try t.hierarchy.update(t.id("child")) { $0.controller?.touches = .handle }
        let delivery = try t.tester().deliverTouch(along: [Point(20, 120)])
        #expect(delivery.verdict(in: t.hierarchy).handledBy == .controller(rootView: t.id("child")))
        #expect(delivery.phases[0].receivers.map(t.hierarchy.name(of:)) == ["label", "child", "ChildVC"])
    }

    @Test("An enabled control handles: touchDown, drag inside/outside with 70 pt tolerance, touchUpInside/Outside")
    func controlTracking() throws {
        let t = screen()
        let tester = try t.tester()
        let button = t.id("button")
        let tap = tester.deliverTouch(along: [Point(250, 130)])
        #expect(tap.verdict(in: t.hierarchy).handledBy == .view(button))
        #expect(tap.phases.map(\.sends) == [[.touchDown], [.touchUpInside]])
        // Drag 60 pt below the button (still within 70): inside; then 200 pt away: outside; lift there.
        let drag = tester.deliverTouch(along: [Point(250, 130), Point(250, 214), Point(250, 400)])
        #expect(drag.phases.map(\.sends) == [[.touchDown], [.touchDragInside], [.touchUpOutside]])
        #expect(drag.phases.allSatisfy { $0.receivers.first == .view(button) }, "every phase goes to the hit-test view")
        let cancelled = tester.deliverTouch(along: [Point(250, 130), Point(250, 131)], cancelled: true)
        #expect(cancelled.phases.last?.phase == .cancelled)
        #expect(cancelled.phases.last?.sends == [.touchCancel])
    }

    @Test("A disabled control is the hit-test view but forwards its touches and sends no action")
    func disabledControl() throws {
        let t = screen()
        let tester = try t.tester()
        #expect(tester.hitTest(Point(250, 220)) == t.id("disabled"))
        let delivery = tester.deliverTouch(along: [Point(250, 220)])
        #expect(delivery.verdict(in: t.hierarchy).handledBy == nil)
        #expect(delivery.phases.allSatisfy { $0.sends.isEmpty })
    }

    @Test("touches: handle on a plain view; no hit-test view means no delivery")
    func explicitHandling() throws {
        var t = screen()
        try t.hierarchy.update(t.id("label")) { $0.touches = .handle }
        let tester = try t.tester()
        #expect(tester.deliverTouch(along: [Point(20, 120)]).verdict(in: t.hierarchy).handledBy == .view(t.id("label")))
        let outside = tester.deliverTouch(along: [Point(500, 900)])
        #expect(outside.hitView == nil && outside.phases.allSatisfy { $0.receivers.isEmpty && $0.handledBy == nil })
    }
}
