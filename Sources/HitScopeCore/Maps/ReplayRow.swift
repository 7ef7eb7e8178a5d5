/// Where along one row of cells a region's `TraceReplay` matches, found from the replay's decisions once for the row
/// rather than replayed cell by cell (`TraceRegionMap`).
///
/// When every view the replay converts through is placed by a translation alone, a point's x and y are converted
/// apart and each conversion of x only grows with x; when every `pointInside` asked is the bounds' (or always, or
/// never) and so is every clip and every drawn-subview test, each decision along the row holds on one run of cells
/// (those whose converted x lies in a view's bounds, the row's y being in them) or off it. The replay then matches
/// exactly the cells inside every run its decisions need and outside every run they refuse: each run's ends are
/// found by asking the same conversions and comparisons the replay asks, so they are the replay's own answers.
/// Any other replay (a transform, a shaped `pointInside`, a transformed subview) has no `ReplayRow`.
struct ReplayRow {
    /// Half-open runs of cells each matching cell lies in.
    private var inside: [Range<Int>] = []
    /// Half-open runs of cells no matching cell lies in.
    private var outside: [Range<Int>] = []

    /// The runs of `replay` in row `y` of a map `width` cells wide; nil when a decision depends on the point in any
    /// other way than through a view's bounds after translations.
    init?(_ replay: TraceReplay, row y: Int, width: Int, tester: HitTester) {
        let behaviors = tester.behaviors
        // The translations from the screen to the view converted at each depth, last converted (`chain`), and the
        // row's y there.
        var chain = RowChain()
        var ys: [Double] = []
        let screenY = Double(y) + 0.5
        for op in replay.ops {
            let depth = Int(op.depth), view = Int(op.view)
            switch op.kind {
            case .convert:
                let placement = behaviors[view].placement
                // A conversion converts the point of the depth above it (the screen's at depth 0).
                guard placement.isTranslation, depth <= chain.depth else { return nil }
                let translation = placement.translation
                chain.convert(at: depth, by: translation)
                ys.removeSubrange(depth...)
                ys.append(translation.fromSuperviewY(depth == 0 ? screenY : ys[depth - 1]))
            case .pointInside:
                guard depth < chain.depth, chain.affordable(at: depth) else { return nil }
                switch behaviors[view].pointInside {
                case .always: if !op.expected { inside.append(0..<0) }
                case .never: if op.expected { inside.append(0..<0) }
                case .bounds: need(behaviors[view].bounds, op.expected, x: chain.x(at: depth), y: ys[depth], width: width)
                default: return nil
                }
            case .clipped:
                guard depth < chain.depth, chain.affordable(at: depth) else { return nil }
                let behavior = behaviors[view]
                // `clipsAway`: clipping on, and the point outside the bounds.
                if behavior.clipsToBounds {
                    need(behavior.bounds, !op.expected, x: chain.x(at: depth), y: ys[depth], width: width)
                } else if op.expected {
                    inside.append(0..<0)
                }
            case .drawnSubviews:
                guard depth < chain.depth, chain.affordable(at: depth),
                    drawn(replay.notes[Int(op.notesStart)..<Int(op.notesEnd)], of: view, chain: chain, depth: depth, y: ys[depth], width: width, tester: tester)
                else { return nil }
            }
        }
    }

    /// The end (exclusive) of the run of cells from `start` on at which the replay matches: `start` when it does not
    /// match there.
    func runEnd(from start: Int, width: Int) -> Int {
        guard start < width, inside.allSatisfy({ $0.contains(start) }), !outside.contains(where: { $0.contains(start) }) else { return start }
        var end = width
        for run in inside { end = min(end, run.upperBound) }
        for run in outside where run.lowerBound > start { end = min(end, run.lowerBound) }
        return end
    }

    /// Needs `bounds.contains` (`Rect.contains`) at each cell's converted point to be `expected`.
    private mutating func need(_ bounds: Rect, _ expected: Bool, x: (Int) -> Double, y: Double, width: Int) {
        let run = Self.run(in: bounds, x: x, y: y, width: width)
        if expected { inside.append(run) } else if !run.isEmpty { outside.append(run) }
    }

