/// Where along one row of cells a region's `TraceReplay` matches, found from the replay's decisions once for the row
/// rather than replayed cell by cell (`TraceRegionMap`).
///
/// When every view the replay converts through is placed by a translation alone, a point's x and y are converted
/// apart and each conversion of x only grows with x; when every `pointInside` asked is a rectangle's (the bounds,
/// `minimumSize`, outsets; or always, or never) and so is every clip and every drawn-subview test, each decision
/// along the row holds on one run of cells (those whose converted x lies in the rectangle, the row's y being in it)
/// or off it. A view placed by a transform may end the chain: the point it converts moves monotonically along the
/// row in x and in y alike (each coordinate of `Placement.convertFromSuperview` is one product of the cell's x plus
/// constants, rounded step by step), so its own rectangle tests hold on one run too, as does the drawn-subview test
/// of a transformed subview. So do the decisions below it down a chain of translations: each of their conversions
/// subtracts and adds constants to each coordinate, rounded, which keeps its order; a decision below a second
/// transform has no run. The
/// replay then matches exactly the cells inside every run its decisions need and outside every run they refuse: each
/// run's ends are found by asking the same conversions and comparisons the replay asks, so they are the replay's own
/// answers (a singular transform's points are NaN: its tests hold nowhere). Any other replay (a shaped `pointInside`,
/// a decision below two transforms, another non-finite conversion) has no `ReplayRow`.
///
/// The runs depend on the row only through the answers of the tests of its y (the cells' x is converted apart), so
/// the runs found for one row are those of any row where each of those tests answers alike (`holds(inRow:)`): a
/// region's runs are found again only where the row crosses an edge it tests, or when a transform converts the row.
struct ReplayRow {
    /// Half-open runs of cells each matching cell lies in.
    private var inside: [Range<Int>] = []
    /// Half-open runs of cells no matching cell lies in.
    private var outside: [Range<Int>] = []
    /// The row's y at each depth, and each test of it the runs were found with.
    private var ys = RowYs(screenY: 0)

    /// The runs of `replay` in row `y` of a map `width` cells wide; nil when a decision depends on the point in any
    /// other way than through a rectangle after translations, or after translations, one transform and translations.
    init?(_ replay: TraceReplay, row y: Int, width: Int, tester: HitTester) {
        let behaviors = tester.behaviors
        // The translations from the screen to the view converted at each depth, last converted (`chain`), and the
        // row's y there; a transform converted last, with the translations below it, on which no deeper transform
        // may build (`transformed`).
        // Each made with room for the replay's depths and decisions, rather than grown in steps in every row.
        var chain = RowChain(depths: replay.maxDepth + 1)
        var transformed: TransformedStep?
        let screenY = Double(y) + 0.5
        ys = RowYs(screenY: screenY, depths: replay.maxDepth + 1, decisions: replay.ops.count)
        inside.reserveCapacity(replay.ops.count)
        for op in replay.ops {
            let depth = Int(op.depth), view = Int(op.view)
            // The cells of the row whose point at `depth` lies in `rect`: nil when no run gives them.
            func cells(in rect: Rect) -> Range<Int>? {
                if let transformed, transformed.converts(depth) { return transformed.run(in: rect, at: depth, width: width) }
                guard depth < chain.depth, chain.affordable(at: depth) else { return nil }
                return ys.test(rect, at: depth) ? Self.run(in: rect, x: chain.x(at: depth), width: width) : 0..<0
            }
            switch op.kind {
            case .convert:
                let placement = behaviors[view].placement
                if var step = transformed, depth > step.depth {
                    // A view below the transformed one: its point still moves monotonically along the row when it
                    // is placed by a translation.
                    guard placement.isTranslation, step.converts(depth - 1), step.canConvert(at: depth) else { return nil }
                    step.convert(at: depth, by: placement.translation)
                    transformed = step
                    continue
                }
                // A conversion converts the point of the depth above it (the screen's at depth 0).
                guard depth <= chain.depth else { return nil }
                transformed = nil
                if placement.isTranslation {
                    let translation = placement.translation
                    chain.convert(at: depth, by: translation)
                    ys.convert(at: depth, by: translation)
                } else {
                    guard depth == 0 || chain.affordable(at: depth - 1) else { return nil }
                    let x = depth == 0 ? CellX.exact(0) : chain.x(at: depth - 1)
                    transformed = TransformedStep(depth: depth, placement: placement, x: x, y: ys.transformed(from: depth - 1))
                    chain.removeAll(from: depth)
                    ys.removeAll(from: depth)
                }
            case .pointInside:
                switch behaviors[view].pointInside.shape(in: behaviors[view].bounds) {
                case .everywhere: if !op.expected { inside.append(0..<0) }
                case .nowhere: if op.expected { inside.append(0..<0) }
                case .rect(let rect):
                    guard let run = cells(in: rect) else { return nil }
                    need(run, op.expected)
                default: return nil
                }
            case .clipped:
                let behavior = behaviors[view]
                // `clipsAway`: clipping on, and the point outside the bounds.
                if behavior.clipsToBounds {
                    guard let run = cells(in: behavior.bounds) else { return nil }
                    need(run, !op.expected)
                } else if op.expected {
                    inside.append(0..<0)
                }
            case .drawnSubviews:
                let notes = replay.notes[Int(op.notesStart)..<Int(op.notesEnd)]
                if let transformed, transformed.converts(depth) {
                    guard drawn(notes, of: view, points: .transformed(transformed), depth: depth, width: width, tester: tester) else { return nil }
                } else {
                    guard depth < chain.depth, chain.affordable(at: depth),
                        drawn(notes, of: view, points: .translated(chain), depth: depth, width: width, tester: tester)
                    else { return nil }
                }
            }
        }
    }

