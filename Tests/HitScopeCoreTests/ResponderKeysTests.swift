import HitScopeCore
import HitScopeTestSupport
import Testing

/// Issue 39's settings: a presented controller's next responder, the app delegate at the end of the chain,
/// recognizers that need several fingers or allow more movement, multiple selection, and a mask (drawing only).
struct ResponderKeysTests {
    /// A window with a root controller's view and, in a transition view above it, a presented controller's view.
    private func presented() -> TreeBuilder {
        var t = TreeBuilder()
        let w = t.window()
        let feed = t.add("feedRoot", "UIView", Rect(0, 0, 375, 667), to: w) { $0.controller = ViewController(name: "FeedVC") }
        t.add("feedButton", "UIButton", Rect(20, 20, 100, 44), to: feed)
        let transition = t.add("transition", "UITransitionView", Rect(0, 0, 375, 667), to: w)
        let sheet = t.add("sheetRoot", "UIView", Rect(0, 100, 375, 567), to: transition) {
            $0.controller = ViewController(name: "SheetVC", presentedBy: "FeedVC")
        }
        t.add("sheetBody", "UIView", Rect(0, 0, 375, 300), to: sheet)
        return t
    }

    @Test("A presented controller's next responder is the presenting controller, then that controller's view's superview")
    func presentedController() throws {
        let t = presented()
        let h = try t.tester().hierarchy
        let chain = h.responderChain(from: t.id("sheetBody")).map(h.name(of:))
        #expect(chain == ["sheetBody", "sheetRoot", "SheetVC", "FeedVC", "window", "application"])
        // A chain of presentations: the third presented by the second.
        var u = presented()
        let sheet = u.id("sheetRoot")
        u.add("alertRoot", "UIView", Rect(0, 0, 100, 100), to: sheet) { $0.controller = ViewController(name: "AlertVC", presentedBy: "SheetVC") }
        let h2 = try u.tester().hierarchy
        #expect(h2.responderChain(from: u.id("alertRoot")).map(h2.name(of:)) == ["alertRoot", "AlertVC", "SheetVC", "FeedVC", "window", "application"])
    }

    @Test("A presentedBy that names no controller, or controllers that present each other, are refused")
    func presentationErrors() throws {
        var t = presented()
        try t.hierarchy.update(t.id("sheetRoot")) { $0.controller?.presentedBy = "Nobody" }
        #expect(throws: HierarchyError.unknownPresentingController(controller: "SheetVC", presentedBy: "Nobody")) { try t.tester() }
        try t.hierarchy.update(t.id("sheetRoot")) { $0.controller?.presentedBy = "FeedVC" }
        try t.hierarchy.update(t.id("feedRoot")) { $0.controller?.presentedBy = "SheetVC" }
        #expect(throws: HierarchyError.presentationCycle(["FeedVC", "SheetVC", "FeedVC"])) { try t.tester() }
    }

    @Test("The app delegate, when it is a responder, ends the chain after the application; it may handle touches")
    func appDelegate() throws {
        var t = presented()
        t.hierarchy.appDelegate = AppDelegate(name: "AppDelegate")
        let tester = try t.tester()
        let h = tester.hierarchy
        #expect(h.responderChain(from: t.id("sheetBody")).suffix(2).map(h.name(of:)) == ["application", "AppDelegate"])
        let dropped = tester.deliverTouch(along: [Point(100, 200)])
        #expect(dropped.phases[0].receivers.last == .appDelegate)
        #expect(dropped.verdict(in: h).rule == .droppedByChain)
        t.hierarchy.appDelegate = AppDelegate(name: "AppDelegate", touches: .handle)
        let handled = try t.tester().deliverTouch(along: [Point(100, 200)])
        #expect(handled.verdict(in: t.hierarchy).handledBy == .appDelegate)
    }

