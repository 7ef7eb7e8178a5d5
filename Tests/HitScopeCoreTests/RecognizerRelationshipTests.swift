import HitScopeCore
import HitScopeTestSupport
import Testing

/// Recognizers that wait for, refuse or share a touch: require(toFail:) with a double tap, shouldReceive refusing
/// a subtree, simultaneous recognition (docs/gestures.md, "Recognizers that wait for each other").
struct RecognizerRelationshipTests {
    private func scene(_ gestures: [GestureRecognizer], rootGestures: [GestureRecognizer] = []) -> TreeBuilder {
        var t = TreeBuilder()
        let w = t.window()
        let root = t.add("root", "UIView", Rect(0, 0, 375, 667), to: w) { $0.gestures = rootGestures }
        t.add("photo", "UIView", Rect(0, 0, 375, 300), to: root) { $0.gestures = gestures }
        let form = t.add("form", "UIView", Rect(0, 400, 375, 200), to: root)
        t.add("field", "UITextField", Rect(10, 10, 200, 44), to: form)
        return t
    }

    private func tap(_ x: Double, _ y: Double, at time: Double) -> Finger {
        Finger(samples: [TouchSample(time: time, point: Point(x, y)), TouchSample(time: time + 0.1, point: Point(x, y))])
    }

    private var doubleAndSingle: [GestureRecognizer] {
        var double = GestureRecognizer(kind: .tap, name: "double")
        double.numberOfTaps = 2
        var single = GestureRecognizer(kind: .tap, name: "single")
        single.requiresFailureOf = ["double"]
        return [double, single]
    }

    @Test("A single tap that requires a double tap to fail recognizes once the pause after the tap runs out")
    func singleWaitsForDouble() throws {
        let delivery = try scene(doubleAndSingle).tester().deliverTouches([tap(100, 100, at: 0)])
        let single = delivery.gestures.first { $0.recognizer.name == "single" }
        #expect(single?.outcome == .recognized)
        #expect(single?.time == 0.1 + 0.35)
        // delaysTouchesEnded (the default): the double tap held touchesEnded back, so the single tap cancels it.
        #expect(delivery.phases.map(\.phase) == [.began, .cancelled])
        #expect(delivery.phases.map(\.time) == [0, 0.1 + 0.35])
        var recognizers = doubleAndSingle
        recognizers[0].delaysTouchesEnded = false
        let notHeld = try scene(recognizers).tester().deliverTouches([tap(100, 100, at: 0)])
        #expect(notHeld.phases.map(\.phase) == [.began, .ended], "it recognizes after touchesEnded: the view keeps the touch")
    }

    @Test("A double tap recognizes on the second tap's lift; the single tap that requires its failure fails")
    func doubleTap() throws {
        let delivery = try scene(doubleAndSingle).tester().deliverTouches([tap(100, 100, at: 0), tap(102, 101, at: 0.25)])
        #expect(delivery.gestures.filter { $0.outcome == .recognized }.map(\.recognizer.name) == ["double"])
        #expect(delivery.gestures.first { $0.recognizer.name == "double" }?.outcome == .tapCounted(completedBy: 1))
        #expect(delivery.gestures.filter { $0.recognizer.name == "single" }.allSatisfy { $0.outcome == .blockedByRequiredFailure("double") })
        #expect(delivery.phases.map(\.phase) == [.began, .began, .cancelled, .cancelled], "the first tap's touchesEnded was held back, then cancelled")
        let tooSlow = try scene(doubleAndSingle).tester().deliverTouches([tap(100, 100, at: 0), tap(100, 100, at: 0.6)])
        #expect(tooSlow.gestures.filter { $0.outcome == .recognized }.map(\.recognizer.name) == ["single", "single"])
    }

    @Test("shouldReceive answering NO in a subtree: the recognizer never sees touches there, and does elsewhere")
    func shouldReceive() throws {
        var dismiss = GestureRecognizer(kind: .tap, name: "dismiss")
        dismiss.ignoresTouchesIn = ["form"]
        let t = scene([], rootGestures: [dismiss])
        let tester = try t.tester()
        let inForm = tester.deliverTouch(along: [Point(50, 430)])
        #expect(inForm.gestures.first?.outcome == .didNotReceive(t.id("form")))
        #expect(inForm.sentTouchUpInside)
        #expect(tester.deliverTouch(along: [Point(50, 350)]).recognized?.recognizer.name == "dismiss")
    }

    @Test("Simultaneous recognition: both recognize when allowed; otherwise the later one loses")
    func simultaneous() throws {
        var pan = GestureRecognizer(kind: .pan, name: "pan")
        let press = GestureRecognizer(kind: .longPress, name: "press")
        let path = Finger(samples: [0, 0.6, 0.7, 0.8].enumerated().map { TouchSample(time: $0.element, point: Point(100, 100 + Double($0.offset > 1 ? $0.offset * 20 : 0))) })
        let alone = try scene([press, pan]).tester().deliverTouches([path])
        #expect(alone.gestures.map(\.outcome) == [.recognized, .otherRecognized])
        pan.simultaneousWith = ["press"]
        let together = try scene([press, pan]).tester().deliverTouches([path])
        #expect(together.gestures.map(\.outcome) == [.recognized, .recognized])
        #expect(together.gestures.map(\.time) == [0.5, 0.7])
    }
}
