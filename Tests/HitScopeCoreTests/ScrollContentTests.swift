import HitScopeCore
import HitScopeTestSupport
import Testing

/// UIScrollView and its content's touches: delaysContentTouches, canCancelContentTouches, touchesShouldCancel(in:),
/// a decelerating scroll view (docs/gestures.md, "Scroll views and their content").
struct ScrollContentTests {
    /// A scroll view (its content taller than it) holding a button and a plain view that handles touches.
    private func scene(_ change: (inout View) -> Void = { _ in }) -> TreeBuilder {
        var t = TreeBuilder()
        let w = t.window()
        let feed = t.add("feed", "UIScrollView", Rect(0, 0, 375, 667), to: w) {
            $0.scrolling.contentSize = Size(375, 2000)
            change(&$0)
        }
        t.add("button", "UIButton", Rect(100, 100, 100, 44), to: feed)
        t.add("pad", "UIView", Rect(0, 300, 375, 100), to: feed) { $0.touches = .handle }
        return t
    }

    private func finger(_ samples: (Double, Double, Double)...) -> Finger {
        Finger(samples: samples.map { TouchSample(time: $0.0, point: Point($0.1, $0.2)) })
    }

    @Test("A quick drag from a button: no touchDown, no touchCancel; the scroll view scrolls")
    func quickDragFromButton() throws {
        let t = scene()
        let delivery = try t.tester().deliverTouches([finger((0, 150, 120), (0.05, 150, 100), (0.1, 150, 60))])
        #expect(delivery.phases.isEmpty)
        #expect(delivery.scrolled == [t.id("feed")])
        #expect(!delivery.phases.contains { $0.sends.contains(.touchDown) })
    }

    @Test("Held past the delay, then dragged: touchDown at 0.15 s, the button keeps the touch, nothing scrolls")
    func heldThenDragFromButton() throws {
        let t = scene()
        let delivery = try t.tester().deliverTouches([finger((0, 150, 120), (0.3, 150, 100), (0.4, 150, 60), (0.5, 150, 60))])
        #expect(delivery.phases.map(\.time) == [0.15, 0.3, 0.4, 0.5])
        #expect(delivery.phases.map(\.sends) == [[.touchDown], [.touchDragInside], [.touchDragInside], [.touchUpInside]])
        #expect(delivery.scrolled.isEmpty)
        #expect(delivery.gestures.last?.outcome == .keptByContent(t.id("button")))
    }

    @Test("Held past the delay on a plain view, then dragged: touchesBegan at 0.15 s, touchesCancelled when the pan begins; it scrolls")
    func heldThenDragFromPlainView() throws {
        let t = scene()
        let delivery = try t.tester().deliverTouches([finger((0, 150, 350), (0.3, 150, 345), (0.4, 150, 320), (0.5, 150, 300))])
        #expect(delivery.phases.map(\.phase) == [.began, .moved, .cancelled])
        #expect(delivery.phases.map(\.time) == [0.15, 0.3, 0.4])
        #expect(delivery.scrolled == [t.id("feed")])
    }

    @Test("A quick tap: touchesBegan and touchesEnded both when the finger lifts")
    func quickTap() throws {
        let t = scene()
        let delivery = try t.tester().deliverTouch(along: [Point(150, 120)], duration: 0.1)
        #expect(delivery.phases.map(\.phase) == [.began, .ended])
        #expect(delivery.phases.map(\.time) == [0.1, 0.1])
        #expect(delivery.sentTouchUpInside)
    }

    @Test("delaysContentTouches = NO: touchDown at once, and a drag from the button does not scroll")
    func noDelay() throws {
        let t = scene { $0.delaysContentTouches = false }
        let delivery = try t.tester().deliverTouches([finger((0, 150, 120), (0.05, 150, 100), (0.1, 150, 60))])
        #expect(delivery.phases.first?.time == 0)
        #expect(delivery.phases.first?.sends == [.touchDown])
        #expect(delivery.scrolled.isEmpty)
    }

    @Test("canCancelContentTouches = NO: once a plain view tracks the touch the scroll view does not scroll")
    func cannotCancel() throws {
        let t = scene { $0.canCancelContentTouches = false }
        let delivery = try t.tester().deliverTouches([finger((0, 150, 350), (0.3, 150, 345), (0.4, 150, 320), (0.5, 150, 300))])
        #expect(delivery.phases.map(\.phase) == [.began, .moved, .moved, .ended])
        #expect(delivery.scrolled.isEmpty)
        #expect(delivery.gestures.last?.outcome == .keptByContent(t.id("pad")))
    }

    @Test("A tap on a decelerating scroll view only stops it: no control event")
    func decelerating() throws {
        let t = scene { $0.isDecelerating = true }
        let delivery = try t.tester().deliverTouch(along: [Point(150, 120)])
        #expect(delivery.phases.isEmpty)
        #expect(delivery.fingers.first?.withheld == .stoppedDeceleration(t.id("feed")))
        #expect(!delivery.sentTouchUpInside)
        let drag = try t.tester().deliverTouches([finger((0, 150, 120), (0.3, 150, 100), (0.4, 150, 60))])
        #expect(drag.scrolled == [t.id("feed")], "held on a button of a decelerating scroll view, then dragged: it scrolls on")
        #expect(drag.phases.isEmpty)
    }
}
