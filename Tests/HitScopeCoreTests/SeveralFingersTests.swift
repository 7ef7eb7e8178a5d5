import HitScopeCore
import HitScopeTestSupport
import Testing

/// Several fingers: exclusiveTouch, multipleTouchEnabled; and a control's drag events as a finger leaves and
/// comes back (docs/gestures.md, "Several fingers" and "Controls").
struct SeveralFingersTests {
    private func scene(_ left: (inout View) -> Void = { _ in }, _ right: (inout View) -> Void = { _ in }) -> TreeBuilder {
        var t = TreeBuilder()
        let w = t.window()
        let root = t.add("root", "UIView", Rect(0, 0, 375, 667), to: w)
        t.add("left", "UIButton", Rect(20, 100, 100, 44), to: root, left)
        t.add("right", "UIButton", Rect(250, 100, 100, 44), to: root, right)
        t.add("pad", "UIView", Rect(0, 300, 375, 300), to: root) { $0.touches = .handle }
        return t
    }

    private func finger(_ x: Double, _ y: Double, from start: Double, to end: Double) -> Finger {
        Finger(samples: [TouchSample(time: start, point: Point(x, y)), TouchSample(time: end, point: Point(x, y))])
    }

    @Test("Two fingers on two buttons: both tap, phases in time order")
    func twoButtons() throws {
        let t = scene()
        let delivery = try t.tester().deliverTouches([finger(50, 120, from: 0, to: 0.3), finger(300, 120, from: 0.1, to: 0.2)])
        #expect(delivery.phases.map(\.finger) == [0, 1, 1, 0])
        #expect(delivery.phases.map(\.time) == [0, 0.1, 0.2, 0.3])
        #expect(delivery.phases.filter { $0.sends == [.touchUpInside] }.count == 2)
    }

    @Test("exclusiveTouch: a touched exclusive button keeps others from their touches, and gets none while another is touched")
    func exclusiveTouch() throws {
        let t = scene { $0.isExclusiveTouch = true }
        let tester = try t.tester()
        let blocksOthers = tester.deliverTouches([finger(50, 120, from: 0, to: 0.3), finger(300, 120, from: 0.1, to: 0.2)])
        #expect(blocksOthers.fingers[1].withheld == .exclusiveTouch(t.id("left")))
        #expect(blocksOthers.phases.allSatisfy { $0.finger == 0 })
        let blocked = tester.deliverTouches([finger(300, 120, from: 0, to: 0.3), finger(50, 120, from: 0.1, to: 0.2)])
        #expect(blocked.fingers[1].withheld == .exclusiveTouch(t.id("left")))
        let after = tester.deliverTouches([finger(300, 120, from: 0, to: 0.1), finger(50, 120, from: 0.2, to: 0.3)])
        #expect(after.fingers.allSatisfy { $0.withheld == nil }, "once the first finger lifted, the exclusive button is free")
    }

    @Test("multipleTouchEnabled = NO (the default): a view gets only the first finger on it; YES: both")
    func multipleTouch() throws {
        let two = [finger(100, 400, from: 0, to: 0.3), finger(200, 400, from: 0.1, to: 0.2)]
        let single = try scene().tester().deliverTouches(two)
        #expect(single.fingers[1].withheld == .multipleTouchDisabled(scene().id("pad")))
        #expect(single.phases.allSatisfy { $0.finger == 0 })
        var t = scene()
        try t.hierarchy.update(t.id("pad")) { $0.isMultipleTouchEnabled = true }
        let both = try t.tester().deliverTouches(two)
        #expect(both.phases.count == 4)
    }

    @Test("A control sends touchDragExit when the finger leaves its 70-point tolerance and touchDragEnter when it comes back")
    func dragExitAndEnter() throws {
        let t = scene()
        let path = [Point(50, 120), Point(50, 250), Point(50, 120), Point(50, 121)]
        let delivery = try t.tester().deliverTouch(along: path, duration: 0.3)
        #expect(delivery.phases.map(\.sends) == [[.touchDown], [.touchDragOutside, .touchDragExit], [.touchDragInside, .touchDragEnter], [.touchUpInside]])
    }
}