    /// Whether these runs are those of row `y` too: true when every test of the row's y they were found with answers
    /// alike there (and no transform converted the row, whose runs are its row's alone).
    func holds(inRow y: Int) -> Bool { ys.holds(atScreenY: Double(y) + 0.5) }

    /// The end (exclusive) of the run of cells from `start` on at which the replay matches: `start` when it does not
    /// match there.
    func runEnd(from start: Int, width: Int) -> Int {
        guard start < width, inside.allSatisfy({ $0.contains(start) }), !outside.contains(where: { $0.contains(start) }) else { return start }
        var end = width
        for run in inside { end = min(end, run.upperBound) }
        for run in outside where run.lowerBound > start { end = min(end, run.lowerBound) }
        return end
    }

    /// Needs a decision that holds on the cells of `run` (and only there) to be `expected`.
    private mutating func need(_ run: Range<Int>, _ expected: Bool) {
        if expected { inside.append(run) } else if !run.isEmpty { outside.append(run) }
    }

    /// Where the points of the view at a depth come from along the row (`drawn`).
    private enum RowPoints {
        /// Translations from the screen (`RowChain`, with the row's y in `ys`).
        case translated(RowChain)
        /// A transform, then translations (`TransformedStep`).
        case transformed(TransformedStep)
    }

    /// The cells of the row whose point at `depth`, converted further by `next` when given, lies in `rect`: nil when
    /// no run gives them.
    private mutating func cells(in rect: Rect, at depth: Int, then next: Translation?, _ points: RowPoints, width: Int) -> Range<Int>? {
        switch points {
        case .translated(let chain):
            ys.test(rect, at: depth, then: next) ? Self.run(in: rect, x: chain.x(at: depth, then: next), width: width) : 0..<0
        case .transformed(let step):
            step.run(in: rect, at: depth, then: next, width: width)
        }
    }

