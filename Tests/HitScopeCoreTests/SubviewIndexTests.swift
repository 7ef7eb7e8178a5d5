import HitScopeCore
import Testing

/// The untraced path skips subviews through an index; it must answer exactly as the plain walk (which the traced
/// path always takes), overrides, transforms and edges included.
struct SubviewIndexTests {
    /// A small seeded generator for test scenes.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        mutating func unit() -> Double { Double(next()) / Double(1 << 31) }
        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    }

    /// A window whose root has many subviews (some with many subviews of their own), with every kind of rule.
    static func crowdedScene(seed: UInt64) -> ViewHierarchy {
        var random = Random(state: seed)
        var t = TreeBuilder()
        let w = t.window()
        let root = t.add("root", "UIView", Rect(0, 0, 375, 667), to: w)
        var names: [String] = []
        func configure(_ v: inout View, _ random: inout Random) {
            switch random.int(0...24) {
            case 0: v.isHidden = true
            case 1: v.alpha = 0.01
            case 2: v.isUserInteractionEnabled = false
            case 3: v.pointInside = .minimumSize(Size(44, 44))
            case 4: v.pointInside = .outsets(EdgeOutsets(all: 7))
            case 5: v.pointInside = .circle
            case 6: v.pointInside = .always
            case 7: v.pointInside = .never
            case 8: v.hitTest = .passThrough
            case 9: v.hitTest = .ignoresBounds
            case 10: v.hitTest = .returnsSelf
            case 11: v.hitTest = .never
            case 12 where !names.isEmpty: v.hitTest = .redirect(to: names[random.int(0...names.count - 1)])
            case 13: v.transform = Transform2D(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 3, ty: -2)
            case 14: v.boundsOrigin = Point(Double(random.int(-20...20)), Double(random.int(-20...20)))
            case 15: v.transform = Transform2D(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
            default: break
            }
        }
        for index in 0..<random.int(40...300) {
            let frame = Rect(Double(random.int(-20...360)), Double(random.int(-20...650)), Double(random.int(0...80)), Double(random.int(0...80)))
            let name = "v\(index)"
            let parent = t.add(name, "UIView", frame, to: root) { configure(&$0, &random) }
            names.append(name)
            if random.int(0...9) == 0 {
                for child in 0..<random.int(0...60) {
                    let childFrame = Rect(Double(random.int(-30...90)), Double(random.int(-30...90)), Double(random.int(0...30)), Double(random.int(0...30)))
                    t.add("\(name).\(child)", "UIButton", childFrame, to: parent) { configure(&$0, &random) }
                }
            }
        }
        return t.resolvedDroppingRedirectCycles()
    }

    @Test("Indexed answers equal the plain walk at grid and random points", arguments: Array(UInt64(1)...12))
    func equality(seed: UInt64) {
        let hierarchy = Self.crowdedScene(seed: seed)
        let tester = HitTester(hierarchy)
        var random = Random(state: seed &* 31)
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
