import HitScopeCore
import HitScopeFixtures
import HitScopeRender
import Testing

/// `GridRectangles.byValue` against the plain reference it replaced: each row's runs looked up by (start, end, value)
/// in a dictionary of the row above's, the rectangles of each value in the order they are opened.
struct GridRectanglesTests {
    private struct RunKey: Hashable {
        let start: Int
        let end: Int
        let value: Int32
    }

    private func reference(width: Int, height: Int, cells: [Int32]) -> [Int32: [DrawingRect]] {
        var rectangles: [Int32: [DrawingRect]] = [:]
        var open: [RunKey: Int] = [:]
        for y in 0..<height {
            var next: [RunKey: Int] = [:]
            var x = 0
            while x < width {
                let value = cells[y * width + x]
                var end = x + 1
                while end < width, cells[y * width + end] == value { end += 1 }
                let key = RunKey(start: x, end: end, value: value)
                if let index = open[key] {
                    rectangles[value, default: []][index].height += 1
                    next[key] = index
                } else {
                    rectangles[value, default: []].append(DrawingRect(x: Double(x), y: Double(y), width: Double(end - x), height: 1))
                    next[key] = rectangles[value, default: []].count - 1
                }
                x = end
            }
            open = next
        }
        return rectangles
    }

    /// Grids of blocks that stack, shift and split from row to row, with few and many values.
    private func randomGrid(seed: UInt64, width: Int, height: Int, values: Int) -> [Int32] {
        var random = SeededRandom(seed: seed)
        var cells = [Int32](repeating: -1, count: width * height)
        for y in 0..<height {
            var x = 0
            while x < width {
                let run = 1 + Int(random.next() % 6)
                // Most runs repeat the row above (rectangles grow), some change value or length.
                let copy = y > 0 && random.next() % 4 != 0
                for dx in 0..<min(run, width - x) {
                    cells[y * width + x + dx] = copy ? cells[(y - 1) * width + x + dx] : Int32(Int(random.next() % UInt64(values)) - 1)
                }
                x += run
            }
        }
        return cells
    }

    @Test("Random grids, generated screens' touch areas, one row, one column, an empty grid: as the reference cuts them")
    func sameAsReference() {
        var grids: [(width: Int, height: Int, cells: [Int32])] = []
        for seed in UInt64(1)...40 {
            let (width, height) = (1 + Int(seed % 37), 1 + Int(seed * 7 % 53))
            grids.append((width, height, randomGrid(seed: seed, width: width, height: height, values: seed % 2 == 0 ? 3 : 40)))
        }
        for seed in UInt64(1)...3 {
            let scene = SceneGenerator(viewCount: 120, seed: seed).generate()
            let grid = TouchGrid(TouchAreaMap(tester: HitTester(scene.hierarchy), size: scene.size))
            grids.append((grid.width, grid.height, grid.cells))
        }
        grids += [(5, 1, [1, 1, 2, 2, 1]), (1, 4, [3, 3, -1, 3]), (0, 0, []), (2, 2, [7, 7, 7, 7])]
        for grid in grids {
            let found = GridRectangles.byValue(width: grid.width, height: grid.height, cells: grid.cells)
            #expect(found == reference(width: grid.width, height: grid.height, cells: grid.cells), "\(grid.width)×\(grid.height)")
        }
        // The cases merge rows: a 2×2 block of one value is one rectangle.
        #expect(GridRectangles.byValue(width: 2, height: 2, cells: [7, 7, 7, 7]) == [7: [DrawingRect(x: 0, y: 0, width: 2, height: 2)]])
    }
}
