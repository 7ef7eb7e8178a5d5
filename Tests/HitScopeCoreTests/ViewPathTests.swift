import HitScopeCore
import HitScopeFixtures
import HitScopeTestSupport
import Testing

/// The path query (`ViewPath`) and what asks it for drawing (`ScreenMap.draws`, `DrawnViewIndex`, `Visibility`)
/// equal `OracleDrawing`, the plain statement of UIKit's rules, on random half-point scenes: skipped, overridden,
/// clipped, scaled, turned and curved views, at the points where answers change (every edge of a view's path, a
/// half point either side) and on a grid (minimum edges in, maximum out).
struct ViewPathTests {
    /// A grid over a `width` × `height` screen and a margin around it, every `step` points.
    private static func points(_ width: Int, _ height: Int, step: Double = 2.5, margin: Double = 4) -> [Point] {
        stride(from: -margin, through: Double(height) + margin, by: step).flatMap { y in
            stride(from: -margin, through: Double(width) + margin, by: step).map { x in Point(x, y) }
        }
    }

    /// The points where a view's answers can change: each edge of the screen boxes of the views on its path, and a
    /// half point either side, crossed with each other.
    private static func edgePoints(_ id: ViewID, _ hierarchy: ViewHierarchy, _ screen: ScreenMap) -> [Point] {
        var xs: Set<Double> = [], ys: Set<Double> = []
        for view in hierarchy.path(to: id) {
            guard let box = Box(bounding: screen.corners(of: view, in: hierarchy)), box.width.isFinite, box.height.isFinite else { continue }
            for x in [box.minX, box.maxX, (box.minX + box.maxX) / 2] { xs.formUnion([x - 0.5, x, x + 0.5]) }
            for y in [box.minY, box.maxY, (box.minY + box.maxY) / 2] { ys.formUnion([y - 0.5, y, y + 0.5]) }
        }
        return xs.sorted().flatMap { x in ys.sorted().map { y in Point(x, y) } }
    }

    /// Some views clip (a random fifth, and every scroll view by its class).
    private static func clipping(_ hierarchy: ViewHierarchy, seed: UInt64) -> ViewHierarchy {
        var random = SeededRandom(seed: seed)
        var hierarchy = hierarchy
        for index in 0..<hierarchy.count where random.int(0...4) == 0 {
            try? hierarchy.update(ViewID(index)) { $0.clipsToBounds = true }
        }
        return hierarchy
    }

    private static func scenes(_ seed: UInt64) -> [ViewHierarchy] {
        [RandomScenes.halfPoint(seed: seed), RandomScenes.halfPoint(seed: seed, tweaks: .curvedAndTurned)].map { clipping($0, seed: seed) }
    }

    /// The engine's reason in the oracle's terms.
    private static func oracleReason(_ reason: PathRefusalReason) -> OracleDrawing.Refusal {
        switch reason {
        case .blocks(.skipped): .skipped
        case .blocks(.returnsNil): .returnsNil
        case .blocks(.returnsSelf): .returnsSelf
        case .blocks(.pointInsideNever), .pointInsideNo: .pointInsideNo
        }
    }

    @Test("Each view's path at every half point: the refusing ancestor and why, clipped, in its bounds, in its hit area", arguments: [UInt64(1), 2, 3])
    func positions(seed: UInt64) {
        for hierarchy in Self.scenes(seed) {
            let oracle = OracleDrawing(hierarchy)
            let tester = HitTester(hierarchy)
            let screen = ScreenMap(hierarchy)
            let paths = ViewPaths(hierarchy, on: screen)
            var differences: [String] = []
            for index in 0..<hierarchy.count {
                let id = ViewID(index)
                let path = ViewPath(id, in: tester)
                #expect(ViewPath(id, in: hierarchy).position(at: Point(10, 10)) == path.position(at: Point(10, 10)))
                #expect(paths.refusedParts(of: id) == ViewPath(id, in: hierarchy).refusedParts(on: screen))
                let aligned = path.aligned { view in
                    let map = screen.toScreen[view.index]
                    return map.a == 1 && map.b == 0 && map.c == 0 && map.d == 1 ? Point(map.tx, map.ty) : nil
                }
                for point in Self.edgePoints(id, hierarchy, screen) + Self.points(200, 150, step: 7.5) where differences.count < 5 {
                    let engine = path.position(at: point)
                    let expected = oracle.position(of: id, at: point)
                    let same = engine.refusal?.ancestor == expected.refusal?.0 && engine.refusal.map { Self.oracleReason($0.reason) } == expected.refusal?.1
                        && engine.clipped == expected.clipped && engine.insideBounds == expected.insideBounds
                        && engine.insideHitArea == expected.insideHitArea
                    if !same { differences.append("\(hierarchy[id].name) at \(point): \(engine) ≠ \(expected)") }
                    if let aligned, aligned.position(frame: point) != engine { differences.append("\(hierarchy[id].name) at \(point): aligned differs") }
                    if path.draws(at: point) != engine.isDrawn { differences.append("\(hierarchy[id].name) at \(point): draws differs") }
                }
            }
            #expect(differences.isEmpty, "seed \(seed): \(differences)")
        }
    }

