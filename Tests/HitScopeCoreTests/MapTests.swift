import HitScopeCore
import HitScopeFixtures
import HitScopeTestSupport
import Testing

/// The touch-area and trace-region maps agree with per-point hit-testing at every cell.
struct MapTests {
    /// The number of cells where the one-walk map and per-point hit-testing disagree; the map read off the
    /// trace-region map must equal the latter too.
    private func differences(_ hierarchy: ViewHierarchy, _ size: Size) -> Int {
        let tester = HitTester(hierarchy)
        let fast = TouchAreaMap(tester: tester, size: size)
        let reference = TouchAreaMap(pointByPoint: tester, size: size)
        #expect(fast.width == reference.width && fast.height == reference.height)
        #expect(TouchAreaMap(regions: TraceRegionMap(tester: tester, size: size), tester: tester) == reference)
        return zip(fast.cells, reference.cells).filter { $0 != $1 }.count
    }

    @Test("The one-walk map equals hit-testing every cell: generated scenes", arguments: [UInt64(1), 2, 3, 4])
    func generatedScenes(seed: UInt64) {
        let scene = SceneGenerator(viewCount: 400, seed: seed, size: Size(160, 120)).generate()
        #expect(differences(scene.hierarchy, scene.size) == 0)
    }

    @Test("The one-walk map equals hit-testing every cell: crowded scenes with every override", arguments: Array(UInt64(1)...10))
    func crowdedScenes(seed: UInt64) {
        #expect(differences(RandomScenes.crowded(seed: seed), Size(375, 667)) == 0)
    }

    @Test("The one-walk map equals hit-testing every cell: fractional frames, offsets, windows, redirects to pass-through views")
    func trickyCases() throws {
        var t = TreeBuilder()
        let w = t.window("main", frame: Rect(0, 0, 200, 150))
        let strip = t.add("strip", "UIView", Rect(10.3, 20.7, 150.25, 100.1), to: w) { $0.hitTestRule = .passThrough; $0.boundsOrigin = Point(0.1, -3.3) }
        let inner = t.add("inner", "UIView", Rect(5.5, 5.5, 60.49, 40.51), to: strip) { $0.hitTestRule = .redirect(to: "strip") }
        t.add("leaf", "UIButton", Rect(1, 1, 10.5, 10.5), to: inner) { $0.pointInsideRule = .minimumSize(Size(30, 30)) }
        let bar = t.add("bar", "UITabBar", Rect(0, 120, 200, 30), to: w) { $0.hitTestRule = .ignoresBounds }
        t.add("centre", "UIButton", Rect(80, -25.5, 40, 50), to: bar) { $0.pointInsideRule = .circle }
        t.add("rotated", "UIView", Rect(120, 10, 60, 20), to: w) { $0.transform = Transform2D(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0) }
        t.window("banner", frame: Rect(30.5, 0, 100, 12.25), level: 10)
        t.window("alert", frame: Rect(0, 0, 200, 150), level: 20) { $0.isHidden = true }
        var h = t.hierarchy
        try h.resolveRedirects()
        #expect(differences(h, Size(200, 150)) == 0)
    }

    @Test("Cells of one trace region share one hit-test view and one step shape")
    func regions() {
        let scene = SceneGenerator(viewCount: 200, seed: 7, size: Size(80, 60)).generate()
        let tester = HitTester(scene.hierarchy)
        let regions = TraceRegionMap(tester: tester, size: scene.size)
        #expect(regions.representatives.count > 1)
        for y in 0..<regions.height {
            for x in 0..<regions.width {
                let region = regions.region(x: x, y: y)!
                #expect(tester.hitTest(TouchAreaMap.centre(x, y)) == tester.hitTest(regions.representatives[region]))
            }
        }
    }

    @Test("The generator is deterministic and makes the number of views asked for")
    func generator() {
        let a = SceneGenerator(viewCount: 1000, seed: 42).generate()
        let b = SceneGenerator(viewCount: 1000, seed: 42).generate()
        #expect(a.hierarchy.count == 1001)
        #expect(a.hierarchy.views == b.hierarchy.views)
        #expect(SceneGenerator(viewCount: 1000, seed: 43).generate().hierarchy.views != a.hierarchy.views)
    }
}
