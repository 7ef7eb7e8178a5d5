/// The views drawn at each 1-point cell of a rectangle of screen space (the screen, or a drawing's canvas around it),
/// front to back: `ScreenMap.viewsDrawn(at:in:)` at each cell's centre, worked out once for a page that looks the
/// answer up instead of testing shapes (as `TraceRegionMap` does for touches).
///
/// Cells with the same views share a stack, and stacks share their backs: stack `s` is the view `front[s]` drawn on
/// top of the views of stack `behind[s]`; stack 0 holds no view. Rows are runs of one stack, so a map costs what its
/// edges cost, not its cells. Built row by row, the views of each row painted in drawing order: an upright
/// rectangle in an upright clip (nearly every view) fills a rectangle of cells, whose edges the path query
/// (`ViewPath.draws(at:)`, what `ScreenMap.draws` asks) sets; any other view is asked cell by cell inside its box.
public struct DrawnViewMap: Sendable {
    /// The cell at column 0, row 0 covers `originX ..< originX + 1`, `originY ..< originY + 1` (screen points).
    public let originX: Int
    public let originY: Int
    public let width: Int
    public let height: Int
    /// Each row as runs, `[count, stack, count, stack, …]`, the counts adding up to `width`.
    public let rows: [[Int32]]
    /// For each stack, its frontmost view's index (-1 for stack 0) and the stack of the views behind it.
    public let front: [Int32]
    public let behind: [Int32]

    /// The map of `width` × `height` cells from `(originX, originY)`; `screen` is the hierarchy's `ScreenMap`. Nil when
    /// it would hold more than `maximumNumbers` numbers (two for each run and each stack): the building stops there.
    public init?(
        _ hierarchy: ViewHierarchy, screen: ScreenMap, originX: Int, originY: Int, width: Int, height: Int,
        maximumNumbers: Int = .max
    ) {
        self.originX = originX
        self.originY = originY
        self.width = max(0, width)
        self.height = max(0, height)
        let cells = CellSpans(originX: originX, originY: originY, width: self.width, height: self.height)
        // Each view's rows and, for an upright rectangle in an upright clip, its columns; views by first row.
        var painters: [Painter] = []
        var startingAt = [[Int32]](repeating: [], count: self.height)
        let steps = ViewPath.steps(of: hierarchy)
        var chains = [TranslationChain?](repeating: nil, count: hierarchy.count)
        for id in hierarchy.drawingOrder {
            let parent = hierarchy.parent(of: id)
            chains[id.index] = TranslationChain(hierarchy[id], below: parent.map { chains[$0.index] } ?? .window)
            let chain = chains[id.index]
            guard let painter = Painter(id, hierarchy: hierarchy, steps: steps, screen: screen, cells: cells, chain: chain) else { continue }
            startingAt[painter.rows.lowerBound].append(Int32(painters.count))
            painters.append(painter)
        }
        var stacks = StackTree()
        var rows: [[Int32]] = []
        rows.reserveCapacity(self.height)
        var runNumbers = 0
        var active: [Int32] = []  // painters covering the row, in drawing order (their indices ascend)
        // Whether every active painter fills the same columns in every row: then a row with the same painters as the
        // row above paints the same cells, pushes the same stacks (`StackTree` gives a known push its number) and is
        // that row's runs again.
        var activeFillColumns = true
        var row = [Int32](repeating: 0, count: self.width)
        for y in 0..<self.height {
            let activeBefore = active.count
            active.removeAll { !painters[Int($0)].rows.contains(y) }
            for index in startingAt[y] {
                active.insert(index, at: active.firstIndex { $0 > index } ?? active.count)
            }
            let changed = active.count != activeBefore || !startingAt[y].isEmpty
            if changed { activeFillColumns = active.allSatisfy { painters[Int($0)].columns != nil } }
            if y > 0, !changed, activeFillColumns {
                rows.append(rows[y - 1])
            } else {
                let centreY = cells.centreY(y)
                // The row's cells through its buffer: every view paints its columns of every row it covers, and the
                // array's uniqueness check per cell was an eighth of a deep report's time.
                // The painters read in place: a copy of each for each row cost its path's retains and releases.
                painters.withUnsafeBufferPointer { painters in
                    row.withUnsafeMutableBufferPointer { row in
                        row.update(repeating: 0)
                        guard let first = painters.baseAddress else { return }
                        for index in active {
                            let painter = first + Int(index)
                            // Neighbouring cells mostly hold one stack: it is pushed onto once per run, not once per
                            // cell (a scene 5,000 levels deep pushed 1.25 billion times on a phone's screen).
                            var pushed = (onto: Int32(-1), stack: Int32(0))
                            let view = Int32(painter.pointee.view.index)
                            func paint(_ x: Int) {
                                if row[x] != pushed.onto { pushed = (row[x], stacks.push(view, on: row[x])) }
                                row[x] = pushed.stack
                            }
                            if let columns = painter.pointee.columns {
                                for x in columns { paint(x) }
                            } else if let path = painter.pointee.path {
                                for x in painter.pointee.box where path.draws(at: Point(cells.centreX(x), centreY)) { paint(x) }
                            }
                        }
                    }
                }
                rows.append(Self.runs(row))
            }
            runNumbers += rows[y].count
            if runNumbers + 2 * stacks.front.count > maximumNumbers { return nil }
        }
        self.rows = rows
        self.front = stacks.front
        self.behind = stacks.behind
    }

