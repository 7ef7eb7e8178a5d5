import HitScopeCore
import HitScopeFixtures
import HitScopeTestSupport
import Testing

/// The untraced path (`hitTest`) asks plain views inline, never asks views that cannot answer, and uses indexes;
/// the traced path walks every call. Both must give the same answer everywhere.
struct UntracedPathTests {
    /// Grid points (on and between the whole-point edges) and random points over and around the screen.
    static func points(seed: UInt64) -> [Point] {
        var random = SeededRandom(seed: seed &* 131)
        var points: [Point] = []
        for y in stride(from: -10.0, through: 680, by: 4.5) { for x in stride(from: -10.0, through: 390, by: 4.5) { points.append(Point(x, y)) } }
        for _ in 0..<3000 { points.append(Point(random.unit() * 400 - 10, random.unit() * 700 - 10)) }
        return points
    }

    @Test("Nested random scenes: untraced answers equal the traced walk", arguments: Array(UInt64(1)...16))
    func nested(seed: UInt64) {
        let tester = HitTester(RandomScenes.nested(seed: seed))
        let differences = Self.points(seed: seed).filter { tester.hitTest($0) != tester.trace($0).hitView }
        #expect(differences.isEmpty)
    }

    @Test("Generated scenes: untraced answers equal the traced walk", arguments: [UInt64(1), 2, 3])
    func generated(seed: UInt64) {
        let tester = HitTester(SceneGenerator(viewCount: 3_000, seed: seed).generate().hierarchy)
        let differences = Self.points(seed: seed).filter { tester.hitTest($0) != tester.trace($0).hitView }
        #expect(differences.isEmpty)
    }

    @Test("A view squashed by its transform that answers anywhere is asked among many siblings")
    func singularAlwaysAmongMany() throws {
        var t = TreeBuilder()
        let w = t.window()
        let list = t.add("list", "UIView", Rect(0, 0, 375, 667), to: w)
        for row in 0..<40 { t.add("row\(row)", "UIView", Rect(0, Double(row) * 10, 375, 10), to: list) }
        t.add("squashed", "UIView", Rect(0, 0, 10, 10), to: list) {
            $0.transform = Transform2D(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
            $0.pointInsideRule = .always
        }
        let tester = try t.tester()
        #expect(tester.hitTest(Point(300, 600)) == t.id("squashed"))
        #expect(tester.trace(Point(300, 600)).hitView == t.id("squashed"))
    }
}
