import HitScopeCore
import HitScopeFixtures
import HitScopeTestSupport
import Testing

/// The drawn-view map a page looks clicks up in equals asking the drawn-view index (itself proven equal to
/// `OracleDrawing`, ViewPathTests) at every cell's centre: the upright rectangles it fills (minimum edges in, maximum
/// out) and the turned views it asks about cell by cell. The index, not `ScreenMap`, answers here: the same answers
/// without asking every view at every cell, which a debug build took minutes over.
struct DrawnViewMapTests {
    /// The cells where the map and `DrawnViewIndex.viewsDrawn(at:)` disagree, over a rectangle that reaches
    /// `margin` points beyond the screen on every side.
    private func differences(_ hierarchy: ViewHierarchy, _ size: Size, margin: Int = 20) -> [String] {
        let screen = ScreenMap(hierarchy)
        let index = DrawnViewIndex(hierarchy, screen: screen)
        let width = Int(size.width.rounded(.up)) + 2 * margin, height = Int(size.height.rounded(.up)) + 2 * margin
        guard let map = DrawnViewMap(hierarchy, screen: screen, originX: -margin, originY: -margin, width: width, height: height)
        else { return ["no map"] }
        var differences: [String] = []
        for row in 0..<height {
            for column in 0..<width {
                let centre = Point(Double(column - margin) + 0.5, Double(row - margin) + 0.5)
                let expected = index.viewsDrawn(at: centre)
                if map.viewsDrawn(column: column, row: row) != expected { differences.append("\(centre)") }
            }
        }
        return differences
    }

    /// Some views clip (a random fifth, and every scroll view by its class).
    private func clipping(_ hierarchy: ViewHierarchy, seed: UInt64) -> ViewHierarchy {
        var random = SeededRandom(seed: seed)
        var hierarchy = hierarchy
        for index in 0..<hierarchy.count where random.int(0...4) == 0 {
            try? hierarchy.update(ViewID(index)) { $0.clipsToBounds = true }
        }
        return hierarchy
    }

    @Test("Generated scenes, clipped and turned views included", arguments: [UInt64(1), 2])
    func generatedScenes(seed: UInt64) {
        let scene = SceneGenerator(viewCount: 400, seed: seed, size: Size(160, 120)).generate()
        let found = differences(clipping(scene.hierarchy, seed: seed), scene.size)
        #expect(found.isEmpty, "\(found.count) cells differ, e.g. \(found.prefix(5))")
    }

    @Test("Half-point scenes: edges through cell centres (minimum edges in, maximum out), scaled, turned and hidden views", arguments: [UInt64(1), 2, 3])
    func edgesThroughCentres(seed: UInt64) {
        let curved = RandomScenes.halfPoint(seed: seed, tweaks: .curvedAndTurned)
        let plain = RandomScenes.halfPoint(seed: seed)
        for hierarchy in [clipping(plain, seed: seed), clipping(curved, seed: seed)] {
            let found = differences(hierarchy, Size(200, 150))
            #expect(found.isEmpty, "\(found.count) cells differ, e.g. \(found.prefix(5))")
        }
    }

