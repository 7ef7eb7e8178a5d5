import HitScopeCore
import HitScopeFixtures
import HitScopeTestSupport
import Testing

/// The untraced path skips subviews through an index; it must answer exactly as the plain walk (which the traced
/// path always takes), overrides, transforms and edges included.
struct SubviewIndexTests {
    @Test("Indexed answers equal the plain walk at grid and random points", arguments: Array(UInt64(1)...12))
    func equality(seed: UInt64) {
        let hierarchy = RandomScenes.crowded(seed: seed)
        let tester = HitTester(hierarchy)
        var random = SeededRandom(seed: seed &* 31)
        var points: [Point] = []
        for y in stride(from: -10.0, through: 680, by: 5) { for x in stride(from: -10.0, through: 390, by: 5) { points.append(Point(x, y)) } }
        for _ in 0..<4000 { points.append(Point(random.unit() * 400 - 10, random.unit() * 700 - 10)) }
        var differences = 0
        for point in points where tester.hitTest(point) != tester.trace(point).hitView { differences += 1 }
        #expect(differences == 0)
    }

    @Test("200,000 side-by-side subviews answer correctly")
    func millionRows() {
        var t = TreeBuilder()
        let w = t.window()
        let list = t.add("list", "UITableView", Rect(0, 0, 375, 667), to: w) { $0.boundsOrigin = Point(0, 44 * 100_000) }
        for row in 0..<200_000 { t.add("row\(row)", "UITableViewCell", Rect(0, Double(row) * 44, 375, 44), to: list) }
        let tester = HitTester(t.hierarchy)
        #expect(tester.hitTest(Point(10, 10)) == t.id("row100000"))
        #expect(tester.hitTest(Point(10, 44)) == t.id("row100001"))
        #expect(tester.hitTest(Point(10, 43.999)) == t.id("row100000"))
    }
}
