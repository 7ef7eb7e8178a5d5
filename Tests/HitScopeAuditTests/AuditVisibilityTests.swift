import HitScopeAudit
import HitScopeCore
import HitScopeTestSupport
import Testing

/// The audit's rules about what a person sees ask whether UIKit draws a view (Core's `ScreenMap`: alphas multiplied
/// down the tree), not whether the hit test skips it (each view's own alpha): docs/audit.md, "Drawn or hit-tested".
struct AuditVisibilityTests {
    /// A button of alpha 0.015 in a panel of `panelAlpha`, half under a view that handles nothing; beside it a card
    /// whose badge of alpha 0.015 lies half outside the card's bounds.
    private func findings(panelAlpha: Double) async throws -> [String] {
        var t = TreeBuilder()
        let w = t.window("main", frame: Rect(0, 0, 200, 150))
        let panel = t.add("panel", "UIView", Rect(0, 0, 200, 150), to: w) { $0.alpha = panelAlpha }
        t.add("faint", "UIButton", Rect(10, 10, 120, 60), to: panel) { $0.alpha = 0.015 }
        t.add("toast", "UIView", Rect(70, 10, 80, 60), to: panel)
        let card = t.add("card", "UIView", Rect(20, 80, 60, 60), to: panel)
        t.add("badge", "UIButton", Rect(10, 10, 100, 50), to: card) { $0.alpha = 0.015 }
        let hierarchy = t.hierarchy
        // Neither the hit test's skip rules nor its answers depend on the panel's alpha.
        #expect(hierarchy.views.allSatisfy { $0.skipReason == nil })
        let result = await Auditor().audit(Scene(name: "faint", size: Size(200, 150), hierarchy: hierarchy), file: "faint.yaml")
        #expect(result.targets.map { "\(hierarchy[$0.view].name) \($0.effectiveArea)" } == ["faint 3600.0", "badge 2500.0"])
        return result.findings.map { "\(hierarchy[$0.view].name) \($0.rule.rawValue)" }
    }

    @Test("Drawn (0.5 × 0.015 shows nothing): no covered, drawn-not-touchable or swallowed finding, though touches reach it")
    func notDrawn() async throws {
        let found = try await findings(panelAlpha: 0.5)
        #expect(found == [])
    }

    @Test("Drawn at 0.015: the same views are covered, drawn outside their card, and swallowed")
    func drawn() async throws {
        let found = try await findings(panelAlpha: 1)
        #expect(found == ["faint partly-covered", "toast swallowing-overlay", "badge drawn-not-touchable"])
    }
}