    /// `CompiledHierarchy.drawnSubviews`' answer, `notes`, needed at each cell: the subviews drawn there, last first.
    /// False when a subview is placed by a transform.
    private mutating func drawn(
        _ notes: ArraySlice<Int32>, of view: Int, chain: RowChain, depth: Int, y: Double, width: Int, tester: HitTester
    ) -> Bool {
        let behaviors = tester.behaviors
        guard let box = behaviors[view].subviewsDrawnIn else {
            if !notes.isEmpty { inside.append(0..<0) }
            return true
        }
        let container = Self.run(in: box, x: chain.x(at: depth), y: y, width: width)
        // The subviews as `drawnSubviews` lists them, last first; the notes must be some of them in that order.
        let subviews = tester.subviewIDs[Int(tester.subviewStart[view])..<Int(tester.subviewStart[view + 1])].reversed().map(\.rawValue)
        var position = subviews.startIndex
        for note in notes {
            guard let found = subviews[position...].firstIndex(of: note) else {
                inside.append(0..<0)
                return true
            }
            position = found + 1
        }
        for subview in subviews {
            let behavior = behaviors[Int(subview)]
            let listed = notes.contains(subview)
            guard behavior.skip == nil else {
                if listed { inside.append(0..<0) }
                continue
            }
            guard behavior.placement.isTranslation else { return false }
            let translation = behavior.placement.translation
            let own = Self.run(in: behavior.bounds, x: chain.x(at: depth, then: translation), y: translation.fromSuperviewY(y), width: width)
            let lower = max(container.lowerBound, own.lowerBound)
            let both = lower..<max(lower, min(container.upperBound, own.upperBound))
            if listed { inside.append(both) } else if !both.isEmpty { outside.append(both) }
        }
        return true
    }

    /// The cells whose centre, converted to x by `x`, `rect` contains (`Rect.contains`), the converted y being `y`.
    private static func run(in rect: Rect, x: (Int) -> Double, y: Double, width: Int) -> Range<Int> {
        guard y >= rect.minY && y < rect.maxY else { return 0..<0 }
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

    /// The depths converted so far.
    var depth: Int { translations.count }

    /// The view at `depth` is converted by `translation` from the point at the depth above.
    mutating func convert(at depth: Int, by translation: Translation) {
        translations.removeSubrange(depth...)
        exactOffsets.removeSubrange(depth...)
        magnitudes.removeSubrange(depth...)
        let (a, b) = (translation.frameOrigin.x, translation.boundsOrigin.x)
        let magnitude = (depth == 0 ? 0 : magnitudes[depth - 1]) + abs(a) + abs(b)
        let above: Double? = depth == 0 ? 0 : exactOffsets[depth - 1]
        let exact = above.flatMap { Self.exactStep(a) && Self.exactStep(b) && magnitude <= Self.limit ? $0 + (b - a) : nil }
        translations.append(translation)
        exactOffsets.append(exact)
        magnitudes.append(magnitude)
    }

    /// Whether a cell's x at `depth` converts in one sum, or the chain to it is short enough to convert step by step.
    func affordable(at depth: Int) -> Bool { exactOffsets[depth] != nil || depth < Self.steppedDepth }

    /// A cell's centre converted to the space of the view at `depth`, then by `then` when given: the same value as
    /// `fromSuperviewX` applied along the chain in turn.
    func x(at depth: Int, then next: Translation? = nil) -> (Int) -> Double {
        if let offset = exactOffsets[depth], next.map({ Self.exactStep($0.frameOrigin.x) && Self.exactStep($0.boundsOrigin.x)
            && magnitudes[depth] + abs($0.frameOrigin.x) + abs($0.boundsOrigin.x) <= Self.limit }) ?? true {
            let total = next.map { offset + ($0.boundsOrigin.x - $0.frameOrigin.x) } ?? offset
            return { Double($0) + 0.5 + total }
        }
        let steps = Array(translations[...depth]) + (next.map { [$0] } ?? [])
        return { cell in steps.reduce(Double(cell) + 0.5) { $1.fromSuperviewX($0) } }
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
