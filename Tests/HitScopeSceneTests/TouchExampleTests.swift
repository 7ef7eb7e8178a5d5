import HitScopeCore
import HitScopeScene
import Testing

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
    ]

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
            "disabledRow blocked by willSelect", "selects plainRow",
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