    @Test("Fractional frames and offsets, a mirrored view, a turned clip, a view of no width")
    func trickyCases() throws {
        var t = TreeBuilder()
        let w = t.window("main", frame: Rect(0, 0, 200, 150))
        let strip = t.add("strip", "UIScrollView", Rect(10.3, 20.5, 150.25, 100.1), to: w) { $0.boundsOrigin = Point(0.1, -3.5) }
        t.add("row", "UIView", Rect(-5.5, 90.5, 200, 44), to: strip)
        t.add("mirrored", "UIView", Rect(20.5, 10, 40, 20.5), to: strip) { $0.transform = Transform2D(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
        let turned = t.add("turned", "UIView", Rect(120, 10, 60, 20), to: w) {
            $0.transform = Transform2D(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 0, ty: 0)
            $0.clipsToBounds = true
        }
        t.add("inside", "UIButton", Rect(-10, 5, 80, 10), to: turned)
        t.add("thin", "UIView", Rect(30.5, 30.5, 0, 40), to: w)
        let found = differences(t.hierarchy, Size(200, 150))
        #expect(found.isEmpty, "\(found.count) cells differ, e.g. \(found.prefix(5))")
        let map = try #require(DrawnViewMap(t.hierarchy, screen: ScreenMap(t.hierarchy), originX: 0, originY: 0, width: 200, height: 150))
        // The row is clipped by its scroll view: drawn inside it, not below it.
        #expect(map.viewsDrawn(column: 100, row: 115).map { t.hierarchy[$0].name } == ["row", "strip", "main"])
        #expect(map.viewsDrawn(column: 100, row: 125).map { t.hierarchy[$0].name } == ["main"])
        #expect(map.viewsDrawn(column: -1, row: 0).isEmpty && map.viewsDrawn(column: 0, row: 150).isEmpty)
    }

    @Test("A chain 150 views deep of fractional and half-point frames and bounds origins, some clipping, some masked: the box decides away from its edges, the path query near them")
    func deepChain() {
        var t = TreeBuilder()
        var parent = t.window("main", frame: Rect(0, 0, 40, 30))
        var random = SeededRandom(seed: 9)
        for level in 0..<150 {
            // Quarter points and tenths: some edges fall on cell centres, some a rounding away from them.
            func offset() -> Double { Double(random.int(-3...3)) * (level % 2 == 0 ? 0.25 : 0.1) }
            let frame = Rect(offset(), offset(), 40 + offset() * 4, 30 + offset() * 4)
            parent = t.add("v\(level)", "UIView", frame, to: parent) { view in
                view.boundsOrigin = Point(offset(), offset())
                view.clipsToBounds = level % 7 == 3
                if level % 50 == 10 { view.mask = Rect(2.5, 1.5, 30, 20.5) }
            }
        }
        t.add("button", "UIButton", Rect(10.5, 10.5, 10, 10), to: parent)
        let found = differences(t.hierarchy, Size(40, 30), margin: 4)
        #expect(found.isEmpty, "\(found.count) cells differ, e.g. \(found.prefix(5))")
    }

    @Test("Frame origins 0.2, 0.1, 0.2: the composed box's edge is at the cell centre 0.5, the path query's conversion puts that centre a rounding outside")
    func roundingApartAtACentre() {
        var t = TreeBuilder()
        let w = t.window("main", frame: Rect(0, 0, 20, 10))
        let a = t.add("a", "UIView", Rect(0.2, 0, 19, 10), to: w)
        let b = t.add("b", "UIView", Rect(0.1, 0, 18, 10), to: a)
        t.add("c", "UIView", Rect(0.2, 0, 10, 10), to: b)
        let found = differences(t.hierarchy, Size(20, 10), margin: 2)
        #expect(found.isEmpty, "\(found.count) cells differ, e.g. \(found.prefix(5))")
    }

    @Test("A map over its budget of numbers is not built; one within it holds exactly its runs and stacks")
    func budget() throws {
        let scene = SceneGenerator(viewCount: 200, seed: 3, size: Size(160, 120)).generate()
        let screen = ScreenMap(scene.hierarchy)
        let map = try #require(DrawnViewMap(scene.hierarchy, screen: screen, originX: 0, originY: 0, width: 160, height: 120))
        let numbers = map.rows.reduce(0) { $0 + $1.count } + 2 * map.front.count
        #expect(map.rows.allSatisfy { row in stride(from: 0, to: row.count, by: 2).reduce(0) { $0 + Int(row[$1]) } == 160 })
        #expect(DrawnViewMap(scene.hierarchy, screen: screen, originX: 0, originY: 0, width: 160, height: 120, maximumNumbers: numbers) != nil)
        #expect(DrawnViewMap(scene.hierarchy, screen: screen, originX: 0, originY: 0, width: 160, height: 120, maximumNumbers: numbers - 1) == nil)
    }
}
