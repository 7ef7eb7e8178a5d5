import HitScopeCore
import HitScopeFixtures
import Testing

/// A prover asked about many views and points in a row (a page's why-not answers) keeps the last touch's verdicts,
/// on the scene and on each changed copy; its answers are those of a fresh prover for each question.
@Suite("The fix prover's kept verdicts")
struct FixProverMemoTests {
    /// What a proof says, comparable: the changes, the refusals and why, the layout cause, whether none is needed.
    private static func summary(_ proven: ProvenChanges) -> String {
        "\(proven.notNeeded) \(String(describing: proven.layoutCause)) \(proven.changes.map(\.change)) \(proven.refused)"
    }

    @Test("Every view at each point in turn, then the first point again, as fresh provers answer", arguments: 1...8)
    func sameAsFresh(_ seed: UInt64) {
        let scene = SceneGenerator(viewCount: 20 + Int(seed) * 6, seed: seed).generate()
        let tester = HitTester(scene.hierarchy)
        var kept = FixProver(tester)
        let points = scene.taps + [Point(20, 30), Point(187, 333)] + scene.taps.prefix(1)
        var compared = 0
        for point in points {
            for view in (0..<scene.hierarchy.count).map(ViewID.init) {
                var fresh = FixProver(tester)
                let fingers = [Finger.tap(at: point)]
                let expected = Self.summary(fresh.provenChanges(for: view, fingers: fingers))
                #expect(Self.summary(kept.provenChanges(for: view, fingers: fingers)) == expected, "view \(view.index) at \(point)")
                compared += 1
            }
        }
        #expect(compared == points.count * scene.hierarchy.count)
    }
}
