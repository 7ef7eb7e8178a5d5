import HitScopeCore
import Testing

/// The untraced path (`hitTest`) asks plain views inline, never asks views that cannot answer, and uses indexes;
/// the traced path walks every call. Both must give the same answer everywhere.
struct UntracedPathTests {
    typealias Random = SubviewIndexTests.Random

    /// Random nesting several levels deep, each view with up to two rules at once, several windows.
    static func nestedScene(seed: UInt64) -> ViewHierarchy {
        var random = Random(state: seed)
        var t = TreeBuilder()
        var names: [String] = []
        func configure(_ v: inout View) {
            for _ in 0..<2 {
                switch random.int(0...30) {
                case 0: v.isHidden = true
                case 1: v.alpha = 0.01
                case 2: v.isUserInteractionEnabled = false
                case 3: v.pointInside = .minimumSize(Size(44, 44))
                case 4: v.pointInside = .outsets(EdgeOutsets(top: 3, left: -2, bottom: 5, right: 1))
                case 5: v.pointInside = .circle
                case 6: v.pointInside = .always
                case 7: v.pointInside = .never
                case 8: v.pointInside = .roundedRect(radius: 6)
                case 9: v.hitTest = .passThrough
                case 10: v.hitTest = .ignoresBounds
                case 11: v.hitTest = .ignoresBoundsReturningSelf
                case 12: v.hitTest = .returnsSelf
                case 13: v.hitTest = .never
                case 14 where !names.isEmpty: v.hitTest = .redirect(to: names[random.int(0...names.count - 1)])
                case 15: v.transform = Transform2D(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 3, ty: -2)
                case 16: v.boundsOrigin = Point(Double(random.int(-20...20)) + 0.25, Double(random.int(-20...20)))
                case 17: v.transform = Transform2D(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
                case 18: v.transform = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 7.5, ty: -3)
                case 19: v.frame.size = Size(0, v.frame.size.height)
                default: break
                }
            }
        }
        var serial = 0
        func fill(_ parent: ViewID, _ size: Size, depth: Int) {
            let count = depth == 0 ? random.int(20...60) : random.int(0...(depth < 3 ? 6 : 2))
            for _ in 0..<count {
                serial += 1
                let name = "v\(serial)"
                let width = Double(random.int(0...Int(size.width * 0.7) + 4)), height = Double(random.int(0...Int(size.height * 0.7) + 4))
                let frame = Rect(
                    Double(random.int(-10...Int(size.width) + 5)) - width / 4, Double(random.int(-10...Int(size.height) + 5)) - height / 4,
                    width, height)
                let id = t.add(name, random.int(0...3) == 0 ? "UIButton" : "UIView", frame, to: parent) { configure(&$0) }
                names.append(name)
                if depth < 5 { fill(id, frame.size, depth: depth + 1) }
            }
        }
        for window in 0..<random.int(1...3) {
            let id = t.window("window\(window)", level: Double(random.int(0...1))) { configure(&$0) }
            names.append("window\(window)")
            fill(id, Size(375, 667), depth: 0)
        }
        var h = t.hierarchy
        do { try h.resolveRedirects() } catch {
            for index in h.views.indices where { if case .redirect = h.views[index].hitTest { true } else { false } }() {
                try? h.update(ViewID(index)) { $0.hitTest = .standard }
            }
            try? h.resolveRedirects()
        }
        return h
    }

    /// Grid points (on and between the whole-point edges) and random points over and around the screen.
    static func points(seed: UInt64) -> [Point] {
        var random = Random(state: seed &* 131)
        var points: [Point] = []
        for y in stride(from: -10.0, through: 680, by: 4.5) { for x in stride(from: -10.0, through: 390, by: 4.5) { points.append(Point(x, y)) } }
        for _ in 0..<3000 { points.append(Point(random.unit() * 400 - 10, random.unit() * 700 - 10)) }
        return points
    }

    @Test("Nested random scenes: untraced answers equal the traced walk", arguments: Array(UInt64(1)...16))
    func nested(seed: UInt64) {
        let tester = HitTester(Self.nestedScene(seed: seed))
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
            $0.pointInside = .always
        }
        let tester = try t.tester()
        #expect(tester.hitTest(Point(300, 600)) == t.id("squashed"))
        #expect(tester.trace(Point(300, 600)).hitView == t.id("squashed"))
    }
}
