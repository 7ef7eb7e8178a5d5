import HitScopeCore
import HitScopeDiff
import HitScopeOutput
import Testing

/// Each kind of change that moves touches is named as the cause, on the right view, with its values.
struct CauseTests {
    private static let button = "{ name: target, class: UIButton, frame: [20, 100, 100, 44], title: Go }"

    /// The first cause of `name`'s change.
    private func cause(_ old: [String], _ new: [String], of name: String = "target") async throws -> (ViewDiff, DiffCause) {
        let diff = try await diffed(scene(old), scene(new))
        let view = try #require(diff.view(name))
        let cause = try #require(view.causes.first, "\(name): \(view)")
        return (view, cause)
    }

    @Test("A new view over the target")
    func newView() async throws {
        let (view, cause) = try await cause([Self.button], [Self.button, "{ name: banner, frame: [0, 120, 375, 50] }"])
        #expect(view.level == .lost && view.areaBefore == 4400 && view.areaAfter == 2000)
        #expect(view.lostTo == [AreaOwner(view: "banner", area: 2400, isNew: true)])
        #expect(cause.kind == .newView && cause.view == "banner" && cause.relation == .taker)
    }

    @Test("The view that covered the target is gone: it gains that area")
    func removedView() async throws {
        let (view, cause) = try await cause([Self.button, "{ name: banner, frame: [0, 120, 375, 50] }"], [Self.button])
        #expect(view.level == .changed && view.gainedFrom == [AreaOwner(view: "banner", area: 2400, isNew: nil)])
        #expect(cause.kind == .removedView && cause.view == "banner")
    }

    @Test("A sibling moved in front of the target")
    func order() async throws {
        let (_, cause) = try await cause(["{ name: cover, frame: [0, 120, 375, 50] }", Self.button], [Self.button, "{ name: cover, frame: [0, 120, 375, 50] }"])
        #expect(cause.kind == .order && cause.view == "cover" && cause.after == "in front of target")
    }

    @Test("A view moved to another superview, over the target")
    func superview() async throws {
        let old = [Self.button, "{ name: side, frame: [300, 0, 75, 667], subviews: [{ name: cover, frame: [0, 0, 75, 50] }] }", "{ name: top, frame: [0, 100, 375, 60] , userInteractionEnabled: false}"]
        let new = [Self.button, "{ name: side, frame: [300, 0, 75, 667] }", "{ name: top, frame: [0, 100, 375, 60], subviews: [{ name: cover, frame: [0, 0, 375, 50] }] }"]
        let diff = try await diffed(scene(old), scene(new))
        let view = try #require(diff.view("target"))
        #expect(view.causes.contains { $0.kind == .superview && $0.view == "cover" && $0.before == "side" && $0.after == "top" })
    }

    @Test("The taker's frame grew over the target; the target's own frame shrank")
    func frame() async throws {
        let (_, grown) = try await cause([Self.button, "{ name: bar, frame: [0, 0, 375, 100] }"], [Self.button, "{ name: bar, frame: [0, 0, 375, 120] }"])
        #expect(grown.kind == .frame && grown.view == "bar" && grown.relation == .taker && grown.before == "(0 0; 375 100)" && grown.after == "(0 0; 375 120)")
        let (_, shrunk) = try await cause([Self.button], ["{ name: target, class: UIButton, frame: [20, 100, 50, 44], title: Go }"])
        #expect(shrunk.kind == .frame && shrunk.relation == .itself)
    }

    @Test("A scroll view's contentOffset moved the target away")
    func boundsOrigin() async throws {
        let inScroll = { (offset: Int) in
            "{ name: list, class: UIScrollView, frame: [0, 0, 375, 300], contentOffset: [0, \(offset)], contentSize: [375, 900], subviews: [\(Self.button)] }"
        }
        let (_, cause) = try await cause([inScroll(0)], [inScroll(80)])
        #expect(cause.kind == .boundsOrigin && cause.view == "list" && cause.relation == .ancestor)
    }

    @Test("A transform shrank the target")
    func transform() async throws {
        let (_, cause) = try await cause([Self.button], ["{ name: target, class: UIButton, frame: [20, 100, 100, 44], title: Go, transform: { scale: 0.5 } }"])
        #expect(cause.kind == .transform && cause.relation == .itself)
    }

