import HitScopeCore
import HitScopeFixtures
import HitScopeTestSupport
import Testing

/// Every fast path of the engine answers as `UIKitOracle`, the plain recursion written from UIKit's documentation:
/// the untraced walk, the traced walk (its hit view and its steps' final result), the touch-area map and both
/// trace-region builders, on random scenes with every override, skip reason and transform. (The audit's
/// effective areas are checked against the oracle in `AuditAreaTests`.)
struct OracleTests {
    /// A screen small enough for the oracle to answer every cell, and big enough for deep, wide scenes.
    static let screen = Size(200, 300)

    /// One to three windows and a banner, nesting six deep, some views with 32 to 48 subviews, every tweak.
    static func scene(seed: UInt64, screen: Size = screen) -> ViewHierarchy {
        RandomScenes.nested(seed: seed, screen: screen, tweaks: .everything, extras: true)
    }

    /// Grid points (on and between whole-point edges) and random points over and around the screen.
    static func points(seed: UInt64, screen: Size = screen) -> [Point] {
        var random = SeededRandom(seed: seed &* 977)
        var points: [Point] = []
        for y in stride(from: -10.0, through: screen.height + 10, by: 2.5) {
            for x in stride(from: -10.0, through: screen.width + 10, by: 2.5) { points.append(Point(x, y)) }
        }
        for _ in 0..<2000 { points.append(Point(random.unit() * (screen.width + 20) - 10, random.unit() * (screen.height + 20) - 10)) }
        return points
    }

    /// The points where `answer` differs from the oracle, as text for the failure message.
    static func differences(_ hierarchy: ViewHierarchy, _ points: [Point], _ answer: (Point) -> ViewID?) -> [String] {
        let oracle = UIKitOracle(hierarchy)
        let name = { (id: ViewID?) in id.map { hierarchy[$0].name } ?? "nil" }
        return points.compactMap { point -> String? in
            let expected = oracle.hitTest(point), actual = answer(point)
            return expected == actual ? nil : "\(point): oracle \(name(expected)), engine \(name(actual))"
        }
    }

    @Test("The scenes are not trivial: many views take touches, in several windows", arguments: Array(UInt64(1)...4))
    func scenesTakeTouches(seed: UInt64) {
        let hierarchy = Self.scene(seed: seed)
        let oracle = UIKitOracle(hierarchy)
        let hits = Set(Self.points(seed: seed).compactMap(oracle.hitTest))
        let described = hits.map { "\(hierarchy[$0].name) \(hierarchy[$0].hitTestRule) \(hierarchy[$0].pointInsideRule)" }
        // Seed 2's scene is mostly under one view whose pointInside always answers YES: four views are hit there.
        #expect(hits.count >= (seed == 2 ? 4 : 10), "\(hits.count) views hit: \(described)")
        #expect(hierarchy.windows.count >= 2)
    }

    @Test("Untraced hit test (HitTester.hitTest) equals the oracle", arguments: Array(UInt64(1)...24))
    func untraced(seed: UInt64) {
        let hierarchy = Self.scene(seed: seed)
        let tester = HitTester(hierarchy)
        let differences = Self.differences(hierarchy, Self.points(seed: seed)) { tester.hitTest($0) }
        #expect(differences.isEmpty, "seed \(seed): \(differences.prefix(5))")
    }

    @Test("Traced hit test: the hit view and the steps' final result equal the oracle", arguments: Array(UInt64(1)...24))
    func traced(seed: UInt64) {
        let hierarchy = Self.scene(seed: seed)
        let tester = HitTester(hierarchy)
        var finalResultDiffers: [Point] = []
        let differences = Self.differences(hierarchy, Self.points(seed: seed)) { point in
            let trace = tester.trace(point)
            // The application's answer is the result of the last window it asked.
            if case .result(_, let returned, 0) = trace.steps.last, returned == trace.hitView { return trace.hitView }
            finalResultDiffers.append(point)
            return trace.hitView
        }
        #expect(differences.isEmpty, "seed \(seed): \(differences.prefix(5))")
        #expect(finalResultDiffers.isEmpty, "seed \(seed): the last step is not the hit view's result at \(finalResultDiffers.prefix(5))")
    }

    @Test("The older random scenes (crowded, nested, half-point) answer as the oracle too", arguments: Array(UInt64(1)...6))
    func olderScenes(seed: UInt64) {
        for hierarchy in [RandomScenes.crowded(seed: seed), RandomScenes.nested(seed: seed), RandomScenes.halfPoint(seed: seed)] {
            let tester = HitTester(hierarchy)
            let points = Self.points(seed: seed, screen: Size(375, 667)).enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
            let untraced = Self.differences(hierarchy, points) { tester.hitTest($0) }
            let traced = Self.differences(hierarchy, points) { tester.trace($0).hitView }
            #expect(untraced.isEmpty && traced.isEmpty, "seed \(seed): \(untraced.prefix(3)) \(traced.prefix(3))")
        }
    }

    @Test("Touch-area map: every cell's owner is the oracle's answer at the cell's centre", arguments: Array(UInt64(1)...10))
    func touchAreaMap(seed: UInt64) {
        let size = Size(160, 120)
        let hierarchy = Self.scene(seed: seed, screen: size)
        let tester = HitTester(hierarchy)
        let map = TouchAreaMap(tester: tester, size: size)
        let oracle = UIKitOracle(hierarchy)
        var differences: [String] = []
        for y in 0..<map.height {
            for x in 0..<map.width where map.hitView(x: x, y: y) != oracle.hitTest(TouchAreaMap.centre(x, y)) {
                differences.append("(\(x), \(y))")
            }
        }
        #expect(map.width == 160 && map.height == 120)
        #expect(differences.isEmpty, "seed \(seed): \(differences.count) cells, first \(differences.prefix(5))")
    }

    @Test("Trace-region maps, both builders: every cell's region traces to the oracle's answer at the cell", arguments: Array(UInt64(1)...6))
    func traceRegionMaps(seed: UInt64) {
        let size = Size(120, 90)
        let hierarchy = Self.scene(seed: seed, screen: size)
        let tester = HitTester(hierarchy)
        let oracle = UIKitOracle(hierarchy)
        for map in [TraceRegionMap(tester: tester, size: size), TraceRegionMap(pointByPoint: tester, size: size)] {
            let regionHits = map.representatives.map { tester.trace($0).hitView }
            var differences: [String] = []
            for y in 0..<map.height {
                for x in 0..<map.width {
                    guard let region = map.region(x: x, y: y) else {
                        differences.append("(\(x), \(y)) has no region")
                        continue
                    }
                    let centre = TouchAreaMap.centre(x, y)
                    if regionHits[region] != oracle.hitTest(centre) { differences.append("(\(x), \(y))") }
                }
            }
            #expect(map.width == 120 && map.height == 90 && map.representatives.count > 1)
            #expect(differences.isEmpty, "seed \(seed): \(differences.count) cells, first \(differences.prefix(5))")
        }
    }
}
