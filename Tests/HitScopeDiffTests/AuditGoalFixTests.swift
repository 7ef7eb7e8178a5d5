import HitScopeAudit
import HitScopeCore
import HitScopeDiff
import HitScopeOutput
import HitScopeTestSupport
import Testing

/// The audit's fixes that are not about who is hit-tested (issue 35; docs/rules.md, "Fixes with a goal"): each change
/// is made on a copy of the whole scene and shown only when it meets its goal there, with what else it changes; the
/// causes no single property fixes say so.
struct AuditGoalFixTests {
    private func audit(_ yaml: String) async throws -> AuditSceneResult {
        await Auditor().auditProvingFixes(try FixScenes.scene(yaml), file: "scene.yaml")
    }

    private func finding(_ result: AuditSceneResult, _ view: String, _ rule: AuditRule) throws -> (AuditFinding, String) {
        let finding = try #require(result.findings.first { result.hierarchy[$0.view].name == view && $0.rule == rule }, "\(view) \(rule)")
        return (finding, AuditWords(result).fix(finding))
    }

    private func proven(_ finding: AuditFinding) -> [CheckedFix]? {
        guard case .goal(_, _, let proven?) = finding.fix else { return nil }
        return proven
    }

    @Test("A disabled Send button: enabling it is proven (it then sends its actions), and nothing else changes")
    func disabledControl() async throws {
        let result = try await audit("""
            name: Disabled
            size: [390, 844]
            windows:
              - name: window
                views:
                  - name: root
                    frame: [0, 0, 390, 844]
                    subviews:
                      - { name: sendButton, class: UIButton, frame: [30, 448, 120, 44], enabled: false, title: Send }
            """)
        let (finding, words) = try finding(result, "sendButton", .disabled)
        let send = try #require(result.hierarchy.id(named: "sendButton"))
        #expect(proven(finding) == [CheckedFix(change: .enableControl(send), costs: [])])
        #expect(words == "if sendButton should respond: enable sendButton (enabled = YES) (proven on a copy of the whole scene: it then sends its actions and nothing else changes)")
    }

    @Test("A pad under a dismiss tap: cancelsTouchesInView = NO is proven (the pad keeps its touches), and nothing else changes")
    func swallowedTaps() async throws {
        let result = try await audit("""
            name: Swallowed pad
            size: [390, 844]
            windows:
              - name: window
                views:
                  - name: root
                    frame: [0, 0, 390, 844]
                    gestures:
                      - { kind: tap, name: dismissTap }
                    subviews:
                      - { name: signaturePad, frame: [20, 130, 335, 120], touches: handle }
            """)
        let (finding, words) = try finding(result, "signaturePad", .gestureSwallowsTaps)
        let root = try #require(result.hierarchy.id(named: "root"))
        #expect(proven(finding) == [CheckedFix(change: .keepTouchesInView(root, recognizer: "dismissTap"), costs: [])])
        #expect(words == "set cancelsTouchesInView = NO on dismissTap (on root) (proven on a copy of the whole scene: signaturePad then keeps its touches and nothing else changes)")
        // When no candidate meets the goal on the copy, the fix says so and names each change tried.
        var none = finding
        guard case .goal(let goal, let point, _) = finding.fix else { return }
        none.fix = .goal(goal, at: point, proven: [])
        #expect(AuditWords(result).fix(none) == "no single-property change does it (tried on a copy of the scene: set cancelsTouchesInView = NO on dismissTap (on root))")
    }

    @Test("A button under a view at alpha 0.01: an alpha of 0 keeps today's answer and is free; 0.02 is proven too, with the button's area it takes")
    func alphaAtThreshold() async throws {
        let result = try await audit("""
            name: Faded
            size: [390, 844]
            windows:
              - name: window
                views:
                  - name: root
                    frame: [0, 0, 390, 844]
                    subviews:
                      - { name: shareButton, class: UIButton, frame: [100, 100, 100, 44], title: Share }
                      - { name: fadedOverlay, frame: [150, 100, 100, 44], alpha: 0.01 }
            """)
        let (finding, words) = try finding(result, "shareButton", .uncertain)
        let (overlay, share) = (try #require(result.hierarchy.id(named: "fadedOverlay")), try #require(result.hierarchy.id(named: "shareButton")))
        let fixes = try #require(proven(finding))
        #expect(fixes.map(\.change) == [.setAlpha(overlay, 0), .setAlpha(overlay, 0.02)])
        #expect(fixes.first?.costs == [])
        #expect(fixes.last?.costs == [.takesArea(from: share, area: 50 * 44, all: false)])
        #expect(words.hasPrefix("to make UIKit's answer sure whatever the reading: give fadedOverlay an alpha of 0, which keeps it out of hit-testing whichever way UIKit reads 0.01 (proven on a copy of the whole scene: UIKit's answer there no longer depends on the question and nothing else changes); also proven: give fadedOverlay an alpha of 0.02"), "\(words)")
    }

    @Test("A plus button whose enlarged hit area covers Minus: removing the override is proven, and the area Plus loses is named")
    func enlargedOverlap() async throws {
        let result = try await audit("""
            name: Stepper
            size: [390, 844]
            windows:
              - name: window
                views:
                  - name: root
                    frame: [0, 0, 390, 844]
                    subviews:
                      - { name: minusButton, class: UIButton, frame: [100, 100, 44, 44], title: "-" }
                      - { name: plusButton, class: UIButton, frame: [150, 110, 24, 24], title: "+", pointInside: { outsets: 20 } }
            """)
        let (finding, words) = try finding(result, "plusButton", .enlargedOverlap)
        let plus = try #require(result.hierarchy.id(named: "plusButton"))
        guard case .ranked(let ranked, _) = finding.fix else {
            Issue.record("expected fixes proven on the whole scene, got \(finding.fix)")
            return
        }
        #expect(ranked.fixes.map(\.change) == [.removePointInsideOverride(plus)])
        #expect(ranked.fixes.first?.costs.allSatisfy { if case .takesArea(plus, _, false) = $0 { true } else { false } } == true)
        #expect(words.hasPrefix("no change is free; the least costly, proven on a copy of the whole scene: remove the pointInside override of plusButton, so that its hit area is its bounds; this also takes "), "\(words)")
    }

    @Test("A button half off the screen and a card whose touch a scroll view cancels: no single change is offered, each cause is named with its cost")
    func causesWithoutASingleChange() async throws {
        let result = try await audit("""
            name: Edges
            size: [390, 844]
            windows:
              - name: window
                views:
                  - name: root
                    frame: [0, 0, 390, 844]
                    subviews:
                      - { name: edgeButton, class: UIButton, frame: [370, 100, 44, 44], title: Edge }
                      - name: feed
                        class: UIScrollView
                        frame: [0, 200, 390, 400]
                        contentSize: [390, 1200]
                        subviews:
                          - { name: card, frame: [20, 20, 350, 120], touches: handle }
            """)
        let (_, edge) = try finding(result, "edgeButton", .tooSmall)
        #expect(edge == "none proven: only the screen's edge cuts `edgeButton`, whose frame lies partly off the screen; giving it a frame on the screen is a layout change no single property proves")
        let (_, card) = try finding(result, "card", .cancelledByScrolling)
        #expect(card.hasPrefix("no single property change keeps it without a cost: canCancelContentTouches = NO on `feed` keeps the touch of `card` but also every other content touch"), "\(card)")
    }
}
