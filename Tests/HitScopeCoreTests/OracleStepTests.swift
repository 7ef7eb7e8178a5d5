import HitScopeCore
import HitScopeTestSupport
import Testing

/// The traced walk's steps are UIKit's calls: on random scenes with every override, skip reason, shape, transform
/// (singular ones too) and animation, the engine's trace read in the oracle's vocabulary (`OracleCall(engine:)`:
/// each `hitTest` and its point, each skip, each `pointInside` and its answer, each pass-through or redirect, each
/// return, all at their depth) is `UIKitOracle`'s call log, call for call.
struct OracleStepTests {
    /// The points of `hierarchy` where the engine's calls part from the oracle's, as text for the failure message.
    static func differences(_ hierarchy: ViewHierarchy, _ points: [Point]) -> [String] {
        let oracle = UIKitOracle(hierarchy), tester = HitTester(hierarchy)
        var steps: [HitTestStep] = []
        return points.compactMap { point -> String? in CallDifference.first(at: point, oracle, tester, &steps)?.description }
    }

    @Test("The traced walk makes the oracle's calls, in its order, with its points and answers", arguments: Array(UInt64(1)...24))
    func everyCall(seed: UInt64) {
        let differences = Self.differences(OracleTests.scene(seed: seed), OracleTests.points(seed: seed))
        #expect(differences.isEmpty, "seed \(seed): \(differences.count) points, first \(differences.prefix(3))")
    }

    @Test("The older random scenes (crowded, nested, half-point): the same calls", arguments: Array(UInt64(1)...6))
    func olderScenes(seed: UInt64) {
        let points = OracleTests.points(seed: seed, screen: Size(375, 667)).enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        for hierarchy in [RandomScenes.crowded(seed: seed), RandomScenes.nested(seed: seed), RandomScenes.halfPoint(seed: seed)] {
            let differences = Self.differences(hierarchy, points)
            #expect(differences.isEmpty, "seed \(seed): \(differences.count) points, first \(differences.prefix(3))")
        }
    }

    @Test("The calls compared cover every override, every shape answering both ways, every skip reason and transform")
    func coverage() {
        var asked = Set<String>(), answers = Set<String>(), reasons = Set<SkipReason>(), rewrites = Set<String>()
        for seed in UInt64(1)...24 {
            let hierarchy = OracleTests.scene(seed: seed)
            let oracle = UIKitOracle(hierarchy)
            for point in OracleTests.points(seed: seed).enumerated().filter({ $0.offset % 5 == 0 }).map(\.element) {
                for call in oracle.calls(at: point).calls {
                    switch call {
                    case .hitTest(let view, _, _):
                        let t = hierarchy[view].transform
                        let kind = t.a * t.d - t.b * t.c == 0 ? "singular" : t.b != 0 || t.c != 0 ? "turned" : t.isIdentity ? "upright" : "scaled or moved"
                        asked.formUnion([hierarchy[view].hitTestRule.name, kind] + (hierarchy[view].animation == nil ? [] : ["animating"]))
                    case .pointInside(let view, _, let inside, _): answers.insert("\(hierarchy[view].pointInsideRule.name) \(inside)")
                    case .skip(_, let why, _): reasons.formUnion(why)
                    case .rewrite(let view, _, _, _): rewrites.insert(hierarchy[view].hitTestRule.name)
                    case .returned: break
                    }
                }
            }
        }
        let overrides: [HitTestRule] = [.standard, .passThrough, .ignoresBounds, .ignoresBoundsReturningSelf, .redirect(to: ""), .returnsSelf, .never]
        #expect(asked.isSuperset(of: overrides.map(\.name) + ["singular", "turned", "upright", "scaled or moved", "animating"]), "\(asked)")
        let shapes: [PointInsideRule] = [.bounds, .minimumSize(.zero), .outsets(EdgeOutsets(all: 0)), .circle, .roundedRect(radius: 0)]
        let expected = shapes.flatMap { ["\($0.name) true", "\($0.name) false"] } + ["always true", "never false"]
        #expect(answers == Set(expected))
        #expect(reasons == Set(SkipReason.allCases))
        #expect(rewrites == ["passThrough", "redirectTo"])
    }
}
