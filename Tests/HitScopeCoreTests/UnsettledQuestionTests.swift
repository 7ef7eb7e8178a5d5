import HitScopeCore
import HitScopeTestSupport
import Testing

/// The two questions no source settles (docs/rules.md, "Unsettled questions"): the best reading is the answer, the
/// verdict carries the question, and `HitTester.unsettledQuestions(at:)` says where an answer depends on one.
struct UnsettledQuestionTests {
    /// A button with an interaction-enabled image view inside; another button under a view at alpha 0.01.
    private func scene(iconInteraction: Bool = true, overlayAlpha: Double = 0.01) -> TreeBuilder {
        var t = TreeBuilder()
        let w = t.window()
        let like = t.add("likeButton", "UIButton", Rect(20, 100, 160, 50), to: w)
        t.add("badgeIcon", "UIImageView", Rect(10, 9, 32, 32), to: like) { $0.isUserInteractionEnabled = iconInteraction }
        t.add("shareButton", "UIButton", Rect(200, 100, 155, 50), to: w)
        t.add("fadedOverlay", "UIView", Rect(190, 90, 175, 70), to: w) { $0.alpha = overlayAlpha }
        return t
    }

    @Test("A touch forwarded from an interaction-enabled view inside a button: not tracked, no action, uncertain")
    func forwardedToButton() throws {
        let t = scene()
        let tester = try t.tester()
        let delivery = tester.deliverTouch(along: [Point(46, 125)])
        #expect(delivery.hitView == t.id("badgeIcon"))
        #expect(delivery.phases.allSatisfy { $0.sends.isEmpty })
        let verdict = delivery.verdict(in: tester.hierarchy)
        #expect(verdict.takenBy == .nobody && verdict.rule == .controlIgnoresForwardedTouch)
        let question = UnsettledQuestion.touchForwardedToControl(control: t.id("likeButton"), hitView: t.id("badgeIcon"))
        #expect(verdict.uncertainties == [question])
        #expect(tester.unsettledQuestions(at: Point(46, 125)) == [question])
        // Beside the icon the button is the hit-test view: tracked, sure.
        let beside = tester.deliverTouch(along: [Point(150, 125)])
        #expect(beside.sentTouchUpInside)
        #expect(beside.verdict(in: tester.hierarchy).uncertainties.isEmpty)
        #expect(tester.unsettledQuestions(at: Point(150, 125)).isEmpty)
    }

    @Test("With the icon's interaction off (the default) the button is the hit-test view and nothing is uncertain")
    func iconOff() throws {
        let t = scene(iconInteraction: false)
        let tester = try t.tester()
        let delivery = tester.deliverTouch(along: [Point(46, 125)])
        #expect(delivery.hitView == t.id("likeButton") && delivery.sentTouchUpInside)
        #expect(tester.unsettledQuestions(at: Point(46, 125)).isEmpty)
    }

    @Test("UIKit's value controls and views that handle touches are not asked the question")
    func notAsked() throws {
        var t = TreeBuilder()
        let w = t.window()
        let toggle = t.add("toggle", "UISwitch", Rect(0, 0, 51, 31), to: w)
        let element = t.add("visualElement", "UIView", Rect(0, 0, 51, 31), to: toggle)
        let button = t.add("button", "UIButton", Rect(0, 100, 100, 44), to: w)
        let handler = t.add("handler", "UIView", Rect(0, 0, 100, 44), to: button) { $0.touches = .handle }
        let custom = t.add("stars", "RatingControl", Rect(0, 200, 100, 44), to: w) { $0.uikitClass = ViewClass(name: "RatingControl", baseClass: "UIControl") }
        let star = t.add("star", "UIView", Rect(0, 0, 20, 20), to: custom)
        let h = try t.tester().hierarchy
        #expect(h.controlReceivingForwardedTouch(from: element) == nil)
        #expect(h.controlReceivingForwardedTouch(from: handler) == nil)
        #expect(h.controlReceivingForwardedTouch(from: button) == nil, "the control itself")
        #expect(h.controlReceivingForwardedTouch(from: star) == custom, "an app's own UIControl is asked")
        // A disabled button is not tracking anything to begin with.
        try t.hierarchy.update(button) { $0.isEnabled = false }
        let inside = t.add("inside", "UIView", Rect(0, 0, 10, 10), to: button)
        #expect(try t.tester().hierarchy.controlReceivingForwardedTouch(from: inside) == nil)
    }

    @Test("A view at alpha 0.01 exactly is skipped; the answer under it is uncertain, with the other reading's view")
    func alphaAtThreshold() throws {
        let t = scene()
        let tester = try t.tester()
        #expect(tester.hierarchy.viewsAtAlphaThreshold == [t.id("fadedOverlay")])
        let point = Point(277, 125)
        #expect(tester.hitTest(point) == t.id("shareButton"))
        #expect(tester.hitTestWithAlphaAtThresholdHitTested(point) == t.id("fadedOverlay"))
        let question = UnsettledQuestion.alphaAtThreshold(view: t.id("fadedOverlay"), otherHitView: t.id("fadedOverlay"))
        #expect(tester.unsettledQuestions(at: point) == [question])
        let verdict = tester.deliverTouch(along: [point]).verdict(in: tester.hierarchy)
        #expect(verdict.takenBy == .control(t.id("shareButton")) && verdict.uncertainties == [question])
        // Where the overlay does not reach, or where hit-testing it changes nothing, the answer is sure.
        #expect(tester.unsettledQuestions(at: Point(100, 400)).isEmpty)
    }

    @Test("Alphas either side of 0.01 ask nothing: 0 and 0.0099 are skipped, 0.0101 is hit-tested")
    func alphaAwayFromThreshold() throws {
        for alpha in [0, 0.0099, 0.0101] {
            let tester = try scene(overlayAlpha: alpha).tester()
            #expect(tester.hierarchy.viewsAtAlphaThreshold.isEmpty)
            #expect(tester.unsettledQuestions(at: Point(277, 125)).isEmpty)
            #expect(tester.hitTestWithAlphaAtThresholdHitTested(Point(277, 125)) == tester.hitTest(Point(277, 125)))
        }
    }

    @Test("The question's id and view")
    func identity() {
        let alpha = UnsettledQuestion.alphaAtThreshold(view: ViewID(3), otherHitView: ViewID(4))
        let forwarded = UnsettledQuestion.touchForwardedToControl(control: ViewID(1), hitView: ViewID(2))
        #expect(alpha.id == "alphaAtThreshold" && alpha.view == ViewID(3))
        #expect(forwarded.id == "touchForwardedToControl" && forwarded.view == ViewID(1))
    }
}