    @Test("numberOfTouchesRequired: one finger fails a two-finger tap; two fingers down together recognize it at the last lift")
    func twoFingerTap() throws {
        var t = TreeBuilder()
        let w = t.window()
        t.add("canvas", "UIView", Rect(0, 0, 375, 667), to: w) {
            var tap = GestureRecognizer(kind: .tap, name: "twoFingers")
            tap.numberOfTouches = 2
            $0.gestures = [tap]
        }
        let tester = try t.tester()
        let one = tester.deliverTouch(along: [Point(100, 100)])
        #expect(one.gestures.map(\.outcome) == [.failed])
        let first = Finger(samples: [TouchSample(time: 0, point: Point(100, 100)), TouchSample(time: 0.1, point: Point(100, 100))])
        let second = Finger(samples: [TouchSample(time: 0.02, point: Point(200, 100)), TouchSample(time: 0.15, point: Point(200, 100))])
        let two = tester.deliverTouches([first, second])
        #expect(two.gestures.map(\.outcome) == [.touchCounted(completedBy: 1), .recognized])
        #expect(two.recognized?.time == 0.15)
        // Two fingers one after the other (the first lifted before the second came down) are not down together.
        let late = Finger(samples: [TouchSample(time: 0.2, point: Point(200, 100)), TouchSample(time: 0.3, point: Point(200, 100))])
        #expect(tester.deliverTouches([first, late]).recognized == nil)
    }

    @Test("allowableMovement: a long press that allows 30 points recognizes a press that drifts 20; the default 10 does not")
    func allowableMovement() throws {
        var t = TreeBuilder()
        let w = t.window()
        t.add("loose", "UIView", Rect(0, 0, 375, 300), to: w) {
            var press = GestureRecognizer(kind: .longPress, name: "loosePress")
            press.allowableMovement = 30
            $0.gestures = [press]
        }
        t.add("strict", "UIView", Rect(0, 300, 375, 300), to: w) { $0.gestures = [GestureRecognizer(kind: .longPress, name: "strictPress")] }
        let tester = try t.tester()
        func drift(_ y: Double) -> Finger {
            Finger(samples: [TouchSample(time: 0, point: Point(100, y)), TouchSample(time: 0.3, point: Point(120, y)), TouchSample(time: 0.7, point: Point(120, y))])
        }
        #expect(tester.deliverTouches([drift(100)]).recognized?.recognizer.name == "loosePress")
        #expect(tester.deliverTouches([drift(400)]).recognized == nil)
    }

    @Test("allowsMultipleSelection: a tap on a selected cell deselects it; without it, the cell is selected again")
    func multipleSelection() throws {
        var t = TreeBuilder()
        let w = t.window()
        let list = t.add("list", "UICollectionView", Rect(0, 0, 375, 667), to: w) { $0.selection.allowsMultipleSelection = true }
        t.add("cell", "UICollectionViewCell", Rect(0, 0, 375, 44), to: list) { $0.selection.isSelected = true }
        let tap = try t.tester().deliverTouch(along: [Point(100, 20)])
        let selection = try #require(tap.selection)
        #expect(selection.deselects)
        #expect(selection.delegateMethod(in: t.hierarchy) == "collectionView:didDeselectItemAtIndexPath:")
        try t.hierarchy.update(list) { $0.selection.allowsMultipleSelection = false }
        #expect(try t.tester().deliverTouch(along: [Point(100, 20)]).selection?.deselects == false)
    }

    @Test("A mask clips drawing only: the view is still the hit-test view outside it, and drawn only inside it")
    func mask() throws {
        var t = TreeBuilder()
        let w = t.window()
        let avatar = t.add("avatar", "UIButton", Rect(20, 20, 64, 64), to: w) { $0.mask = Rect(0, 0, 40, 40) }
        #expect(try t.hit(75, 75) == "avatar")
        let map = ScreenMap(t.hierarchy)
        #expect(map.draws(avatar, at: Point(30, 30), in: t.hierarchy))
        #expect(!map.draws(avatar, at: Point(75, 75), in: t.hierarchy))
    }
}
