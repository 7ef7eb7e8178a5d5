import HitScopeCore
import HitScopeOutput
import HitScopeScene
import Testing
import HitScopeTestSupport

/// The touch-sequence examples, each `touches:` entry one case of docs/gestures.md: what the views heard, what a
/// control sent, what scrolled.
struct TouchExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let example: String
        let index: Int
        let what: String
        /// Each delivered phase as `time finger method [events]`.
        let timeline: [String]
        let scrolled: [String]
        /// Each withheld finger as `finger reason view`.
        let withheld: [String]
        var testDescription: String { "\(example) #\(index + 1): \(what)" }
    }

    static let cases: [Case] = [
        Case(example: "scroll-view-content-touches", index: 0, what: "a quick drag from a button scrolls; the button hears nothing", timeline: [], scrolled: ["feed"], withheld: []),
        Case(
            example: "scroll-view-content-touches", index: 1, what: "held, then dragged: the button keeps the touch",
            timeline: ["0.15 0 touchesBegan touchDown", "0.3 0 touchesMoved touchDragInside", "0.4 0 touchesMoved touchDragInside", "0.5 0 touchesEnded touchUpInside"],
            scrolled: [], withheld: []),
        Case(
            example: "scroll-view-content-touches", index: 2, what: "held on a plain view, then dragged: cancelled, it scrolls",
            timeline: ["0.15 0 touchesBegan", "0.3 0 touchesCancelled"], scrolled: ["feed"], withheld: []),
        Case(
            example: "scroll-view-content-touches", index: 3, what: "a quick tap: began and ended at lift",
            timeline: ["0.1 0 touchesBegan touchDown", "0.1 0 touchesEnded touchUpInside"], scrolled: [], withheld: []),
        Case(
            example: "scroll-view-content-touches", index: 4, what: "delaysContentTouches = NO: touchDown at once",
            timeline: ["0 0 touchesBegan touchDown", "0.05 0 touchesMoved touchDragInside", "0.1 0 touchesEnded touchUpInside"], scrolled: [], withheld: []),
        Case(example: "scroll-view-content-touches", index: 5, what: "a tap on a decelerating table only stops it", timeline: [], scrolled: [], withheld: ["0 stoppedDeceleration results"]),
        Case(
            example: "several-fingers", index: 0, what: "a held exclusive button keeps the other finger from its view",
            timeline: ["0 0 touchesBegan touchDown", "0.4 0 touchesEnded touchUpInside"], scrolled: [], withheld: ["1 exclusiveTouch fireButton"]),
        Case(
            example: "several-fingers", index: 1, what: "an exclusive button hears nothing while another view is touched",
            timeline: ["0 0 touchesBegan touchDown", "0.4 0 touchesEnded touchUpInside"], scrolled: [], withheld: ["1 exclusiveTouch fireButton"]),
        Case(
            example: "several-fingers", index: 2, what: "multipleTouchEnabled: both fingers",
            timeline: ["0 0 touchesBegan", "0.1 1 touchesBegan", "0.3 0 touchesEnded", "0.3 1 touchesEnded"], scrolled: [], withheld: []),
        Case(
            example: "several-fingers", index: 3, what: "multipleTouchEnabled = NO: the first finger only",
            timeline: ["0 0 touchesBegan", "0.3 0 touchesEnded"], scrolled: [], withheld: ["1 multipleTouchDisabled stickPad"]),
        Case(
            example: "several-fingers", index: 4, what: "touchDragExit and touchDragEnter across the 70-point tolerance",
            timeline: ["0 0 touchesBegan touchDown", "0.1 0 touchesMoved touchDragOutside touchDragExit", "0.2 0 touchesMoved touchDragInside touchDragEnter", "0.3 0 touchesEnded touchUpInside"],
            scrolled: [], withheld: []),
        Case(example: "scroll-axes", index: 0, what: "a vertical drag on a horizontal carousel scrolls the table around it", timeline: [], scrolled: ["storeTable"], withheld: []),
        Case(example: "scroll-axes", index: 1, what: "a horizontal drag on the carousel scrolls the carousel", timeline: [], scrolled: ["carousel"], withheld: []),
        Case(example: "scroll-axes", index: 2, what: "touchesShouldBegin answers NO: the content hears nothing", timeline: [], scrolled: [], withheld: ["0 touchesShouldBegin storeTable"]),
        Case(
            example: "scroll-axes", index: 3, what: "content that fits, no bounce: nothing scrolls, the content keeps the touch",
            timeline: ["0.15 0 touchesBegan", "0.3 0 touchesMoved", "0.4 0 touchesMoved", "0.5 0 touchesEnded"], scrolled: [], withheld: []),
        Case(
            example: "scroll-axes", index: 4, what: "content that fits, alwaysBounceVertical: it scrolls",
            timeline: ["0.15 0 touchesBegan", "0.3 0 touchesCancelled"], scrolled: ["bouncyPanel"], withheld: []),
        Case(
            example: "scroll-axes", index: 5, what: "scrollEnabled = NO: no delay, no scroll",
            timeline: ["0 0 touchesBegan", "0.1 0 touchesMoved", "0.2 0 touchesEnded"], scrolled: [], withheld: []),
        Case(
            example: "control-thumbs", index: 0, what: "a drag along the slider from its thumb: the slider keeps it, valueChanged",
            timeline: [
                "0.15 0 touchesBegan touchDown", "0.2 0 touchesMoved touchDragInside", "0.3 0 touchesMoved touchDragInside valueChanged",
                "0.4 0 touchesMoved touchDragInside valueChanged", "0.5 0 touchesEnded touchUpInside",
            ],
            scrolled: [], withheld: []),
        Case(example: "control-thumbs", index: 1, what: "a quick drag across the slider from its thumb scrolls", timeline: [], scrolled: ["settingsScroll"], withheld: []),
        Case(
            example: "control-thumbs", index: 2, what: "a drag from the slider's track goes to the pan",
            timeline: ["0.15 0 touchesBegan touchDown", "0.2 0 touchesMoved touchDragInside", "0.3 0 touchesCancelled touchCancel"], scrolled: [], withheld: []),
        Case(
            example: "control-thumbs", index: 3, what: "a tapped switch sends valueChanged",
            timeline: ["0.1 0 touchesBegan touchDown", "0.1 0 touchesEnded touchUpInside valueChanged"], scrolled: [], withheld: []),
        Case(
            example: "control-thumbs", index: 4, what: "a button's drag out of its tolerance and back",
            timeline: [
                "0.15 0 touchesBegan touchDown", "0.2 0 touchesMoved touchDragInside", "0.3 0 touchesMoved touchDragOutside touchDragExit",
                "0.4 0 touchesMoved touchDragInside touchDragEnter", "0.5 0 touchesEnded touchUpInside",
            ],
            scrolled: [], withheld: []),
        Case(
            example: "double-tap-over-button", index: 0, what: "a single tap under a double-tap recognizer: touchUpInside once it fails",
            timeline: ["0 0 touchesBegan touchDown", "0.45 0 touchesEnded touchUpInside"], scrolled: [], withheld: []),
        Case(
            example: "double-tap-over-button", index: 1, what: "a double tap over a button is recognized: the button is cancelled",
            timeline: ["0 0 touchesBegan touchDown", "0.2 1 touchesBegan touchDown", "0.3 0 touchesCancelled touchCancel", "0.3 1 touchesCancelled touchCancel"],
            scrolled: [], withheld: []),
        Case(
            example: "double-tap-over-button", index: 2, what: "a lone tap, a double tap, a single tap: each gesture on its own",
            timeline: [
                "0 0 touchesBegan", "0.45 0 touchesCancelled", "1 1 touchesBegan", "1.2 2 touchesBegan", "1.3 1 touchesCancelled",
                "1.3 2 touchesCancelled", "2 3 touchesBegan", "2.45 3 touchesCancelled",
            ],
            scrolled: [], withheld: []),
        Case(
            example: "delays-touches-began", index: 0, what: "delaysTouchesBegan: a quick tap is heard when the press fails at the lift",
            timeline: ["0.1 0 touchesBegan", "0.1 0 touchesEnded"], scrolled: [], withheld: []),
        Case(
            example: "delays-touches-began", index: 1, what: "delaysTouchesBegan: a stroke is heard once it has moved 10 points",
            timeline: ["0.2 0 touchesBegan", "0.3 0 touchesMoved", "0.4 0 touchesEnded"], scrolled: [], withheld: []),
        Case(example: "delays-touches-began", index: 2, what: "delaysTouchesBegan: a press that recognizes is never heard", timeline: [], scrolled: [], withheld: []),
    ]

    @Test("Recognizers reset to possible after each gesture: a lone tap, a double tap, a single tap that waits again")
    func recognizersReset() throws {
        let scene = try Examples.load("double-tap-over-button")
        let delivery = HitTester(scene.hierarchy).deliverTouches(scene.touches[2])
        let recognized = delivery.gestures.filter { $0.outcome == .recognized }.map { "\($0.recognizer.name) at \(formatNumber($0.time ?? -1))" }
        #expect(recognized == ["toggleTap at 0.45", "zoomTap at 1.3", "toggleTap at 2.45"])
    }

    @Test("The control exemption is for a single-finger single tap: the double tap over a button is not prevented")
    func doubleTapNotPreventedByButton() throws {
        let scene = try Examples.load("double-tap-over-button")
        let h = scene.hierarchy
        let single = HitTester(h).deliverTouches(scene.touches[0])
        let outcomes = single.gestures.map { "\($0.recognizer.name) \($0.outcome == .failed ? "failed" : $0.outcome == .preventedByControl(h.id(named: "likeButton") ?? ViewID(0)) ? "prevented" : "other")" }
        #expect(outcomes == ["zoomTap failed", "toggleTap prevented"])
        #expect(single.verdict(in: h).rule == .controlOverTapRecognizer)
        let double = HitTester(h).deliverTouches(scene.touches[1])
        #expect(double.verdict(in: h).rule == .recognizerFirst)
        #expect(!double.sentTouchUpInside)
    }

    @Test("A dragged slider's value follows its thumb; a tapped switch toggles; a button's highlight follows the finger")
    func controlStates() throws {
        let scene = try Examples.load("control-thumbs")
        let tester = HitTester(scene.hierarchy)
        let slider = tester.deliverTouches(scene.touches[0]).phases
        #expect(slider.map { $0.value.map(formatNumber) ?? "-" } == ["-", "-", "0.6136", "0.7273", "-"])
        #expect(slider.map(\.highlighted) == [true, true, true, true, false])
        let toggle = tester.deliverTouches(scene.touches[3]).phases
        #expect(toggle.last?.value == 1)
        let button = tester.deliverTouches(scene.touches[4]).phases
        #expect(button.map(\.highlighted) == [true, true, false, true, false])
        let text = TraceTextFormatter(scene.hierarchy).touchReport(tester: tester, fingers: scene.touches[4])
        #expect(text.contains("touchDragOutside, touchDragExit; isHighlighted = NO"))
        #expect(text.contains("touchDragInside, touchDragEnter; isHighlighted = YES"))
    }

    @Test("Each touch of the examples", arguments: cases)
    func touch(_ testCase: Case) throws {
        let scene = try Examples.load(testCase.example)
        let h = scene.hierarchy
        let delivery = HitTester(h).deliverTouches(scene.touches[testCase.index])
        let timeline = delivery.phases.map { phase in
            ([formatNumber(phase.time), "\(phase.finger)", phase.phase.methodName] + phase.sends.map(\.rawValue)).joined(separator: " ")
        }
        #expect(timeline == testCase.timeline)
        #expect(delivery.scrolled.map { h[$0].name } == testCase.scrolled)
        let withheld = delivery.fingers.enumerated().compactMap { index, finger -> String? in
            switch finger.withheld {
            case .exclusiveTouch(let id): "\(index) exclusiveTouch \(h[id].name)"
            case .multipleTouchDisabled(let id): "\(index) multipleTouchDisabled \(h[id].name)"
            case .stoppedDeceleration(let id): "\(index) stoppedDeceleration \(h[id].name)"
            case .refusedByScrollView(let id): "\(index) touchesShouldBegin \(h[id].name)"
            case nil: nil
            }
        }
        #expect(withheld == testCase.withheld)
    }

    @Test("Selection blockers: the touch reaches each row, and only the row left at UIKit's defaults is selected")
    func selectionBlockers() throws {
        let scene = try Examples.load("table-selection-blockers")
        let h = scene.hierarchy
        let tester = HitTester(h)
        let outcomes = scene.taps.map { tap -> String in
            let delivery = tester.deliverTouch(along: [tap])
            if let selection = delivery.selection { return "selects \(h[selection.cell].name)" }
            guard let blocked = delivery.blockedSelection else { return "nothing" }
            return "\(h[blocked.selection.cell].name) blocked by \(blocked.blocker.rawValue)"
        }
        #expect(outcomes == [
            "lockedRow blocked by allowsSelection", "editingRow blocked by editing", "headerRow blocked by shouldHighlight",
            "disabledRow blocked by willSelect", "selects plainRow", "selects reorderRow",
        ])
    }

    @Test("Recognizer relationships: each touch's recognized recognizers, with when, and the ones that waited or refused")
    func recognizerRelationships() throws {
        let scene = try Examples.load("recognizer-relationships")
        let tester = HitTester(scene.hierarchy)
        let outcomes = scene.touches.map { touch -> [String] in
            tester.deliverTouches(touch).gestures.compactMap { candidate in
                switch candidate.outcome {
                case .recognized: "\(candidate.recognizer.name) at \(formatNumber(candidate.time ?? -1))"
                case .blockedByRequiredFailure(let required): "\(candidate.recognizer.name) waited for \(required)"
                case .didNotReceive(let view): "\(candidate.recognizer.name) refused in \(scene.hierarchy[view].name)"
                case .tapCounted(let finger): "\(candidate.recognizer.name) counted, done by \(finger)"
                default: nil
                }
            }
        }
        #expect(outcomes == [
            ["toggleTap at 0.45", "dismissTap refused in photo"],
            ["zoomTap counted, done by 1", "toggleTap waited for zoomTap", "dismissTap refused in photo", "zoomTap at 0.3", "toggleTap waited for zoomTap", "dismissTap refused in photo"],
            ["dismissTap refused in formPanel"],
            ["dismissTap refused in formPanel"],
            ["dismissTap at 0.1"],
            ["cardPress at 0.5", "cardPan at 0.7"],
        ])
    }

    @Test("Every touch of the examples is a case here")
    func everyTouchCovered() throws {
        for example in Set(Self.cases.map(\.example)) {
            #expect(try Examples.load(example).touches.count == Self.cases.filter { $0.example == example }.count)
        }
    }
}