    /// `CompiledHierarchy.drawnSubviews`' answer, `notes`, needed at each cell: the subviews drawn there, last first.
    /// False when a subview's point is not finite, or is placed by a second transform.
    private mutating func drawn(
        _ notes: ArraySlice<Int32>, of view: Int, points: RowPoints, depth: Int, width: Int, tester: HitTester
    ) -> Bool {
        let behaviors = tester.behaviors
        guard let box = behaviors[view].subviewsDrawnIn else {
            if !notes.isEmpty { inside.append(0..<0) }
            return true
        }
        guard let container = cells(in: box, at: depth, then: nil, points, width: width) else { return false }
        // The subviews as `drawnSubviews` lists them, last first; the notes must be some of them in that order: each
        // found before (below) the one found for the note listed before it.
        let subviewIDs = tester.subviewIDs
        let subviews = Int(tester.subviewStart[view])..<Int(tester.subviewStart[view + 1])
        var position = subviews.upperBound
        for note in notes {
            guard let found = subviews[..<position].last(where: { subviewIDs[$0].rawValue == note }) else {
                inside.append(0..<0)
                return true
            }
            position = found
        }
        for subview in subviews.reversed().lazy.map({ subviewIDs[$0].rawValue }) {
            let behavior = behaviors[Int(subview)]
            let listed = notes.contains(subview)
            guard behavior.skip == nil else {
                if listed { inside.append(0..<0) }
                continue
            }
            let own: Range<Int>
            if behavior.placement.isTranslation {
                guard let run = cells(in: behavior.bounds, at: depth, then: behavior.placement.translation, points, width: width) else { return false }
                own = run
            } else {
                guard case .translated(let chain) = points else { return false }
                let step = TransformedStep(depth: depth + 1, placement: behavior.placement, x: chain.x(at: depth), y: ys.transformed(from: depth))
                guard let run = step.run(in: behavior.bounds, at: depth + 1, width: width) else { return false }
                own = run
            }
            let lower = max(container.lowerBound, own.lowerBound)
            let both = lower..<max(lower, min(container.upperBound, own.upperBound))
            if listed { inside.append(both) } else if !both.isEmpty { outside.append(both) }
        }
        return true
    }

    /// The cells whose centre, converted to x by `x`, lies in `rect`'s x range (`Rect.contains`, the converted y
    /// being in its y range: `RowYs.test`).
    private static func run(in rect: Rect, x: CellX, width: Int) -> Range<Int> {
        // Converted x only grows with the cell: the cells at or past `minX` start a run that those at or past `maxX`
        // end. The offset guesses where; the steps from the guess make it exact.
        let offset = x(0) - 0.5
        let lower = firstCell(from: rect.minX - offset - 0.5, width: width) { x($0) >= rect.minX }
        let upper = firstCell(from: rect.maxX - offset - 0.5, width: width) { !(x($0) < rect.maxX) }
        return lower..<max(lower, upper)
    }

    /// The first cell in `0...width` (`width`: none) at which `holds`, a test that once true stays true to the
    /// right, is true; `guess` is where to start looking.
    private static func firstCell(from guess: Double, width: Int, _ holds: (Int) -> Bool) -> Int {
        var cell = guess.isNaN ? 0 : Int(min(max(guess.rounded(.up), 0), Double(width)))
        while cell > 0, holds(cell - 1) { cell -= 1 }
        while cell < width, !holds(cell) { cell += 1 }
        return cell
    }
}

/// A cell's centre converted to x along a chain of translations (`RowChain.x(at:then:)`): made for each decision
/// of each row, so a value rather than a closure.
private enum CellX {
    /// The centre plus a sum, bit for bit the conversions' value (`RowChain.exactOffsets`).
    case exact(Double)
    /// `fromSuperviewX` applied along the translations in turn.
    case stepped([Translation])

    /// The x of cell `cell`'s centre.
    @inline(__always)
    func callAsFunction(_ cell: Int) -> Double {
        switch self {
        case .exact(let total): Double(cell) + 0.5 + total
        case .stepped(let steps): steps.reduce(Double(cell) + 0.5) { $1.fromSuperviewX($0) }
        }
    }
}