    @Test("userInteractionEnabled, hidden and alpha on an ancestor make the target unreachable")
    func skipRules() async throws {
        for (setting, kind) in [("userInteractionEnabled: false", DiffCause.Kind.userInteractionEnabled), ("hidden: true", .hidden), ("alpha: 0", .alpha)] {
            let (view, cause) = try await cause(
                ["{ name: row, frame: [0, 0, 375, 300], subviews: [\(Self.button)] }"], ["{ name: row, frame: [0, 0, 375, 300], \(setting), subviews: [\(Self.button)] }"])
            #expect(view.level == .unreachable && view.reachableBefore && !view.reachableAfter, "\(setting)")
            #expect(cause.kind == kind && cause.view == "row" && cause.relation == .ancestor, "\(setting)")
        }
    }

    @Test("A control inside a view that handles touches: disabling it, or making it forward, gives its touches to the view")
    func enabledAndTouches() async throws {
        let card = { (chip: String) in
            "{ name: card, frame: [0, 0, 375, 300], touches: handle, subviews: [{ name: chip, class: UIButton, frame: [20, 20, 100, 44]\(chip) }] }"
        }
        for (setting, kind) in [(", enabled: false", DiffCause.Kind.enabled), (", touches: forward", .touches)] {
            let diff = try await diffed(scene([card("")]), scene([card(setting)]))
            let view = try #require(diff.view("card"))
            #expect(view.level == .changed && view.gainedFrom == [AreaOwner(view: "chip", area: 4400, isNew: nil)], "\(setting)")
            #expect(view.causes.first?.kind == kind && view.causes.first?.view == "chip", "\(setting)")
        }
    }

    @Test("The target's hit-area override was dropped")
    func hitArea() async throws {
        let (view, cause) = try await cause(
            ["{ name: target, class: UIButton, frame: [20, 100, 28, 28], pointInside: { minimumSize: [44, 44] } }"],
            ["{ name: target, class: UIButton, frame: [20, 100, 28, 28] }"])
        #expect(view.areaBefore == 1936 && view.areaAfter == 784)
        #expect(cause.kind == .hitArea && cause.before == "minimumSize [44, 44]" && cause.after == "bounds")
    }

    @Test("An overlay lost its pass-through hitTest override")
    func hitTest() async throws {
        let (_, cause) = try await cause(
            [Self.button, "{ name: overlay, frame: [0, 0, 375, 667], hitTest: passThrough }"], [Self.button, "{ name: overlay, frame: [0, 0, 375, 667] }"])
        #expect(cause.kind == .hitTest && cause.view == "overlay" && cause.before == "passThrough" && cause.after == "standard")
    }

    @Test("Changes smaller than --min-change are no change; colours and titles never are")
    func minimumChange() async throws {
        let moved = "{ name: target, class: UIButton, frame: [20, 100.5, 100, 44], title: Stop, color: red }"
        let small = try await diffed(scene([Self.button]), scene([moved]), minimumChange: 100)
        #expect(small.view("target")?.level == nil)
        let exact = try await diffed(scene([Self.button]), scene([moved]), minimumChange: 0)
        #expect(exact.view("target")?.level == .changed)
        let recoloured = try await diffed(scene([Self.button]), scene(["{ name: target, class: UIButton, frame: [20, 100, 100, 44], title: Stop, color: red }"]), minimumChange: 0)
        #expect(recoloured.view("target")?.level == nil)
    }

    @Test("A tap that went to a control goes elsewhere: lost, with both verdicts")
    func touches() async throws {
        let diff = try await diffed(
            scene([Self.button], taps: "[[70, 122]]"), scene(["{ name: target, class: UIButton, frame: [20, 100, 100, 44], title: Go, enabled: false }"], taps: "[[70, 122]]"))
        let touch = TouchDiffRecord(try #require(diff.touches.first))
        #expect(touch.touch == "tap at (70, 122)" && touch.level == .lost)
        #expect(touch.takenByBefore == "target" && touch.kindBefore == "control" && touch.ruleBefore == "controlTracking")
        #expect(touch.hitViewAfter == "target" && touch.kindAfter == "nobody")
    }
}

/// Causes come from the model: every property that decides where a touch goes (`HitProperty`) is a cause with
/// words, and the two that had none (an animation, a window's level) are found end to end.
struct CauseFromModelTests {
    @Test("Every HitProperty changed on a view is a cause of its own kind, with both values and a sentence", arguments: HitProperty.allCases)
    func everyProperty(_ property: HitProperty) {
        let before = View(name: "target", className: "UIButton", frame: Rect(0, 0, 44, 44))
        var after = before
        change(property, &after)
        #expect(property.differs(before, after))
        let cause = DiffCause(.property(property, before: before, after: after), view: "target", relation: .itself)
        #expect(cause.kind.rawValue == property.rawValue)
        let words = DiffCauseWords(cause)
        #expect(words.before != nil && words.before != words.after, "\(property): \(words.before ?? "nil") → \(words.after ?? "nil")")
        #expect(words.text.contains("target"), "\(words.text)")
    }

