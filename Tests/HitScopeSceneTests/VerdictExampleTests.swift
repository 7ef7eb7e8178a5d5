import HitScopeCore
import HitScopeScene
import Testing
import HitScopeTestSupport

/// The verdicts of every example's taps and touches (their words are pinned by the trace goldens, text and JSON),
/// and every fix the engine would suggest there, applied and checked again.
struct VerdictExampleTests {
    private static func touches(_ scene: Scene) -> [[Finger]] {
        scene.taps.map { [Finger.tap(at: $0)] } + scene.touches
    }

    @Test("Handled by is nobody exactly when the verdict is nobody; the examples reach every rule but one")
    func rulesAcrossExamples() throws {
        var seen: Set<DecidingRule> = []
        for name in Examples.all {
            let scene = try Examples.load(name)
            let tester = HitTester(scene.hierarchy)
            for fingers in Self.touches(scene) {
                let verdict = tester.deliverTouches(fingers).verdict(in: scene.hierarchy)
                seen.insert(verdict.rule)
                #expect((verdict.handledBy == nil) == (verdict.takenBy == .nobody), "\(name)")
            }
        }
        // noViewAtPoint: VerdictTests (Tests/HitScopeCoreTests).
        #expect(Set(DecidingRule.allCases).subtracting(seen) == [.noViewAtPoint])
    }

    @Test("Every change proven for any view at any tap of an example works when applied, and no control loses the tap its own bounds give it")
    func everyFixRechecked() throws {
        var proven = 0
        for name in Examples.all {
            let scene = try Examples.load(name)
            let tester = HitTester(scene.hierarchy)
            var prover = FixProver(tester)
            for fingers in Self.touches(scene) {
                let before = tester.deliverTouches(fingers).verdict(in: scene.hierarchy)
                for index in scene.hierarchy.views.indices {
                    let view = ViewID(index)
                    for change in prover.provenChanges(for: view, fingers: fingers).changes.map(\.change) {
                        var fixed = scene.hierarchy
                        try change.apply(to: &fixed)
                        try fixed.resolveRedirects()
                        let after = HitTester(fixed).deliverTouches(fingers).verdict(in: fixed)
                        #expect(after.hitView == view, "\(name): \(change) gets \(scene.hierarchy[view].name) the touch")
                        // A control gives up a touch only when its own enlarged hit area, removed, took it.
                        if case .control(let control) = before.takenBy, control != view, change != .removePointInsideOverride(control) {
                            #expect(after.takenBy.isSame(as: before.takenBy), "\(name): \(change) keeps the touch with its control")
                        }
                        proven += 1
                    }
                }
            }
        }
        #expect(proven > 20, "the examples exercise the prover: \(proven) fixes")
    }
}
