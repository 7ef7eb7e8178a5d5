/// Computes a `TouchAreaMap` by walking the view tree once, in UIKit's hit-test order, over rectangles of cells
/// instead of point by point.
///
/// Why it equals per-point hit-testing: a cell's answer is decided by the first view, in the depth-first,
/// last-subview-first order of `hitTest`, that returns non-nil for it. The walk follows that order and keeps, per
/// cell, whether it is already decided (`owner`). A view's `hitTest` is reached by exactly the undecided cells in
/// the intersection of its ancestors' "inside" rectangles (plain views: bounds, minimumSize, outsets, always);
/// with an identity transform, a point's coordinates in a view's space are computed per column and per row with
/// the very same floating-point operations the engine uses, so every inside test gives the engine's answer.
/// Views the walk cannot treat as rectangles (transforms, circles, rounded rects, very deep nesting) are handed
/// to the engine itself for each undecided cell that reaches them. Overrides act on the cells decided during
/// their own call (a claim counter tells which): `redirectTo` re-labels them, `passThrough` lets its own cells
/// fall through, `ignoresBounds` and `ignoresBoundsReturningSelf` widen what reaches their subviews.
///
/// The columns and rows need not be 1-point cells: each column is a sample x and each row a sample y in screen
/// space, any ascending values (`TouchAreaMap` uses `x + 0.5` for 1-point cells; the audit uses the midpoints of
/// the intervals between the edges of the views near a control). Every argument above holds per sample, so a
/// cell's owner is the engine's answer at its sample point. A `Scope` limits the walk to the windows and
/// subviews that can answer somewhere in the samples (every other view returns nil there), so a walk over a
/// small region costs what that region holds, not the whole tree.
///
/// Cost: the area of the rectangles the walk visits (the painted area at each level of the tree) plus the tree
/// size — not points × views.
package struct TouchAreaMapBuilder {
    /// The views a walk may reach: these windows, and for each view listed, only these subviews. A view that can
    /// return non-nil at some sample must be listed under its superview (or be a listed window).
    package struct Scope {
        package var windows: Set<ViewID>
        /// For each view, the positions in `HitTester.subviewIDs` of the subviews to ask, ascending.
        package var subviews: [ViewID: [Int32]]

        package init(windows: Set<ViewID>, subviews: [ViewID: [Int32]]) {
            self.windows = windows
            self.subviews = subviews
        }
    }

    private let tester: HitTester
    private let width: Int
    private let height: Int
    private let xs: [Double]
    private let ys: [Double]
    private let scope: Scope?
    package private(set) var owner: [Int32]
    private var stamp: [UInt32]
    private var clock: UInt32 = 1

    /// Nesting beyond which views are handed to the engine cell by cell: as deep as a scene may nest
    /// (`SceneDepth.maximum` in HitScopeScene), so that a chain of thousands of views costs the rectangles of each
    /// level, not every cell times the levels below. A level keeps its rectangle's coordinates (a column and a row
    /// each): 10,000 levels over a 375 × 667 screen hold 83 MB at most.
    private static let maximumRectangleDepth = 10_000

    /// 1-point cells over `width` × `height` points, each standing for its centre.
    package init(tester: HitTester, width: Int, height: Int) {
        self.init(
            tester: tester, xs: (0..<width).map { Double($0) + 0.5 }, ys: (0..<height).map { Double($0) + 0.5 })
    }

    /// One cell per pair of sample coordinates (screen space, each array ascending), walking only `scope` if given.
    package init(tester: HitTester, xs: [Double], ys: [Double], scope: Scope? = nil) {
        (self.tester, self.scope) = (tester, scope)
        (self.xs, self.ys, self.width, self.height) = (xs, ys, xs.count, ys.count)
        owner = [Int32](repeating: -1, count: xs.count * ys.count)
        stamp = [UInt32](repeating: 0, count: xs.count * ys.count)
    }

    /// A rectangle of cells (columns `c0..<c1`, rows `r0..<r1`) with each column's x and each row's y in some
    /// view's bounds space.
    private struct Area {
        var c0, c1, r0, r1: Int
        var xs: [Double]
        var ys: [Double]
        var isEmpty: Bool { c0 >= c1 || r0 >= r1 }
    }

    private enum Stage { case subviews, finish }

    /// A view whose subviews are being walked.
    private struct Frame {
        let view: ViewID
        /// The cells that reach the subviews, with coordinates in the view's bounds space.
        let area: Area
        let firstStamp: UInt32
        /// The next subview to ask, walking down to `lowest`: a position in `subviewIDs`, or with a scope an index
        /// into `scoped`.
        var cursor: Int32
        let lowest: Int32
        let scoped: [Int32]?
    }

    package mutating func paint() {
        let screen = Area(c0: 0, c1: width, r0: 0, r1: height, xs: xs, ys: ys)
        for window in tester.windowOrder where scope?.windows.contains(window) ?? true { visit(window, from: screen) }
    }

    /// Runs `view.hitTest` for every undecided cell of `parentArea` (coordinates in the superview's space).
    private mutating func visit(_ root: ViewID, from parentArea: Area) {
        var stack: [Frame] = []
        if let frame = enter(root, from: parentArea, depth: 0) { stack.append(frame) }
        while let top = stack.indices.last {
            let cursor = stack[top].cursor
            if cursor >= stack[top].lowest {
                stack[top].cursor = cursor - 1
                let position = stack[top].scoped.map { $0[Int(cursor)] } ?? cursor
                let child = tester.subviewIDs[Int(position)]
                if let frame = enter(child, from: stack[top].area, depth: stack.count) { stack.append(frame) }
                continue
            }
            finish(stack.removeLast())
        }
    }

    /// Starts `view.hitTest` over the area; returns a frame when its subviews are to be walked.
    private mutating func enter(_ id: ViewID, from parent: Area, depth: Int) -> Frame? {
        let behavior = tester.behaviors[id.index]
        if behavior.isClosed || parent.isEmpty { return nil }
        guard isRectangular(behavior), depth < Self.maximumRectangleDepth else {
            engineForEachCell(id, parent)
            return nil
        }
        let translation = behavior.placement.translation
        let xs = parent.xs.map(translation.fromSuperviewX)
        let ys = parent.ys.map(translation.fromSuperviewY)
        var area = Area(c0: parent.c0, c1: parent.c1, r0: parent.r0, r1: parent.r1, xs: xs, ys: ys)
        if behavior.gate == .pointInside {
            guard let inside = insideArea(behavior, area) else { return nil }
            area = inside
            if area.isEmpty { return nil }
            if behavior.returnsSelfWhenInside {
                claimUndecided(area, as: id)
                return nil
            }
        }
        if let scope {
            let scoped = scope.subviews[id] ?? []
            return Frame(
                view: id, area: area, firstStamp: clock, cursor: Int32(scoped.count) - 1, lowest: 0, scoped: scoped)
        }
        let first = tester.subviewStart[id.index], end = tester.subviewStart[id.index + 1]
        return Frame(view: id, area: area, firstStamp: clock, cursor: end - 1, lowest: first, scoped: nil)
    }

    /// The view's subviews are done: its fallback takes the cells still undecided, then its override rewrites the
    /// cells decided during its call.
    private mutating func finish(_ frame: Frame) {
        let behavior = tester.behaviors[frame.view.index]
        switch behavior.fallback {
        case .returnsSelf, .returnsSelfAnywhere:
            claimUndecided(frame.area, as: frame.view)
        case .returnsSelfIfInside:
            if let inside = insideArea(behavior, frame.area) { claimUndecided(inside, as: frame.view) }
        }
        switch behavior.rewrite {
        case .none:
            break
        case .passThrough:
            // Self becomes nil: those cells are undecided again, for the views behind.
            relabel(frame.area, since: frame.firstStamp, from: frame.view.rawValue, to: -1)
        case .redirect:
            relabel(frame.area, since: frame.firstStamp, from: nil, to: behavior.redirectTarget)
        }
    }

    /// Whether the view's inside test is a rectangle the walk can intersect: identity transform, and a
    /// `pointInside` that is a box (bounds, minimumSize, outsets) or everything.
    private func isRectangular(_ behavior: HitBehavior) -> Bool {
        guard behavior.placement.isTranslation else { return false }
        switch behavior.pointInside {
        case .bounds, .minimumSize, .outsets, .always, .never: return true
        case .circle, .roundedRect: return false
        }
    }

    /// The part of `area` (coordinates in the view's space) inside the view; nil when none of it is.
    private func insideArea(_ behavior: HitBehavior, _ area: Area) -> Area? {
        switch behavior.pointInside {
        case .always: return area
        case .never: return nil
        default:
            guard let box = behavior.pointInside.area(for: behavior.bounds) else { return nil }
            // Coordinates grow with the column (and row), so the inside cells form one run each way.
            guard let columns = run(area.xs, from: box.minX, below: box.maxX),
                let rows = run(area.ys, from: box.minY, below: box.maxY)
            else { return nil }
            return Area(
                c0: area.c0 + columns.lowerBound, c1: area.c0 + columns.upperBound, r0: area.r0 + rows.lowerBound,
                r1: area.r0 + rows.upperBound, xs: Array(area.xs[columns]), ys: Array(area.ys[rows]))
        }
    }

    /// The indices `i` with `low <= values[i] < high`, for ascending `values`.
    private func run(_ values: [Double], from low: Double, below high: Double) -> Range<Int>? {
        let start = partition(values) { $0 >= low }
        let end = partition(values) { $0 >= high }
        return start < end ? start..<end : nil
    }

    /// The first index whose value satisfies `predicate` (which is false then true along ascending values).
    private func partition(_ values: [Double], _ predicate: (Double) -> Bool) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if predicate(values[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The hottest loop of every area measure (each view's fallback claims its undecided cells): over the two
    /// arrays' storage, once the rectangle is known to lie in the grid.
    private mutating func claimUndecided(_ area: Area, as id: ViewID) {
        guard area.r0 >= 0, area.c0 >= 0, area.r0 <= area.r1, area.c0 <= area.c1, area.c1 <= width, area.r1 <= height else {
            return claimUndecidedChecked(area, as: id)
        }
        let (width, value) = (self.width, id.rawValue)
        var clock = self.clock
        owner.withUnsafeMutableBufferPointer { owner in
            stamp.withUnsafeMutableBufferPointer { stamp in
                for row in area.r0..<area.r1 {
                    let start = row * width
                    for cell in start + area.c0..<start + area.c1 where owner[cell] < 0 {
                        owner[cell] = value
                        stamp[cell] = clock
                        clock &+= 1
                    }
                }
            }
        }
        self.clock = clock
    }

    private mutating func claimUndecidedChecked(_ area: Area, as id: ViewID) {
        for row in area.r0..<area.r1 {
            for cell in row * width + area.c0..<row * width + area.c1 where owner[cell] < 0 {
                owner[cell] = id.rawValue
                stamp[cell] = clock
                clock &+= 1
            }
        }
    }

    /// Gives the cells decided since `first` (those owned by `from`, or all of them) the owner `to`.
    private mutating func relabel(_ area: Area, since first: UInt32, from: Int32?, to: Int32) {
        for row in area.r0..<area.r1 {
            for cell in row * width + area.c0..<row * width + area.c1
            where owner[cell] >= 0 && stamp[cell] >= first && (from == nil || owner[cell] == from) {
                owner[cell] = to
            }
        }
    }

    /// For views that are not rectangles: the engine's own `hitTest` from this view, at each undecided cell.
    private mutating func engineForEachCell(_ id: ViewID, _ parent: Area) {
        let placement = tester.behaviors[id.index].placement
        for row in parent.r0..<parent.r1 {
            let y = parent.ys[row - parent.r0]
            for column in parent.c0..<parent.c1 {
                let cell = row * width + column
                guard owner[cell] < 0 else { continue }
                let point = placement.convertFromSuperview(Point(parent.xs[column - parent.c0], y))
                if let hit = tester.hitTest(subtree: id, point: point) {
                    owner[cell] = hit.rawValue
                    stamp[cell] = clock
                    clock &+= 1
                }
            }
        }
    }
}
