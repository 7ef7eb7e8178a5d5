import HitScopeAudit
import HitScopeCore
import HitScopeTestSupport
import Testing

/// The audit's effective touch areas are exact: they equal counting, at every point of a fine grid, where UIKit's
/// hit test (`UIKitOracle`, the plain recursion) sends the touch.
struct AuditAreaTests {
    /// The grid step: every edge of the scenes below lies on a multiple of it, so each cell has one owner.
    private static let step = 0.5
    private static let screen = Size(200, 150)

    /// Per view: the area of the cells whose centre the oracle sends to it, and the bounding box of those cells.
    private func sampled(_ oracle: UIKitOracle) -> [ViewID: (area: Double, minX: Double, minY: Double, maxX: Double, maxY: Double)] {
        var result: [ViewID: (area: Double, minX: Double, minY: Double, maxX: Double, maxY: Double)] = [:]
        let step = Self.step
        for row in 0..<Int(Self.screen.height / step) {
            let y = Double(row) * step
            for column in 0..<Int(Self.screen.width / step) {
                let x = Double(column) * step
                guard let id = oracle.hitTest(Point(x + step / 2, y + step / 2)) else { continue }
                var entry = result[id] ?? (0, x, y, x + step, y + step)
                entry.area += step * step
                entry.minX = min(entry.minX, x)
                entry.minY = min(entry.minY, y)
                entry.maxX = max(entry.maxX, x + step)
                entry.maxY = max(entry.maxY, y + step)
                result[id] = entry
            }
        }
        return result
    }

    @Test("Effective areas and sizes equal the oracle at every half point, every override included", arguments: Array(UInt64(1)...6))
    func exactAreas(seed: UInt64) async {
        let hierarchy = RandomScenes.halfPoint(seed: seed)
        let expected = sampled(UIKitOracle(hierarchy))
        let result = await Auditor().audit(Scene(name: "random", size: Self.screen, hierarchy: hierarchy), file: "random.yaml")
        #expect(!result.targets.isEmpty)
        for target in result.targets {
            let id = hierarchy.id(named: target.view)!
            let sample = expected[id]
            #expect(!target.approximate, "\(target.view): straight edges only")
            #expect(target.effectiveArea == (sample?.area ?? 0), "\(target.view), seed \(seed)")
            #expect(target.effectiveWidth == sample.map { $0.maxX - $0.minX } ?? 0, "\(target.view), seed \(seed)")
            #expect(target.effectiveHeight == sample.map { $0.maxY - $0.minY } ?? 0, "\(target.view), seed \(seed)")
        }
    }

    @Test("Every control, view that handles touches and redirect target is audited; nothing else")
    func auditedViews() async {
        let hierarchy = RandomScenes.halfPoint(seed: 3)
        let result = await Auditor().audit(Scene(name: "random", size: Self.screen, hierarchy: hierarchy), file: "random.yaml")
        let redirectTargets = Set(hierarchy.views.indices.compactMap { hierarchy.redirectTarget(of: ViewID($0)) })
        let expected = hierarchy.drawingOrder.filter { id in
            hierarchy[id].isControl || hierarchy[id].touches == .handle || redirectTargets.contains(id)
        }
        #expect(result.targets.map(\.view) == expected.map { hierarchy[$0].name })
    }

    @Test("A circular button's area is π r² to within the finest split; the numbers say they are approximate")
    func circle() async throws {
        var t = TreeBuilder()
        let w = t.window(frame: Rect(0, 0, 200, 150))
        t.add("round", "UIButton", Rect(50, 25, 100, 100), to: w) { $0.pointInside = .circle }
        let result = await Auditor().audit(Scene(name: "circle", size: Self.screen, hierarchy: t.hierarchy), file: "circle.yaml")
        let target = try #require(result.targets.first)
        #expect(target.approximate)
        #expect(abs(target.effectiveArea - Double.pi * 2500) < 20, "\(target.effectiveArea)")
        #expect(target.effectiveWidth == 100 && target.effectiveHeight == 100)
    }

    @Test("A rotated button: its area is its own, exactly, in its own frame")
    func rotated() async throws {
        var t = TreeBuilder()
        let w = t.window(frame: Rect(0, 0, 200, 150))
        let card = t.add("card", "UIView", Rect(40, 20, 120, 110), to: w) { $0.transform = Transform2D(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 0, ty: 0) }
        t.add("tilted", "UIButton", Rect(10, 10, 60, 30), to: card)
        let result = await Auditor().audit(Scene(name: "rotated", size: Self.screen, hierarchy: t.hierarchy), file: "rotated.yaml")
        let target = try #require(result.targets.first)
        #expect(target.effectiveArea == 1800)
        #expect(target.drawnArea == 1800)
    }
}

/// Rules that depend on where the screen's edge cuts a view.
struct AuditScreenEdgeTests {
    private func findings(rowClass: String, listClass: String) async -> [String] {
        var t = TreeBuilder()
        let w = t.window(frame: Rect(0, 0, 320, 480))
        let list = t.add("list", listClass, Rect(0, 0, 320, 480), to: w) { $0.boundsOrigin = Point(0, 20) }
        for row in 0..<12 { t.add("row\(row)", rowClass, Rect(0, Double(row) * 44, 320, 44), to: list) }
        let result = await Auditor().audit(Scene(name: "list", size: Size(320, 480), hierarchy: t.hierarchy), file: "list.yaml")
        return result.findings.map { "\($0.view) \($0.rule.rawValue)" }
    }

    @Test("A row that the screen's edge cuts in a scrolled list is not too small; on a plain view it is")
    func scrolledRows() async {
        // Scrolled by 20: row0 shows 24 pt at the top, row11 16 pt at the bottom.
        #expect(await findings(rowClass: "UIButton", listClass: "UITableView") == [])
        #expect(await findings(rowClass: "UIButton", listClass: "UIView") == ["row0 too-small", "row11 too-small"])
    }
}
