import HitScopeCore
import HitScopeOutput
import HitScopeTestSupport
import Testing

/// `ViewFacts`: all a view has, in the words both inspectors show.
struct ViewFactsTests {
    private func facts(_ t: TreeBuilder, _ name: String) -> [String: String] {
        Dictionary(ViewFacts(t.id(name), in: t.hierarchy).facts.map { ($0.label, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func everyAttributeAViewCanHaveIsListed() {
        var t = TreeBuilder()
        let w = t.window()
        let card = t.add("card", "CardView", Rect(10, 20, 200, 100), to: w) {
            $0.transform = Transform2D(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)
            $0.alpha = 0.5
            $0.controller = ViewController(name: "CardController", touches: .handle)
            $0.gestures = [GestureRecognizer(kind: .tap, name: "cardTap", cancelsTouchesInView: false)]
            $0.attributes = [ExtraAttribute(key: "layer", value: "<CALayer: 0x1>")]
            $0.sourceID = "0x7f9"
            $0.title = "A very long title that the drawing shortens\u{1B}[2J"
            $0.pointInsideRule = .outsets(EdgeOutsets(all: 10))
        }
        t.add("icon", "UIImageView", Rect(0, 0, 20, 20), to: card)
        let f = facts(t, "card")
        #expect(f["class"] == "CardView (a UIView)")
        #expect(f["id"] == "0x7f9")
        #expect(f["transform"] == "[2, 0, 0, 2, 0, 0]")
        #expect(f["alpha"] == "0.5")
        #expect(f["controller"] == "CardController (handles touches)")
        #expect(f["gesture"] == "cardTap (tap, cancelsTouchesInView = NO)")
        #expect(f["layer"] == "<CALayer: 0x1>")
        #expect(f["title"] == "A very long title that the drawing shortens\\u{1B}[2J")
        #expect(f["pointInside"]?.hasPrefix("outsets") == true)
        #expect(f["hit-testing"] == "asks its pointInside, then its subviews")
        #expect(facts(t, "icon")["userInteractionEnabled"] == "NO (the default for UIImageView)")
    }

    @Test("The ancestor nearest the window that keeps every touch is named, not one below it")
    func aSkippedAncestorIsNamed() {
        var t = TreeBuilder()
        let w = t.window()
        let panel = t.add("panel", "UIView", Rect(0, 0, 100, 100), to: w) { $0.isHidden = true }
        let inner = t.add("inner", "UIView", Rect(0, 0, 100, 100), to: panel) { $0.isUserInteractionEnabled = false }
        t.add("button", "UIButton", Rect(0, 0, 44, 44), to: inner)
        #expect(facts(t, "panel")["hit-testing"] == "skipped with its subviews: hidden = YES")
        #expect(facts(t, "button")["its ancestors"] == "panel keeps every touch from its subviews: it is skipped (hidden = YES)")
        #expect(facts(t, "inner")["its ancestors"] == "panel keeps every touch from its subviews: it is skipped (hidden = YES)")
        #expect(facts(t, "panel")["its ancestors"] == nil)
        #expect(t.hierarchy.outermostBlockingAncestor(of: t.id("button"))?.ancestor == panel)
    }

    @Test("Every view's blocking ancestor, carried down the tree once, equals the walk up from each view; the facts of every view equal each view's", arguments: [UInt64(1), 2, 3, 4])
    func blockingAncestorsCarriedDown(seed: UInt64) {
        for hierarchy in [RandomScenes.nested(seed: seed), RandomScenes.halfPoint(seed: seed), RandomScenes.crowded(seed: seed)] {
            let carried = hierarchy.outermostBlockingAncestors()
            var blocked = 0
            for index in 0..<hierarchy.count {
                let walked = hierarchy.outermostBlockingAncestor(of: ViewID(index))
                #expect(carried[index]?.ancestor == walked?.ancestor && carried[index]?.block == walked?.block, "view \(index)")
                if walked != nil { blocked += 1 }
            }
            let screen = ScreenMap(hierarchy)
            #expect(ViewFacts.everyView(in: hierarchy, screen: screen).map(\.facts) == (0..<hierarchy.count).map { ViewFacts(ViewID($0), in: hierarchy, screen: screen).facts })
            #expect(blocked > 0, "seed \(seed): no view has a blocking ancestor")
        }
    }
}