    /// The views drawn at the centre of the cell at `column`, `row`, front to back (none outside the map).
    public func viewsDrawn(column: Int, row: Int) -> [ViewID] {
        guard (0..<width).contains(column), (0..<height).contains(row) else { return [] }
        var start = 0
        var stack: Int32 = 0
        for run in stride(from: 0, to: rows[row].count, by: 2) {
            start += Int(rows[row][run])
            if column < start {
                stack = rows[row][run + 1]
                break
            }
        }
        var views: [ViewID] = []
        while stack > 0 {
            views.append(ViewID(Int(front[Int(stack)])))
            stack = behind[Int(stack)]
        }
        return views
    }

    private static func runs(_ row: [Int32]) -> [Int32] {
        var runs: [Int32] = []
        row.withUnsafeBufferPointer { row in
            var x = 0
            while x < row.count {
                var end = x + 1
                while end < row.count, row[end] == row[x] { end += 1 }
                runs.append(Int32(end - x))
                runs.append(row[x])
                x = end
            }
        }
        return runs
    }
}

/// The cells of a `DrawnViewMap`: their centres, and the cells whose centres lie in a range of screen coordinates.
private struct CellSpans {
    let originX, originY, width, height: Int

    func centreX(_ column: Int) -> Double { Double(originX + column) + 0.5 }
    func centreY(_ row: Int) -> Double { Double(originY + row) + 0.5 }

    /// The columns whose centres lie in `low...high`.
    func columns(_ low: Double, _ high: Double) -> Range<Int> { Self.span(low, high, count: width, centre: centreX) }
    /// The rows whose centres lie in `low...high`.
    func rows(_ low: Double, _ high: Double) -> Range<Int> { Self.span(low, high, count: height, centre: centreY) }

    /// The row of `range` whose centre is nearest `y`; nil for an empty range.
    func nearestRow(to y: Double, in range: Range<Int>) -> Int? { Self.nearest(y - Double(originY), in: range) }
    /// The column of `range` whose centre is nearest `x`; nil for an empty range.
    func nearestColumn(to x: Double, in range: Range<Int>) -> Int? { Self.nearest(x - Double(originX), in: range) }

    /// The index of `range` nearest `offset` cells from the origin (cell `i`'s centre is `i + 0.5`).
    private static func nearest(_ offset: Double, in range: Range<Int>) -> Int? {
        guard !range.isEmpty else { return nil }
        guard offset.isFinite else { return range.lowerBound }
        let floor = offset.rounded(.down)
        if floor <= Double(range.lowerBound) { return range.lowerBound }
        if floor >= Double(range.upperBound - 1) { return range.upperBound - 1 }
        return Int(floor)
    }

    private static func span(_ low: Double, _ high: Double, count: Int, centre: (Int) -> Double) -> Range<Int> {
        guard count > 0, low <= high else { return 0..<0 }
        // Bisected on the centres themselves: the very comparisons of the inside test, whatever the magnitudes.
        let first = firstIndex(count, from: 0) { centre($0) >= low }
        return first..<firstIndex(count, from: first) { centre($0) > high }
    }

