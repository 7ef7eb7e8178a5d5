import HitScopeCore
import HitScopeFixtures
import HitScopeTestSupport
import Testing

/// The views drawn in each touch region (`TraceRegionMap.viewsDrawn(in:)`, what a page proves fixes for) equal the
/// union, over the region's cells, of the drawn-view map's answer at each cell, whether the map's canvas is the
/// screen, larger or offset.
struct RegionDrawnViewsTests {
    private func byCell(_ regions: TraceRegionMap, _ drawn: DrawnViewMap) -> [[ViewID]] {
        var views = [Set<ViewID>](repeating: [], count: regions.representatives.count)
        for y in 0..<regions.height {
            for x in 0..<regions.width {
                guard let region = regions.region(x: x, y: y) else { continue }
                views[region].formUnion(drawn.viewsDrawn(column: x - drawn.originX, row: y - drawn.originY))
            }
        }
        return views.map { $0.sorted { $0.index < $1.index } }
    }

    @Test("Generated scenes, on canvases around, inside and beside the screen", arguments: [UInt64(1), 2])
    func generated(seed: UInt64) throws {
        let scene = SceneGenerator(viewCount: 300, seed: seed, size: Size(160, 120)).generate()
        let tester = HitTester(scene.hierarchy)
        let regions = TraceRegionMap(tester: tester, size: scene.size)
        let screen = ScreenMap(scene.hierarchy)
        for (x, y, width, height) in [(-8, -8, 176, 136), (0, 0, 160, 120), (20, 10, 60, 50), (-30, 40, 100, 200)] {
            let drawn = try #require(DrawnViewMap(scene.hierarchy, screen: screen, originX: x, originY: y, width: width, height: height))
            let found = regions.viewsDrawn(in: drawn)
            #expect(found.count == regions.representatives.count)
            #expect(found == byCell(regions, drawn), "canvas \(x), \(y), \(width)×\(height)")
            if (x, y) == (-8, -8) { #expect(found.contains { $0.count > 1 }, "a region where several views are drawn") }
        }
    }
}
