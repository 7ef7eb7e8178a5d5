import HitScopeAudit
import HitScopeCore
import HitScopeDiff
import HitScopeFixtures
import HitScopeOutput
import Testing

/// Fixes proven on a copy of the whole scene and ranked (issue 35, items 1 and 2; docs/rules.md, "Fixes are proven on
/// the whole scene"): the layout bug first, and no fix that turns off another view's touches or a recognizer without
/// saying so.
struct WholeSceneFixTests {
    /// A held-out orders screen: two buttons in a 358 × 0 stack; a clear overlay with its own tap recognizer over a
    /// Retry button; the scene's own taps include one on the overlay away from Retry.
    static let orders = """
        name: Orders
        size: [390, 844]
        windows:
          - name: window
            views:
              - name: root
                frame: [0, 0, 390, 844]
                subviews:
                  - name: orderCard0
                    frame: [16, 100, 358, 140]
                    subviews:
                      - { name: titleLabel0, class: UILabel, frame: [16, 12, 200, 20], title: Order 1042 }
                      - name: actionsStack0
                        class: UIStackView
                        frame: [0, 96, 358, 0]
                        subviews:
                          - { name: trackButton0, class: UIButton, frame: [16, 0, 155, 44], title: Track }
                          - { name: cancelButton0, class: UIButton, frame: [187, 0, 155, 44], title: Cancel }
                  - name: errorPanel
                    frame: [16, 300, 358, 120]
                    subviews:
                      - { name: retryButton, class: UIButton, frame: [119, 60, 120, 44], title: Retry }
                  - name: shimmerOverlay
                    frame: [16, 300, 358, 120]
                    gestures:
                      - { kind: tap, name: reloadTap }
                  - { name: promoButton, class: UIButton, frame: [16, 500, 358, 44], title: Promo }
                  - { name: promoBanner, frame: [16, 490, 358, 30] }
        taps: [[100, 210], [170, 382], [60, 320]]
        """

    private func ranked(_ name: String, at point: Point) throws -> (RankedFixes, Scene) {
        let scene = try loaded(Self.orders).scene
        var fixes = WholeSceneFixes(scene: scene)
        let view = try #require(scene.hierarchy.id(named: name))
        return (fixes.rank(for: view, fingers: [.tap(at: point)]), scene)
    }

