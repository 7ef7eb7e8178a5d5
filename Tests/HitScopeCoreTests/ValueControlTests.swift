import HitScopeCore
import HitScopeTestSupport
import Testing

/// valueChanged of UIKit's value controls (issue 39; docs/gestures.md, "Controls"; docs/rules.md gives Apple's
/// sentence for each).
struct ValueControlTests {
    private func screen(_ configure: (inout TreeBuilder, ViewID) -> Void) -> TreeBuilder {
        var t = TreeBuilder()
        let w = t.window()
        let root = t.add("root", "UIView", Rect(0, 0, 375, 667), to: w)
        configure(&t, root)
        return t
    }

    private func sends(_ delivery: TouchDelivery) -> [[ControlEvent]] { delivery.phases.map(\.sends) }

    @Test("A segmented control sends valueChanged when a tap lifts on a segment other than the selected one, with its index")
    func segmentedControl() throws {
        let t = screen { t, root in
            t.add("picker", "UISegmentedControl", Rect(0, 0, 300, 32), to: root) {
                $0.controls.numberOfSegments = 3
                $0.controls.selectedSegmentIndex = 1
            }
        }
        let tester = try t.tester()
        let third = tester.deliverTouch(along: [Point(250, 16)])
        #expect(sends(third) == [[.touchDown], [.touchUpInside, .valueChanged]])
        #expect(third.phases.last?.value == 2)
        // The selected segment: no change, no valueChanged ("When the user touches a segment to change the selection").
        #expect(sends(tester.deliverTouch(along: [Point(150, 16)])) == [[.touchDown], [.touchUpInside]])
        // Dragged from the first segment to the third, lifted there: the third is selected.
        let slid = tester.deliverTouch(along: [Point(20, 16), Point(150, 16), Point(280, 16)])
        #expect(slid.phases.last?.value == 2)
        // Lifted outside: touchUpOutside, no selection.
        #expect(sends(tester.deliverTouch(along: [Point(20, 16), Point(20, 300)])).last == [.touchUpOutside])
    }

    @Test("A momentary segmented control sends valueChanged at every tap; segments come from UISegment subviews when not given")
    func momentaryAndDumpedSegments() throws {
        let t = screen { t, root in
            let picker = t.add("picker", "UISegmentedControl", Rect(0, 0, 200, 32), to: root) {
                $0.controls.isMomentary = true
                $0.controls.selectedSegmentIndex = 0
            }
            t.add("s0", "UISegment", Rect(0, 0, 100, 32), to: picker) { $0.isUserInteractionEnabled = false }
            t.add("s1", "UISegment", Rect(100, 0, 100, 32), to: picker) { $0.isUserInteractionEnabled = false }
        }
        let tap = try t.tester().deliverTouch(along: [Point(50, 16)])
        #expect(tap.phases.last?.value == 0)
        #expect(sends(tap).last == [.touchUpInside, .valueChanged])
    }

    @Test("A stepper steps at touch-down on the half it is touched: + on the right, − on the left, clamped or wrapped")
    func stepperSteps() throws {
        let t = screen { t, root in
            t.add("stepper", "UIStepper", Rect(0, 0, 94, 32), to: root) {
                $0.controls.stepperValue = 9
                $0.controls.maximumValue = 10
                $0.controls.minimumValue = 0
            }
            t.add("wrapping", "UIStepper", Rect(0, 100, 94, 32), to: root) {
                $0.controls.stepperValue = 10
                $0.controls.maximumValue = 10
                $0.controls.wraps = true
            }
        }
        let tester = try t.tester()
        let plus = tester.deliverTouch(along: [Point(80, 16)])
        #expect(sends(plus) == [[.touchDown, .valueChanged], [.touchUpInside]])
        #expect(plus.phases.first?.value == 10)
        #expect(tester.deliverTouch(along: [Point(10, 16)]).phases.first?.value == 8)
        // At its maximum, + changes nothing (clamped): no valueChanged.
        let t2 = screen { t, root in
            t.add("full", "UIStepper", Rect(0, 0, 94, 32), to: root) { $0.controls.stepperValue = 100 }
        }
        #expect(sends(try t2.tester().deliverTouch(along: [Point(80, 16)])) == [[.touchDown], [.touchUpInside]])
        // wraps: past the maximum is the minimum.
        #expect(tester.deliverTouch(along: [Point(80, 116)]).phases.first?.value == 0)
    }

