import HitScopeCore
import Testing

/// The touch-area and trace-region maps agree with per-point hit-testing at every cell.
struct MapTests {
    @Test("TouchAreaMap equals hitTest at every cell centre of generated scenes", arguments: [UInt64(1), 2, 3])
    func touchAreaMap(seed: UInt64) {
        let scene = SceneGenerator(viewCount: 300, seed: seed, size: Size(120, 90)).generate()
        let tester = HitTester(scene.hierarchy)
        let map = TouchAreaMap(tester: tester, size: scene.size)
        #expect(map.width == 120 && map.height == 90)
        for y in 0..<map.height {
            for x in 0..<map.width where map.hitView(x: x, y: y) != tester.hitTest(TouchAreaMap.centre(x, y)) {
                Issue.record("cell \(x),\(y) differs")
                return
            }
        }
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
