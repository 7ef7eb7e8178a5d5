import HitScopeCore
import HitScopeDiff
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
        let touch = try #require(diff.touches.first)
        #expect(touch.touch == "tap at (70, 122)" && touch.level == .lost)
        #expect(touch.takenByBefore == "target" && touch.kindBefore == "control" && touch.ruleBefore == "controlTracking")
        #expect(touch.hitViewAfter == "target" && touch.kindAfter == "nobody")
    }
}
