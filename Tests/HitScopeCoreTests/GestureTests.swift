import HitScopeCore
import HitScopeTestSupport
import Testing

/// Gesture recognizers: who sees a touch, who recognizes, what the views get, and UIKit's control exception.
struct GestureTests {
    private func scene(rootGestures: [GestureRecognizer]) -> TreeBuilder {
        var t = TreeBuilder()
        let w = t.window()
        let root = t.add("root", "UIView", Rect(0, 0, 375, 667), to: w) { $0.gestures = rootGestures }
        t.add("button", "UIButton", Rect(20, 20, 100, 44), to: root)
        t.add("slider", "UISlider", Rect(20, 100, 200, 30), to: root)
        t.add("plain", "UIView", Rect(20, 200, 200, 100), to: root) { $0.touches = .handle }
        let list = t.add("list", "UITableView", Rect(0, 400, 375, 200), to: root)
        let cell = t.add("cell", "UITableViewCell", Rect(0, 0, 375, 60), to: list)
        t.add("label", "UILabel", Rect(10, 10, 100, 20), to: cell)
        return t
    }

    @Test("A button's tap wins over a tap recognizer on an ancestor; a plain view's does not")
    func controlException() throws {
        let t = scene(rootGestures: [GestureRecognizer(kind: .tap, name: "tap")])
        let tester = try t.tester()
        let onButton = tester.deliverTouch(along: [Point(50, 40)])
        #expect(onButton.gestures.first?.outcome == .preventedByControl(t.id("button")))
        #expect(onButton.sentTouchUpInside)
        let onPlain = tester.deliverTouch(along: [Point(50, 250)])
        #expect(onPlain.recognized?.recognizer.name == "tap")
        #expect(onPlain.phases.map(\.phase) == [.began, .cancelled])
    }

    @Test("A slider's drag wins over a pan recognizer on an ancestor")
    func sliderException() throws {
        let t = scene(rootGestures: [GestureRecognizer(kind: .pan, name: "pan")])
        let drag = try t.tester().deliverTouch(along: [Point(30, 115), Point(80, 115), Point(150, 115)])
        #expect(drag.gestures.first?.outcome == .preventedByControl(t.id("slider")))
        #expect(drag.phases.last?.phase == .ended)
    }

    @Test("A slider keeps only drags that start on its thumb; a drag on the track goes to the pan recognizer")
    func sliderThumbOnly() throws {
        var t = scene(rootGestures: [GestureRecognizer(kind: .pan, name: "pan")])
        let onTrack = try t.tester().deliverTouch(along: [Point(170, 115), Point(120, 115), Point(60, 115)])
        #expect(onTrack.recognized?.recognizer.name == "pan", "the default value 0 puts the thumb at the left end")
        try t.hierarchy.update(t.id("slider")) { $0.sliderValue = 1 }
        let onThumb = try t.tester().deliverTouch(along: [Point(205, 115), Point(150, 115), Point(100, 115)])
        #expect(onThumb.gestures.first?.outcome == .preventedByControl(t.id("slider")))
    }

    @Test("cancelsTouchesInView: a tap recognizer over a table stops the row's selection; without it the row is selected")
    func selectionAndCancellation() throws {
        let cancelling = scene(rootGestures: [GestureRecognizer(kind: .tap, name: "tap")])
        let eaten = try cancelling.tester().deliverTouch(along: [Point(50, 420)])
        #expect(eaten.selection == nil)
        #expect(eaten.phases.last?.phase == .cancelled)
        let keeping = scene(rootGestures: [GestureRecognizer(kind: .tap, name: "tap", cancelsTouchesInView: false)])
        let kept = try keeping.tester().deliverTouch(along: [Point(50, 420)])
        #expect(kept.selection?.cell == keeping.id("cell"))
        #expect(kept.recognized?.recognizer.name == "tap")
        let none = try scene(rootGestures: []).tester().deliverTouch(along: [Point(50, 420)])
        #expect(none.selection?.index == 0)
    }

    @Test("delaysTouchesBegan: when the recognizer wins, the views never hear of the touch")
    func delaysTouchesBegan() throws {
        let t = scene(rootGestures: [GestureRecognizer(kind: .tap, name: "tap", delaysTouchesBegan: true)])
        let delivery = try t.tester().deliverTouch(along: [Point(50, 250)])
        #expect(delivery.phases.isEmpty)
    }

    @Test("A quick drag beyond 10 points in a scroll view scrolls before the content hears of it; a tap does not scroll")
    func scrolling() throws {
        let t = scene(rootGestures: [])
        let tester = try t.tester()
        let drag = tester.deliverTouch(along: [Point(50, 420), Point(50, 415), Point(50, 405), Point(50, 380)])
        #expect(drag.recognized?.view == t.id("list") && drag.recognized?.index == nil)
        #expect(drag.phases.isEmpty, "the list delays its content's touches: the cell never hears of a drag within 0.15 s")
        #expect(drag.scrolled == [t.id("list")])
        #expect(drag.selection == nil)
        let tap = tester.deliverTouch(along: [Point(50, 420), Point(52, 421)])
        #expect(tap.recognized == nil)
        #expect(tap.selection != nil)
    }

    @Test("Long press: recognizes only after its minimum duration and within 10 points; disabled recognizers do nothing")
    func longPress() throws {
        let t = scene(rootGestures: [GestureRecognizer(kind: .longPress, name: "press"), GestureRecognizer(kind: .tap, name: "off", isEnabled: false)])
        let tester = try t.tester()
        #expect(tester.deliverTouch(along: [Point(50, 250)], duration: 0.6).recognized?.recognizer.name == "press")
        #expect(tester.deliverTouch(along: [Point(50, 250)], duration: 0.3).recognized == nil)
        #expect(tester.deliverTouch(along: [Point(50, 250), Point(50, 280), Point(50, 280)], duration: 0.6).recognized == nil)
        #expect(tester.deliverTouch(along: [Point(50, 250)]).gestures.last?.outcome == .disabled)
    }
}
