import HitScopeKit
import Testing
import HitScopeTestSupport

/// `HitScene.touchDiff(from:)`: the diff `hitscope diff` prints, from a test.
struct SceneTouchDiffTests {
    @Test("The checkout example's two versions: Pay lost area to the new banner, Help is unreachable, and --fail-on agrees")
    func examplePair() async throws {
        let old = try HitScene.load(file: Examples.file("diff-checkout-before.yaml"))
        let new = try HitScene.load(file: Examples.file("diff-checkout-after.yaml"))
        let diff = try await new.touchDiff(from: old)
        #expect(diff.fails(at: .lost) && diff.fails(at: .unreachable) && !diff.fails(at: .never))
        #expect(diff.summary.hasPrefix("Touch regressions: 2 views no longer reachable"))
        let pay = try #require(diff.views.first { $0.name == "payButton" })
        #expect(pay.level == .lost && pay.areaBefore == 18760 && pay.areaAfter == 11055)
        #expect(pay.lostTo.first?.view == "promoBanner" && pay.causes.first?.kind == .newView)
        #expect(diff.views.first { $0.name == "helpButton" }?.reachableAfter == false)
        #expect(diff.text.hasPrefix(diff.summary) && diff.json.contains("\"formatVersion\" : 1"))
        // The other way round only gains: the largest leads, and nothing says "lost 0".
        let back = try await old.touchDiff(from: new)
        #expect(!back.fails(at: .lost) && back.fails(at: .any))
        #expect(back.summary.hasPrefix("Touch changes: 6 changes. payButton in ") && back.summary.contains("gained 7,705 pt² (11,055 pt² → 18,760 pt²)"))
        #expect(!back.summary.contains("lost 0"))
        let same = try await old.touchDiff(from: old)
        #expect(!same.fails(at: .any) && same.summary.hasPrefix("No touch changed"))
    }
}