    @Test("A zero-height stack: named as the cause, and the first fix is its height, free; the override comes after")
    func zeroHeightStack() throws {
        let (ranked, scene) = try ranked("trackButton0", at: Point(100, 210))
        let stack = try #require(scene.hierarchy.id(named: "actionsStack0"))
        #expect(ranked.layoutCause?.view == stack && ranked.layoutCause?.kind == .zeroHeight)
        #expect(ranked.layoutCause?.fittingSize == Size(358, 44))
        #expect(ranked.fixes.map(\.change) == [.resize(stack, Size(358, 44)), .askSubviewsOutsideBounds(stack)])
        #expect(ranked.best?.isFree == true)
        let words = TraceTextFormatter(scene.hierarchy)
        #expect(words.layoutCauseText(try #require(ranked.layoutCause)) == "actionsStack0 (UIStackView) is 0 pt tall, so its subviews are drawn outside it and never asked.")
        #expect(words.rankedFixLines(ranked, target: try #require(scene.hierarchy.id(named: "trackButton0"))).first
            == "Fix (proven on a copy of the whole scene, nothing else changes): give actionsStack0 a height of 44 pt, the extent of its subviews (frame (0 96; 358 44)).")
    }

    @Test("A root view with an end-editing tap: the stack's height is still free, as its recognizer sees every touch of its subviews; taking a sibling's area from it is a cost")
    func recognizerOnAnAncestor() throws {
        let scene = try loaded("""
            name: Checkout
            size: [390, 844]
            windows:
              - name: window
                views:
                  - name: root
                    frame: [0, 0, 390, 844]
                    gestures:
                      - { kind: tap, name: endEditingTap }
                    subviews:
                      - name: payStack
                        class: UIStackView
                        frame: [16, 120, 326, 0]
                        subviews:
                          - { name: payButton, class: UIButton, frame: [0, 0, 160, 44], title: Pay }
                  - name: sheet
                    frame: [0, 600, 390, 244]
                    gestures:
                      - { kind: pan, name: sheetPan }
                    subviews:
                      - { name: closeButton, class: UIButton, frame: [10, 10, 44, 44], title: Close }
                  - { name: cover, frame: [0, 560, 390, 100] }
            """).scene
        let h = scene.hierarchy
        var fixes = WholeSceneFixes(scene: scene)
        let pay = fixes.rank(for: try #require(h.id(named: "payButton")), fingers: [.tap(at: Point(100, 142))])
        #expect(pay.best?.change == .resize(try #require(h.id(named: "payStack")), Size(326, 44)))
        #expect(pay.best?.isFree == true, "\(String(describing: pay.best))")
        // Bringing the sheet in front of the cover gives closeButton its tap; the sheet's pan sees more, not less.
        // Turning the sheet's branch off instead is what takes from sheetPan: said.
        let close = fixes.rank(for: try #require(h.id(named: "closeButton")), fingers: [.tap(at: Point(30, 620))])
        let sheet = try #require(h.id(named: "sheet"))
        let bringSheet = try #require(close.fixes.first { $0.change == .bringToFront(sheet) })
        #expect(bringSheet.costs.allSatisfy { if case .turnsOffRecognizer = $0 { false } else { true } })
    }

    @Test("An overlay with a tap recognizer over Retry: no fix is free, and each says it turns off reloadTap")
    func overlayWithRecognizer() throws {
        let (ranked, scene) = try ranked("retryButton", at: Point(170, 382))
        let overlay = try #require(scene.hierarchy.id(named: "shimmerOverlay"))
        #expect(!ranked.fixes.isEmpty && !ranked.hasFreeFix)
        for fix in ranked.fixes {
            #expect(fix.costs.contains { if case .turnsOffRecognizer(overlay, let recognizer) = $0 { recognizer.name == "reloadTap" } else { false } }, "\(fix)")
        }
        // The scene's own tap on the overlay away from Retry changes hands: said.
        #expect(ranked.best?.costs.contains { if case .changesTap(Point(60, 320), _, _) = $0 { true } else { false } } == true)
        let line = TraceTextFormatter(scene.hierarchy).rankedFixLines(ranked, target: try #require(scene.hierarchy.id(named: "retryButton")))[0]
        #expect(line.hasPrefix("No change is free: each one that gets retryButton this touch changes something else."))
        #expect(line.contains("set userInteractionEnabled = NO on shimmerOverlay; this also turns off reloadTap (tap) on shimmerOverlay"))
    }

    @Test("A plain view over a button: turning it off and bringing the button in front both cost nothing; the flag ranks first")
    func ranking() throws {
        let (ranked, scene) = try ranked("promoButton", at: Point(100, 505))
        let banner = try #require(scene.hierarchy.id(named: "promoBanner"))
        let button = try #require(scene.hierarchy.id(named: "promoButton"))
        #expect(ranked.fixes.map(\.change) == [.disableInteraction(banner), .bringToFront(button)])
        #expect(ranked.fixes.map(\.isFree) == [true, true])
    }

    @Test("why --format json: the ranked fixes and the layout cause, streamed byte for byte as JSONEncoder writes them")
    func document() throws {
        let scene = try loaded(Self.orders).scene
        let tester = HitTester(scene.hierarchy)
        var fixes = WholeSceneFixes(scene: scene, tester: tester)
        for (name, point) in [("trackButton0", Point(100, 210)), ("retryButton", Point(170, 382)), ("promoButton", Point(100, 505)), ("root", Point(5, 5))] {
            let view = try #require(scene.hierarchy.id(named: name))
            let ranked = fixes.rank(for: view, fingers: [.tap(at: point)])
            let document = WhyNotDocument(tester.whyNot(view, at: point), ranked: ranked, hierarchy: scene.hierarchy)
            var writer = ByteWriter()
            document.write(to: &writer)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == JSONText.line(document), "\(name)")
        }
        let track = try #require(scene.hierarchy.id(named: "trackButton0"))
        let stack = WhyNotDocument(
            tester.whyNot(track, at: Point(100, 210)), ranked: fixes.rank(for: track, fingers: [.tap(at: Point(100, 210))]), hierarchy: scene.hierarchy)
        #expect(stack.layoutCause?.kind == "zeroHeight" && stack.fix?.change == "resize" && stack.fixes?.first?.free == true)
        #expect(stack.message.hasPrefix("actionsStack0 (UIStackView) is 0 pt tall"))
    }

    @Test("Asked again, a checker gives the same answer from what it kept of each change, for any view and point")
    func keptEffects() throws {
        let scene = try loaded(Self.orders).scene
        var kept = WholeSceneFixes(scene: scene)
        let asked = [("retryButton", Point(170, 382)), ("promoButton", Point(100, 505)), ("retryButton", Point(140, 370)), ("trackButton0", Point(100, 210))]
        for (name, point) in asked + asked {
            let view = try #require(scene.hierarchy.id(named: name))
            var fresh = WholeSceneFixes(scene: scene)
            #expect(kept.rank(for: view, fingers: [.tap(at: point)]) == fresh.rank(for: view, fingers: [.tap(at: point)]), "\(name) at \(point)")
        }
    }

    @Test(
        "Compared only where a change can change an answer, each fix costs what the full check says: the orders screen, and every missed view of a generated scene",
        .timeLimit(.minutes(5)))
    func restrictedCheckEqualsFullCheck() throws {
        let orders = try loaded(Self.orders).scene
        var askedInOrders: [(ViewID, Point)] = []
        for (name, point) in [("trackButton0", Point(100, 210)), ("cancelButton0", Point(250, 215)), ("retryButton", Point(170, 382)), ("promoButton", Point(100, 505))] {
            askedInOrders.append((try #require(orders.hierarchy.id(named: name)), point))
        }
        #expect(sameCosts(orders, askedInOrders) > 0)
        // A generated screen: every view that a tap on a 24-point grid misses (drawn there, using touches, not taking it).
        let generated = SceneGenerator(viewCount: 300, seed: 35).generate()
        let tester = HitTester(generated.hierarchy)
        let drawn = DrawnViewIndex(generated.hierarchy, screen: ScreenMap(generated.hierarchy))
        var asked: [(ViewID, Point)] = []
        for y in stride(from: 12.0, to: generated.size.height, by: 24) {
            for x in stride(from: 12.0, to: generated.size.width, by: 24) {
                let point = Point(x, y)
                let verdict = tester.deliverTouches([.tap(at: point)]).verdict(in: generated.hierarchy)
                if let missed = tester.missedView([.tap(at: point)], verdict: verdict, drawn: drawn) { asked.append((missed.view, point)) }
            }
        }
        // Not vacuous: the generated screen has missed views, and fixes that take touch area from other views.
        #expect(asked.count > 10)
        #expect(sameCosts(generated, asked) > 0)
    }

    @Test(
        "An enlarged hit area's gain and costs, found by one pass over where the change can change an answer, are what the full check measures: every touch target of generated screens",
        .timeLimit(.minutes(5)))
    func enlargementFromOnePassEqualsFullCheck() throws {
        var costly = 0
        var gaining = 0
        for seed: UInt64 in [3, 4, 7, 12, 35] {
            let scene = SceneGenerator(viewCount: 200, seed: seed).generate()
            let targets = Auditor.auditedViews(in: scene.hierarchy)
            var restricted = WholeSceneFixes(scene: scene)
            var full = WholeSceneFixes(scene: scene, tester: nil, minimumChange: SceneDiffer.defaultMinimumChange, comparesWhereChanged: false)
            for view in scene.hierarchy.drawingOrder where targets[view.index] {
                let one = restricted.check(enlarging: view, to: Size(44, 44))
                let all = full.check(enlarging: view, to: Size(44, 44))
                let name = "\(scene.hierarchy[view].name) in seed \(seed)"
                #expect(one?.fix == all?.fix, "\(name)")
                #expect(abs((one?.gained ?? 0) - (all?.gained ?? 0)) <= 1e-4, "\(name)")
                if all?.fix.costs.isEmpty == false { costly += 1 }
                if (all?.gained ?? 0) > 1 { gaining += 1 }
            }
        }
        // Not vacuous: enlargements that gain area, and ones that take area from a neighbour or turn it off.
        #expect(gaining > 40, "\(gaining)")
        #expect(costly > 5, "\(costly)")
    }

    /// Ranks each asked view's fixes with the restricted check and the full one, expects them equal, and counts the
    /// fixes that take touch area from another view or turn off its recognizers.
    private func sameCosts(_ scene: Scene, _ asked: [(ViewID, Point)]) -> Int {
        var restricted = WholeSceneFixes(scene: scene)
        var full = WholeSceneFixes(scene: scene, tester: nil, minimumChange: SceneDiffer.defaultMinimumChange, comparesWhereChanged: false)
        var costly = 0
        for (view, point) in asked {
            let ranked = restricted.rank(for: view, fingers: [.tap(at: point)])
            let all = full.rank(for: view, fingers: [.tap(at: point)])
            #expect(ranked == all, "\(scene.hierarchy[view].name) at \(point)")
            costly += all.fixes.filter { $0.costs.contains { if case .changesTap = $0 { false } else { true } } }.count
        }
        return costly
    }

    @Test("Ranking: free first, then the heaviest cost, then flags, order, sizes and overrides")
    func changeRanks() {
        let id = ViewID(0)
        #expect([FixChange.askSubviewsOutsideBounds(id), .resize(id, Size(1, 1)), .bringToFront(id), .enableInteraction(id)].map(\.rank) == [3, 2, 1, 0])
        #expect(FixCost.takesArea(from: id, area: 10, all: false).weight < FixCost.takesArea(from: id, area: 10, all: true).weight)
    }
}
