import HitScopeCore
import HitScopeFixtures
import Testing

/// `trace(_:into:)` writes a trace straight into the reused array's free storage; steps beyond it come after. The
/// steps must not depend on that storage, and an array shared with someone else must stay untouched.
struct TraceIntoTests {
    @Test("The same steps into an empty, a small, a large and a shared array")
    func sameSteps() {
        let tester = HitTester(SceneGenerator(viewCount: 3_000, seed: 2).generate().hierarchy)
        var large: [HitTestStep] = []
        large.reserveCapacity(4_096)
        var small: [HitTestStep] = []
        small.reserveCapacity(5)
        var longest = 0
        for point in [Point(10.5, 20.5), Point(187, 333), Point(300.25, 600.75), Point(-5, 40), Point(374, 666)] {
            let reference = tester.trace(point)
            var empty: [HitTestStep] = []
            #expect(tester.trace(point, into: &empty) == reference.hitView)
            #expect(empty == reference.steps)
            #expect(tester.trace(point, into: &small) == reference.hitView)
            #expect(small == reference.steps)
            #expect(tester.trace(point, into: &large) == reference.hitView)
            #expect(large == reference.steps)
            let kept = large
            #expect(tester.trace(Point(1, 1), into: &large) == tester.trace(Point(1, 1)).hitView)
            #expect(kept == reference.steps)
            longest = max(longest, reference.steps.count)
        }
        #expect(longest > 128)  // beyond what `trace(_:)` reserves
    }
}