/// A view placed by a transform along a row, and the views below it placed by translations: their points at each
/// cell, as the replay converts them, and the cells whose point lies in a rectangle.
private struct TransformedStep {
    /// The depth of the transformed view's `hitTest`.
    let depth: Int
    let placement: Placement
    /// The cell's x in the superview's space (the screen's at depth 0), growing with the cell.
    let x: CellX
    /// The row's y in the superview's space.
    let y: Double
    /// The translations converting the views at `depth + 1`, `depth + 2`, … last converted.
    private var below: [Translation] = []

    init(depth: Int, placement: Placement, x: CellX, y: Double) {
        (self.depth, self.placement, self.x, self.y) = (depth, placement, x, y)
    }

    /// Whether the point at `depth` is the transformed view's or one below it converted since.
    func converts(_ depth: Int) -> Bool { depth >= self.depth && depth <= self.depth + below.count }

    /// Whether a view at `depth` below the transformed one is shallow enough to convert along the row: each point
    /// converts through every translation on the way, so that a row under a chain thousands of views deep is left to
    /// the cell-by-cell replay rather than costing the square of its depth.
    func canConvert(at depth: Int) -> Bool { depth - self.depth <= Self.deepest }

    /// The most translations converted below the transformed view.
    private static let deepest = 64

    /// The view at `depth` (below the transformed one, `converts(depth - 1)`) is converted by `translation`.
    mutating func convert(at depth: Int, by translation: Translation) {
        below.removeSubrange((depth - self.depth - 1)...)
        below.append(translation)
    }

    /// The cell's point in the space of the view at `depth`, converted further by `next` when given:
    /// `convertFromSuperview` at each depth, as the replay asks it.
    private func point(_ cell: Int, at depth: Int, then next: Translation?) -> Point {
        var point = placement.convertFromSuperview(Point(x(cell), y))
        for translation in below[..<(depth - self.depth)] { point = translation.fromSuperview(point) }
        return next.map { $0.fromSuperview(point) } ?? point
    }

    /// The cells whose point at `depth` (converted further by `next` when given) `rect` contains (`Rect.contains`):
    /// one run; none for a singular transform (its points are NaN, which no rectangle contains); nil when a point or
    /// an edge is not finite otherwise.
    ///
    /// Each coordinate of the point only grows, or only shrinks, from cell to cell: the cell's x grows, and the
    /// conversion subtracts a constant, multiplies by one entry of the inverse, adds the constant product of the
    /// other, then constants, each step rounded and so keeping the order; each translation below subtracts and adds
    /// constants, rounded, which keeps it too. So each of `Rect.contains`' four comparisons holds on a prefix or a
    /// suffix of the row, found by bisection with the comparison itself; their common part is the run.
    func run(in rect: Rect, at depth: Int, then next: Translation? = nil, width: Int) -> Range<Int>? {
        guard width > 0, !placement.isSingular else { return 0..<0 }
        let point = { (cell: Int) in self.point(cell, at: depth, then: next) }
        let (first, last) = (point(0), point(width - 1))
        guard first.x.isFinite, first.y.isFinite, last.x.isFinite, last.y.isFinite,
            rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite, rect.maxY.isFinite
        else { return nil }
        return Self.span(width, rising: first.x <= last.x, low: rect.minX, high: rect.maxX) { point($0).x }
            .clamped(to: Self.span(width, rising: first.y <= last.y, low: rect.minY, high: rect.maxY) { point($0).y })
    }

    /// The cells at which `low <= value < high`, `value` only growing along the row when `rising`, else only
    /// shrinking: each comparison holds on a prefix or a suffix.
    private static func span(_ width: Int, rising: Bool, low: Double, high: Double, _ value: (Int) -> Double) -> Range<Int> {
        let above: Range<Int>, below: Range<Int>
        if rising {
            above = firstCell(width) { value($0) >= low }..<width
            below = 0..<firstCell(width) { !(value($0) < high) }
        } else {
            above = 0..<firstCell(width) { !(value($0) >= low) }
            below = firstCell(width) { value($0) < high }..<width
        }
        return above.clamped(to: below)
    }