    @Test("What is drawn where: ScreenMap, the drawn-view index and visibility equal the oracle", arguments: [UInt64(1), 2, 3])
    func drawn(seed: UInt64) {
        for hierarchy in Self.scenes(seed) {
            let oracle = OracleDrawing(hierarchy)
            let screen = ScreenMap(hierarchy)
            let index = DrawnViewIndex(hierarchy, screen: screen)
            var differences: [String] = []
            for point in Self.points(200, 150) where differences.count < 5 {
                let expected = oracle.viewsDrawn(at: point)
                if screen.viewsDrawn(at: point, in: hierarchy) != expected { differences.append("ScreenMap at \(point)") }
                if index.viewsDrawn(at: point) != expected { differences.append("DrawnViewIndex at \(point)") }
            }
            for id in hierarchy.drawingOrder where screen.visibility[id.index].isDrawn != oracle.isShown(id) {
                differences.append("visibility of \(hierarchy[id].name)")
            }
            #expect(differences.isEmpty, "seed \(seed): \(differences)")
        }
    }

    @Test("The drawn-view index in cells larger than its smallest (rows of a list, turned and clipped) equals the oracle", arguments: [0.0, 37, 130, 211.3])
    func drawnInLargeCells(offset: Double) {
        var t = TreeBuilder()
        let w = t.window("main", frame: Rect(0, 0, 400, 900))
        let list = t.add("list", "UITableView", Rect(10, 10, 380, 880), to: w) { $0.boundsOrigin = Point(0, offset) }
        for row in 0..<40 {
            let cell = t.add("row\(row)", "UITableViewCell", Rect(0, Double(row) * 44.5, 380, 44), to: list) {
                if row % 7 == 3 { $0.transform = Transform2D(a: 0.96, b: 0.28, c: -0.28, d: 0.96, tx: 0, ty: 0) }
                if row % 5 == 1 { $0.clipsToBounds = true }
            }
            t.add("label\(row)", "UILabel", Rect(250, 12, 160, 20), to: cell)
        }
        let hierarchy = t.hierarchy
        let oracle = OracleDrawing(hierarchy)
        let screen = ScreenMap(hierarchy)
        let index = DrawnViewIndex(hierarchy, screen: screen)
        #expect(index.cell >= 128, "the rows should set a cell larger than the smallest")
        // Every 2.5 points; a hair either side of the cell edges; and just inside each view's edges, where a view's
        // last cell ends.
        let edges = stride(from: 0.0, through: 1024, by: index.cell).flatMap { [$0 - 0.001, $0, $0 + 0.001] }
        var points = Self.points(400, 900) + edges.flatMap { edge in stride(from: -4.0, through: 904, by: 3.5).flatMap { [Point(edge, $0), Point($0, edge)] } }
        for id in hierarchy.drawingOrder {
            guard let box = Box(bounding: screen.corners(of: id, in: hierarchy)) else { continue }
            let (midX, midY) = ((box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2)
            points += [Point(midX, box.maxY - 0.25), Point(box.maxX - 0.25, midY), Point(midX, box.minY + 0.25), Point(box.minX + 0.25, midY)]
        }
        var differences: [String] = []
        for point in points where differences.count < 5 {
            if index.viewsDrawn(at: point) != oracle.viewsDrawn(at: point) { differences.append("\(point)") }
        }
        #expect(differences.isEmpty, "\(differences)")
    }

    @Test("The parts touches cannot reach through an ancestor: inside one, the path query refuses; outside every one, it does not")
    func refusedParts() throws {
        var t = TreeBuilder()
        let w = t.window("main", frame: Rect(0, 0, 200, 150))
        let card = t.add("card", "UIView", Rect(20, 20, 60, 40), to: w)
        t.add("badge", "UIButton", Rect(40, 10, 50, 20), to: card)
        let hidden = t.add("hidden", "UIView", Rect(100, 20, 60, 60), to: w) { $0.isHidden = true }
        t.add("inside", "UIButton", Rect(10, 10, 20, 20), to: hidden)
        let hierarchy = t.hierarchy
        let screen = ScreenMap(hierarchy)
        let badge = try #require(hierarchy.id(named: "badge"))
        let path = ViewPath(badge, in: hierarchy)
        let parts = path.refusedParts(on: screen)
        #expect(parts.count == 1 && parts.first?.refusal.ancestor == hierarchy.id(named: "card") && parts.first?.refusal.reason == .pointInsideNo)
        // The badge lies at x 60…110, y 30…50 on the screen; the card ends at x 80: the part beyond is refused.
        for (point, refused) in [(Point(70, 40), false), (Point(90, 40), true), (Point(109.5, 49.5), true)] {
            #expect((path.position(at: point).refusal != nil) == refused, "\(point)")
            #expect(parts.contains { ConvexClip.contains($0.polygon, point) } == refused, "\(point)")
        }
        let inside = try #require(hierarchy.id(named: "inside"))
        let blocked = ViewPath(inside, in: hierarchy).refusedParts(on: screen)
        #expect(blocked.map(\.refusal.reason) == [.blocks(.skipped(.hidden))])
    }

    @Test("Refused parts read from the boxes every ancestor lets touches down in equal the walk: flush and rounding-apart edges, outsets, minimum sizes, turned and curved hit areas, a blocking ancestor")
    func refusedPartsFromOpenBoxes() {
        for seed in UInt64(1)...4 {
            var t = TreeBuilder()
            var parent = t.window("main", frame: Rect(0, 0, 60, 40))
            var random = SeededRandom(seed: seed)
            for level in 0..<80 {
                // Bounds origins in tenths and quarters, each view's frame at its parent's: every level's box is the
                // window's up to the rounding of its map to the screen (edges flush, or a rounding apart).
                func offset() -> Double { Double(random.int(-2...2)) * (level % 2 == 0 ? 0.1 : 0.25) }
                let inParent = t.hierarchy[parent].boundsOrigin
                parent = t.add("v\(level)", "UIView", Rect(inParent.x, inParent.y, 60, 40), to: parent) { view in
                    view.boundsOrigin = Point(offset(), offset())
                    view.isUserInteractionEnabled = level != 50
                    switch random.int(0...9) {
                    case 0: view.pointInsideRule = .outsets(EdgeOutsets(all: 0.3))
                    case 1: view.pointInsideRule = .minimumSize(Size(61, 41))
                    case 2 where level > 60: view.pointInsideRule = .circle
                    case 3 where level > 60: view.transform = Transform2D(a: 0.9998, b: 0.02, c: -0.02, d: 0.9998, tx: 0, ty: 0)
                    case 4: view.hitTestRule = .ignoresBounds
                    case 5 where level > 70: view.pointInsideRule = .outsets(EdgeOutsets(all: -0.1))
                    case 6 where level > 60: view.pointInsideRule = .roundedRect(radius: 8)
                    default: break
                    }
                }
                // A leaf beside the chain: flush with its parent, inside it, or a tenth over its edge.
                let origin = t.hierarchy[parent].boundsOrigin
                let (dx, dy) = (Double(random.int(-1...1)) * 0.1, Double(random.int(-1...1)) * 0.1)
                t.add("leaf\(level)", "UIButton", Rect(origin.x + dx, origin.y + dy, 60 - abs(dx) * 2, 40 - abs(dy) * 2 * Double(random.int(0...1))), to: parent)
                // Small views in the corners of the parent's bounds and of its circle's square: outside a curved
                // hit area, inside the box around it.
                t.add("corner\(level)", "UIButton", Rect(origin.x + 0.5, origin.y + 0.5, 5, 5), to: parent)
                t.add("square\(level)", "UIButton", Rect(origin.x + 10.5, origin.y + 0.5, 5, 5), to: parent)
            }
            let hierarchy = t.hierarchy
            let screen = ScreenMap(hierarchy)
            let paths = ViewPaths(hierarchy, on: screen)
            var differences: [String] = []
            var refusing = 0
            for index in 0..<hierarchy.count {
                let id = ViewID(index)
                let walked = ViewPath(id, in: hierarchy).refusedParts(on: screen)
                if !walked.isEmpty { refusing += 1 }
                if paths.refusedParts(of: id) != walked { differences.append(hierarchy[id].name) }
            }
            #expect(differences.isEmpty, "seed \(seed): \(differences.count) views differ, e.g. \(differences.prefix(5))")
            // Both answers occur: views that an ancestor refuses somewhere, and views every ancestor lets down.
            #expect(refusing > 10 && refusing < hierarchy.count - 10, "seed \(seed): \(refusing) of \(hierarchy.count) views refused")
        }
    }
}