    @Test("Held, a stepper repeats after 0.5 s, every 0.1 s (autorepeat); not without autorepeat; not while the finger is away")
    func stepperAutorepeat() throws {
        let t = screen { t, root in
            t.add("stepper", "UIStepper", Rect(0, 0, 94, 32), to: root)
            t.add("single", "UIStepper", Rect(0, 100, 94, 32), to: root) { $0.controls.autorepeat = false }
        }
        let tester = try t.tester()
        // Held 1 s: steps at 0, 0.5, 0.6, 0.7, 0.8, 0.9 and 1.0 s.
        let held = tester.deliverTouch(along: [Point(80, 16)], duration: 1)
        #expect(held.phases.last?.value == 7)
        #expect(tester.deliverTouch(along: [Point(80, 116)], duration: 1).phases.last?.value == nil)
        #expect(tester.deliverTouch(along: [Point(80, 116)], duration: 1).phases.first?.value == 1)
        // Dragged 200 points away at 0.2 s and held there until 1 s: no repeats while outside the tolerance.
        let away = Finger(samples: [TouchSample(time: 0, point: Point(80, 16)), TouchSample(time: 0.2, point: Point(80, 300)), TouchSample(time: 1, point: Point(80, 300))])
        #expect(tester.deliverTouches([away]).phases.compactMap(\.value) == [1])
    }

    @Test("A long hold's repeats cost no more than a short one's: the value is worked out in closed form")
    func stepperHugeHold() throws {
        let t = screen { t, root in
            t.add("stepper", "UIStepper", Rect(0, 0, 94, 32), to: root) {
                $0.controls.maximumValue = 1e12
                $0.controls.wraps = true
            }
        }
        let held = try t.tester().deliverTouch(along: [Point(80, 16)], duration: 1e9)
        // One step at touch-down and (1e9 − 0.5) / 0.1 + 1 repeats: about 1e10 − 3 (a step of rounding either way).
        #expect(abs((held.phases.last?.value ?? 0) - (1e10 - 3)) <= 1)
    }

    @Test("A stepper or slider that is not continuous sends one valueChanged when the touch ends")
    func notContinuous() throws {
        let t = screen { t, root in
            t.add("stepper", "UIStepper", Rect(0, 0, 94, 32), to: root) { $0.controls.isContinuous = false }
            t.add("slider", "UISlider", Rect(0, 100, 300, 34), to: root) { $0.controls.isContinuous = false }
        }
        let tester = try t.tester()
        let tap = tester.deliverTouch(along: [Point(80, 16)])
        #expect(sends(tap) == [[.touchDown], [.touchUpInside, .valueChanged]])
        #expect(tap.phases.last?.value == 1)
        // The thumb (value 0: at the left end) dragged right: no valueChanged while dragging, one at the end.
        let drag = tester.deliverTouch(along: [Point(15, 117), Point(100, 117), Point(200, 117)])
        #expect(sends(drag) == [[.touchDown], [.touchDragInside], [.touchUpInside, .valueChanged]])
    }

    @Test("A page control moves one page towards the side of its current indicator a tap lifts on, within its pages")
    func pageControl() throws {
        let t = screen { t, root in
            t.add("dots", "UIPageControl", Rect(0, 0, 160, 26), to: root) {
                $0.controls.numberOfPages = 4
                $0.controls.currentPage = 1
            }
            t.add("last", "UIPageControl", Rect(0, 100, 160, 26), to: root) {
                $0.controls.numberOfPages = 4
                $0.controls.currentPage = 3
            }
        }
        let tester = try t.tester()
        // The current indicator (page 1 of 4) is at 80 − 0.5 × 16 = 72.
        #expect(tester.deliverTouch(along: [Point(140, 13)]).phases.last?.value == 2)
        #expect(tester.deliverTouch(along: [Point(20, 13)]).phases.last?.value == 0)
        #expect(tester.deliverTouch(along: [Point(72, 13)]).phases.last?.value == nil)
        // Already on the last page: a tap to its right does not move it.
        #expect(tester.deliverTouch(along: [Point(155, 113)]).phases.last?.value == nil)
    }

    @Test("UIPageControl, UIDatePicker and UIColorWell are controls: they handle their touches when enabled")
    func newControlClasses() {
        for name in ["UIPageControl", "UIDatePicker", "UIColorWell"] {
            #expect(ViewClass(name: name).isControl, "\(name)")
            #expect(ViewClass(name: name).isInteractiveByDefault, "\(name)")
        }
        #expect(!ViewClass(name: "UILabel").isInteractiveByDefault)
        #expect(!ViewClass(name: "UIImageView").isInteractiveByDefault)
    }
}
