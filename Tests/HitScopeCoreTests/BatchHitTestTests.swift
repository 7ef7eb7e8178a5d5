import HitScopeCore
import HitScopeFixtures
import HitScopeTestSupport
import Testing

/// `hitTests` answers many points in its own order; each answer must be `hitTest`'s for the same point, whatever
/// the points: random, on a grid, repeated, far off the screen, not finite, or too few to be sorted.
struct BatchHitTestTests {
    private static func points(seed: UInt64, count: Int) -> [Point] {
        var random = SeededRandom(seed: seed &* 977)
        var points: [Point] = []
        for index in 0..<count {
            switch index % 11 {
            case 0: points.append(Point(Double(index % 40) * 10, Double(index % 70) * 10))  // on whole-point edges
            case 1: points.append(points.last ?? Point(0, 0))  // the same point again
            case 2: points.append(Point(random.unit() * 4000 - 2000, random.unit() * 4000 - 2000))  // far off
            case 3 where index % 4 == 0: points.append(Point(.nan, random.unit() * 667))
            case 3: points.append(Point(.infinity, -.infinity))
            default: points.append(Point(random.unit() * 395 - 10, random.unit() * 687 - 10))
            }
        }
        return points
    }

    @Test("Every batch size and scene: each answer is hitTest's", arguments: [0, 1, 63, 64, 65, 500, 5_000])
    func answersAreHitTests(count: Int) {
        let hierarchies = [RandomScenes.crowded(seed: 3), RandomScenes.nested(seed: 5), SceneGenerator(viewCount: 2_000, seed: 2).generate().hierarchy]
        var answers: [ViewID?] = [ViewID(0)]  // emptied first
        for (seed, hierarchy) in hierarchies.enumerated() {
            let tester = HitTester(hierarchy)
            let points = Self.points(seed: UInt64(seed + 1), count: count)
            tester.hitTests(points, into: &answers)
            #expect(answers.count == points.count)
            #expect(answers == points.map { tester.hitTest($0) })
        }
    }

    @Test("All points in one place, or only points that are not finite")
    func degenerateBoxes() {
        let tester = HitTester(SceneGenerator(viewCount: 500, seed: 4).generate().hierarchy)
        var answers: [ViewID?] = []
        for points in [Array(repeating: Point(100, 200), count: 300), Array(repeating: Point(.nan, .nan), count: 100)] {
            tester.hitTests(points, into: &answers)
            #expect(answers == points.map { tester.hitTest($0) })
        }
    }
}