    /// The first cell in `0...width` (`width`: none) at which `holds`, a test that once true stays true to the right.
    private static func firstCell(_ width: Int, _ holds: (Int) -> Bool) -> Int {
        var (low, high) = (0, width)
        while low < high {
            let middle = low + (high - low) / 2
            if holds(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

/// The translations from the screen to the view a replay converted last at each depth, as a stack (a conversion at a
/// depth replaces that depth's and every deeper one), and a cell's x converted along them. Converting costs one sum
/// per conversion when every translation on the way is exact (below), so that a row of a chain thousands of views
/// deep costs its length, not its square.
private struct RowChain {
    private var translations: [Translation] = []
    /// For each depth, the sum of the translations' offsets down to it when every conversion on the way rounds nothing:
    /// each frame and bounds origin a multiple of 1/256 (`exactStep`) and their magnitudes' sum at most 2^40, so that
    /// a cell's centre (a multiple of 1/2, at most 2^40 too) and each of `fromSuperviewX`'s two steps stay multiples of
    /// 1/256 under 2^45, which a `Double` holds exactly: the converted x is then the cell's centre plus the sum, bit
    /// for bit. Nil from the first translation that is not.
    private var exactOffsets: [Double?] = []
    private var magnitudes: [Double] = []

    init(depths: Int) {
        translations.reserveCapacity(depths)
        exactOffsets.reserveCapacity(depths)
        magnitudes.reserveCapacity(depths)
    }

    /// The depths converted so far.
    var depth: Int { translations.count }

    /// The view at `depth` is converted by `translation` from the point at the depth above.
    mutating func convert(at depth: Int, by translation: Translation) {
        if depth < translations.count { removeAll(from: depth) }
        let (a, b) = (translation.frameOrigin.x, translation.boundsOrigin.x)
        let magnitude = (depth == 0 ? 0 : magnitudes[depth - 1]) + abs(a) + abs(b)
        let above: Double? = depth == 0 ? 0 : exactOffsets[depth - 1]
        let exact = above.flatMap { Self.exactStep(a) && Self.exactStep(b) && magnitude <= Self.limit ? $0 + (b - a) : nil }
        translations.append(translation)
        exactOffsets.append(exact)
        magnitudes.append(magnitude)
    }

    /// Forgets the conversions at `depth` and below it.
    mutating func removeAll(from depth: Int) {
        translations.removeSubrange(depth...)
        exactOffsets.removeSubrange(depth...)
        magnitudes.removeSubrange(depth...)
    }

    /// Whether a cell's x at `depth` converts in one sum, or the chain to it is short enough to convert step by step.
    func affordable(at depth: Int) -> Bool { exactOffsets[depth] != nil || depth < Self.steppedDepth }

    /// A cell's centre converted to the space of the view at `depth`, then by `then` when given: the same value as
    /// `fromSuperviewX` applied along the chain in turn.
    func x(at depth: Int, then next: Translation? = nil) -> CellX {
        if let offset = exactOffsets[depth], next.map({ Self.exactStep($0.frameOrigin.x) && Self.exactStep($0.boundsOrigin.x)
            && magnitudes[depth] + abs($0.frameOrigin.x) + abs($0.boundsOrigin.x) <= Self.limit }) ?? true {
            return .exact(next.map { offset + ($0.boundsOrigin.x - $0.frameOrigin.x) } ?? offset)
        }
        return .stepped(Array(translations[...depth]) + (next.map { [$0] } ?? []))
    }

    /// The sum of magnitudes up to which exact steps stay exact (see `exactOffsets`).
    private static let limit = 0x1p40
    /// The deepest chain converted step by step: past it a row that is not exact is left to the cell-by-cell replay.
    private static let steppedDepth = 64

    /// A multiple of 1/256 of magnitude at most 2^40.
    private static func exactStep(_ value: Double) -> Bool {
        abs(value) <= limit && (value * 256).rounded(.towardZero) == value * 256
    }
}

/// The row's y converted to each depth of a replay, as `Translation.fromSuperviewY` converts it, and every test of it
/// a `ReplayRow` was found with, in order: asked again at another row's y (`holds(atScreenY:)`), they say whether the
/// same runs are that row's.
private struct RowYs {
    private enum Step {
        /// The view at `depth` is converted by `translation` from the y at the depth above (the screen's at depth 0).
        case convert(depth: Int, translation: Translation)
        /// `rect`'s y range held the y at `depth`, converted further by `then` when given, when `inside`.
        case test(depth: Int, then: Translation?, minY: Double, maxY: Double, inside: Bool)
    }

    private let screenY: Double
    private var ys: [Double] = []
    private var steps: [Step] = []
    /// The depths converted: one more than the deepest.
    private var depths = 0
    /// A transform converted the row: its runs are its row's alone.
    private var transformedRow = false

    /// `depths`, `decisions`: room for a replay's depths and decisions (its conversions and tests).
    init(screenY: Double, depths: Int = 0, decisions: Int = 0) {
        self.screenY = screenY
        ys.reserveCapacity(depths)
        steps.reserveCapacity(decisions)
    }

    mutating func convert(at depth: Int, by translation: Translation) {
        Self.convert(&ys, at: depth, by: translation, screenY: screenY)
        steps.append(.convert(depth: depth, translation: translation))
        depths = max(depths, depth + 1)
    }

    /// Whether the y at `depth`, converted further by `then` when given, lies in `rect`'s y range (`Rect.contains`).
    mutating func test(_ rect: Rect, at depth: Int, then next: Translation? = nil) -> Bool {
        let inside = Self.contains(rect.minY, rect.maxY, Self.y(ys, at: depth, then: next))
        steps.append(.test(depth: depth, then: next, minY: rect.minY, maxY: rect.maxY, inside: inside))
        return inside
    }

    /// The y at `depth` (the screen's at -1) that a transform converts further: the row's runs are then its own.
    mutating func transformed(from depth: Int) -> Double {
        transformedRow = true
        return depth < 0 ? screenY : ys[depth]
    }

    /// Forgets the y at `depth` and below it, after a transform converted the row (so no other row asks again).
    mutating func removeAll(from depth: Int) {
        ys.removeSubrange(depth...)
    }

    /// Whether every test answers at `screenY` as it answered at this row's.
    func holds(atScreenY screenY: Double) -> Bool {
        guard !transformedRow else { return false }
        // The ys on the stack, each depth's set by its conversion before any test reads it (as `convert` and `test`
        // built them): an array made for each row asked was most of the check's cost.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: max(1, depths)) { ys in
            for step in steps {
                switch step {
                case .convert(let depth, let translation):
                    ys[depth] = translation.fromSuperviewY(depth == 0 ? screenY : ys[depth - 1])
                case .test(let depth, let next, let minY, let maxY, let inside):
                    let y = next.map { $0.fromSuperviewY(ys[depth]) } ?? ys[depth]
                    guard Self.contains(minY, maxY, y) == inside else { return false }
                }
            }
            return true
        }
    }

    private static func convert(_ ys: inout [Double], at depth: Int, by translation: Translation, screenY: Double) {
        if depth < ys.count { ys.removeSubrange(depth...) }
        ys.append(translation.fromSuperviewY(depth == 0 ? screenY : ys[depth - 1]))
    }

    private static func y(_ ys: [Double], at depth: Int, then next: Translation?) -> Double {
        next.map { $0.fromSuperviewY(ys[depth]) } ?? ys[depth]
    }

    /// `Rect.contains`' test of y.
    private static func contains(_ minY: Double, _ maxY: Double, _ y: Double) -> Bool { y >= minY && y < maxY }
}
