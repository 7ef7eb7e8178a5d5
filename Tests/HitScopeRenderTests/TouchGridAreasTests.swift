import HitScopeCore
import HitScopeFixtures
import HitScopeRender
import Testing

/// Each view's count of touch cells, most first and ties by view order, as a plain count by dictionary gives it.
struct TouchGridAreasTests {
    private func counted(_ grid: TouchGrid) -> [(view: ViewID?, cells: Int)] {
        var counts: [Int32: Int] = [:]
        for cell in grid.cells { counts[cell, default: 0] += 1 }
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { ($0.key < 0 ? nil : ViewID(Int($0.key)), $0.value) }
    }

    @Test("Generated screens, a grid with no dead zone, one with ties, and an empty one")
    func areas() {
        var grids = [UInt64(1), 2, 3].map { seed in
            let scene = SceneGenerator(viewCount: 200, seed: seed).generate()
            return TouchGrid(TouchAreaMap(tester: HitTester(scene.hierarchy), size: scene.size))
        }
        grids += [
            TouchGrid(width: 3, height: 2, cells: [4, 4, 7, 7, 9, 9]),
            TouchGrid(width: 2, height: 2, cells: [-1, 2, 2, -1]),
            TouchGrid(width: 0, height: 0, cells: []),
        ]
        for grid in grids {
            let (found, expected) = (grid.areas, counted(grid))
            #expect(found.map(\.view) == expected.map(\.view) && found.map(\.cells) == expected.map(\.cells))
        }
        #expect(grids[0].areas.count > 20 && grids[4].areas.first.map { $0.view == nil && $0.cells == 2 } == true)
    }
}