    @Test("An ancestor that began animating without .allowUserInteraction: the cause is its animation")
    func animation() async throws {
        let row = { (animation: String) in "{ name: row, frame: [0, 0, 375, 300]\(animation), subviews: [\(Self.button)] }" }
        let diff = try await diffed(scene([row("")]), scene([row(", animation: { to: [0, 0, 375, 300] }")]))
        let view = try #require(diff.view("target"))
        #expect(view.level == .unreachable)
        let cause = try #require(view.causes.first)
        #expect(cause.kind == .animation && cause.view == "row" && cause.relation == .ancestor)
        #expect(cause.text == "row is in flight now (a view animation drawn at (0 0; 375 300), touches ignored)", "\(cause.text)")
    }

    @Test("A window raised above the target's: the cause is its level")
    func windowLevel() async throws {
        // The alert window comes first in the file: at the same level the main window, later, is in front.
        let text = { (level: Int) in
            """
            name: test
            size: [375, 667]
            windows:
              - name: alert
                windowLevel: \(level)
              - name: main
                views:
                  - \(Self.button)
            """
        }
        let diff = try await diffed(text(0), text(1))
        let view = try #require(diff.view("target"))
        #expect(view.level == .unreachable && view.lostTo.first?.view == "alert")
        let cause = try #require(view.causes.first)
        #expect(cause.kind == .windowLevel && cause.view == "alert" && cause.relation == .taker)
        #expect(cause.text == "the window level of alert changed from 0 to 1 (windows are asked from the highest level down)")
    }

    private static let button = "{ name: target, class: UIButton, frame: [20, 100, 100, 44], title: Go }"

    private func change(_ property: HitProperty, _ view: inout View) {
        switch property {
        case .frame: view.frame = Rect(10, 0, 44, 44)
        case .boundsOrigin: view.boundsOrigin = Point(0, 5)
        case .transform: view.transform = Transform2D(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0)
        case .userInteractionEnabled: view.isUserInteractionEnabled.toggle()
        case .hidden: view.isHidden.toggle()
        case .alpha: view.alpha = 0
        case .enabled: view.isEnabled.toggle()
        case .hitArea: view.pointInsideRule = .minimumSize(Size(60, 60))
        case .hitTest: view.hitTestRule = .passThrough
        case .touches: view.touches = .forward
        case .animation: view.animation = ViewAnimation(drawnFrame: Rect(0, 300, 44, 44))
        case .controller: view.controller = ViewController(name: "c")
        case .viewClass: view.uikitClass = ViewClass(name: "UILabel")
        case .recognizers: view.gestures = [GestureRecognizer(kind: .tap, name: "tap")]
        case .windowLevel: view.windowLevel = 1
        case .window: view.isWindow.toggle()
        case .exclusiveTouch: view.isExclusiveTouch.toggle()
        case .multipleTouchEnabled: view.isMultipleTouchEnabled.toggle()
        case .scrolling: view.scrolling.isScrollEnabled.toggle()
        case .delaysContentTouches: view.delaysContentTouches.toggle()
        case .canCancelContentTouches: view.canCancelContentTouches.toggle()
        case .decelerating: view.isDecelerating.toggle()
        case .selection: view.allowsSelection.toggle()
        case .controlValue: view.sliderValue = 0.5
        case .controlSettings: view.controls.isContinuous.toggle()
        }
    }

    @Test("An app delegate added: a tap nobody handles now goes on to it, a changed touch; a tap a button takes is not")
    func appDelegate() async throws {
        let old = scene(["{ name: panel, frame: [0, 300, 375, 200] }", Self.button], taps: "[[50, 400], [50, 120]]")
        let new = "appDelegate: AppDelegate\n" + old
        let diff = try await diffed(old, new)
        let unhandled = try #require(diff.touches.first { $0.fingers == [.tap(at: Point(50, 400))] })
        #expect(unhandled.level == .changed)
        let record = TouchDiffRecord(unhandled)
        #expect(record.verdictAfter.contains("AppDelegate") && !record.verdictBefore.contains("AppDelegate"), "\(record)")
        let taken = try #require(diff.touches.first { $0.fingers == [.tap(at: Point(50, 120))] })
        #expect(taken.level == nil)
    }
}