    /// The first index in `start..<count` whose `predicate` holds (false, then true, along the indices), or `count`.
    private static func firstIndex(_ count: Int, from start: Int, _ predicate: (Int) -> Bool) -> Int {
        var (low, high) = (start, count)
        while low < high {
            let middle = (low + high) / 2
            if predicate(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

/// How one view is painted into a `DrawnViewMap`'s rows.
private struct Painter {
    let view: ViewID
    /// The rows it may be drawn in.
    let rows: Range<Int>
    /// For an upright rectangle in an upright clip: the columns it is drawn in, in every one of `rows`.
    let columns: Range<Int>?
    /// Otherwise, the columns to ask the path query about.
    let box: Range<Int>
    /// Where the view is drawn (the engine's path query), kept for a view asked cell by cell only: a path holds a
    /// step per ancestor, and one kept for every view of a scene 5,000 levels deep took gigabytes.
    let path: ViewPath?

    /// `steps`: every view's step of its path (`ViewPath.steps(of:)`); `chain`: the view's `TranslationChain`, if
    /// it has one.
    init?(_ id: ViewID, hierarchy: ViewHierarchy, steps: [ViewPath.Step], screen: ScreenMap, cells: CellSpans, chain: TranslationChain?) {
        view = id
        let corners = screen.corners(of: id, in: hierarchy)
        if let (own, clip) = Self.uprightRectangles(corners, clip: screen.clip[id.index]) {
            // A rectangle of cells: the box's cells, a cell wider each way, trimmed by the path query along its middle.
            let drawn = Box(minX: max(own.minX, clip.minX), minY: max(own.minY, clip.minY), maxX: min(own.maxX, clip.maxX), maxY: min(own.maxY, clip.maxY))
            var columns = cells.columns(drawn.minX - 1, drawn.maxX + 1)
            var rows = cells.rows(drawn.minY - 1, drawn.maxY + 1)
            self.path = nil
            // The path (a step per ancestor) is gathered only for a cell centre within rounding of an edge.
            var path: ViewPath?
            func draws(at point: Point) -> Bool {
                if let known = chain?.decides(point, in: drawn) { return known }
                let built = path ?? ViewPath(id, in: hierarchy, steps: steps)
                path = built
                return built.draws(at: point)
            }
            if let middle = cells.nearestRow(to: (drawn.minY + drawn.maxY) / 2, in: rows) {
                columns = Self.trimmed(columns) { draws(at: Point(cells.centreX($0), cells.centreY(middle))) }
            }
            if let middle = cells.nearestColumn(to: (drawn.minX + drawn.maxX) / 2, in: columns) {
                rows = Self.trimmed(rows) { draws(at: Point(cells.centreX(middle), cells.centreY($0))) }
            }
            self.columns = columns
            self.rows = rows
            box = 0..<0
            if rows.isEmpty || columns.isEmpty { return nil }
            return
        }
        columns = nil
        self.path = ViewPath(id, in: hierarchy, steps: steps)
        // Within a cell of the polygon's box (a hair of rounding aside); everywhere when that box is not finite.
        if let around = Box(bounding: corners), [around.minX, around.minY, around.maxX, around.maxY].allSatisfy({ $0.isFinite }) {
            rows = cells.rows(around.minY - 1, around.maxY + 1)
            box = cells.columns(around.minX - 1, around.maxX + 1)
        } else {
            rows = 0..<cells.height
            box = 0..<cells.width
        }
        if rows.isEmpty || box.isEmpty { return nil }
    }

    /// `range` without the cells at either end where `drawn` says no.
    private static func trimmed(_ range: Range<Int>, _ drawn: (Int) -> Bool) -> Range<Int> {
        var (low, high) = (range.lowerBound, range.upperBound)
        while low < high, !drawn(low) { low += 1 }
        while high > low, !drawn(high - 1) { high -= 1 }
        return low..<high
    }

    /// The boxes of a view's polygon and of its clip (the polygon's own box when nothing clips it), when both are
    /// upright rectangles of a sane size.
    private static func uprightRectangles(_ polygon: [Point], clip: [Point]?) -> (Box, Box)? {
        guard let own = uprightRectangle(polygon) else { return nil }
        guard let clip else { return (own, own) }
        return uprightRectangle(clip).map { (own, $0) }
    }

    /// The box of a polygon that is exactly an upright rectangle of a sane size (its four corners, each edge upright,
    /// at least a millionth of a point and at most 10¹⁵ points a side): then the cells it draws in are a rectangle.
    private static func uprightRectangle(_ polygon: [Point]) -> Box? {
        guard polygon.count == 4, let box = Box(bounding: polygon) else { return nil }
        let sides = [box.width, box.height]
        guard sides.allSatisfy({ $0 >= 1e-6 && $0 <= 1e15 }),
            [box.minX, box.minY, box.maxX, box.maxY].allSatisfy({ abs($0) <= 1e15 }),
            abs(ConvexClip.signedArea(polygon)) > 1e-12
        else { return nil }
        for index in 0..<4 {
            let p = polygon[index], q = polygon[(index + 1) % 4]
            guard (p.x == box.minX || p.x == box.maxX) && (p.y == box.minY || p.y == box.maxY), p.x == q.x || p.y == q.y,
                p != q
            else { return nil }
        }
        return box
    }
}

/// Stacks of views as a tree: pushing a view on a stack gives the same stack number every time.
private struct StackTree {
    private(set) var front: [Int32] = [-1]
    private(set) var behind: [Int32] = [0]
    private var children: [Int64: Int32] = [:]
    /// The last push, which the next cell nearly always repeats.
    private var last: (view: Int32, on: Int32, stack: Int32) = (-1, -1, 0)

    mutating func push(_ view: Int32, on stack: Int32) -> Int32 {
        if last.view == view && last.on == stack { return last.stack }
        let key = Int64(stack) << 32 | Int64(UInt32(bitPattern: view))
        let child: Int32
        if let known = children[key] {
            child = known
        } else {
            child = Int32(front.count)
            front.append(view)
            behind.append(stack)
            children[key] = child
        }
        last = (view, stack, child)
        return child
    }
}

/// A view whose path from its window is translations alone (no transform on it, its window or any view between):
/// its box on the screen (`ScreenMap`'s composed translation, clipped) is then where the path query says it is drawn,
/// up to the rounding of the two ways of adding the same frame and bounds origins. A point farther than that from
/// every edge of the box is decided by the box, with no step per ancestor: what keeps a chain *d* deep from costing
/// *d*² (DrawnViewMapTests; the deep report's row of `scripts/bench`).
struct TranslationChain {
    /// The views on the path, the view included.
    let depth: Int
    /// The sum of the magnitudes of every origin, size and mask number on the path: no value either way of adding
    /// them reaches beyond it plus the point's own.
    let magnitude: Double

    /// Where a window's chain starts.
    static let window = TranslationChain(depth: 0, magnitude: 0)

    private init(depth: Int, magnitude: Double) {
        self.depth = depth
        self.magnitude = magnitude
    }

    /// The chain of `view` below its superview's (`window` for a window); nil when it or any view above has a
    /// transform.
    init?(_ view: View, below parent: TranslationChain?) {
        guard let parent, view.transform.isIdentity else { return nil }
        let mask = view.mask.map { abs($0.origin.x) + abs($0.origin.y) + abs($0.size.width) + abs($0.size.height) } ?? 0
        let numbers = abs(view.frame.origin.x) + abs(view.frame.origin.y) + abs(view.boundsOrigin.x) + abs(view.boundsOrigin.y)
            + abs(view.frame.size.width) + abs(view.frame.size.height) + mask
        self.init(depth: parent.depth + 1, magnitude: parent.magnitude + numbers)
    }

    /// Whether the view is drawn at `point`, when its box `drawn` says so beyond rounding; nil within rounding of an
    /// edge (or for numbers too large to bound), where the path query answers. Each of the at most 4 × (`depth` + 1)
    /// additions either way rounds by at most half an ulp of a value no larger than `magnitude` plus the point's.
    func decides(_ point: Point, in drawn: Box) -> Bool? {
        let margin = 8 * Double(depth + 2) * Double.ulpOfOne * (magnitude + abs(point.x) + abs(point.y) + 1)
        guard margin.isFinite else { return nil }
        if point.x > drawn.minX + margin && point.x < drawn.maxX - margin && point.y > drawn.minY + margin && point.y < drawn.maxY - margin {
            return true
        }
        if point.x < drawn.minX - margin || point.x > drawn.maxX + margin || point.y < drawn.minY - margin || point.y > drawn.maxY + margin {
            return false
        }
        return nil
    }
}
