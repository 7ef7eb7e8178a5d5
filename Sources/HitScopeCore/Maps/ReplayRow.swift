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
        // At each depth, the translations from the screen to the view's space, and the row's y there.
        var chains: [[Translation]] = []
        var ys: [Double] = []
        let screenY = Double(y) + 0.5
        for op in replay.ops {
            let depth = Int(op.depth), view = Int(op.view)
            switch op.kind {
            case .convert:
                let placement = behaviors[view].placement
                // A conversion converts the point of the depth above it (the screen's at depth 0).
                guard placement.isTranslation, depth <= chains.count else { return nil }
                let translation = placement.translation
                if depth == chains.count {
                    chains.append([])
                    ys.append(0)
                }
                chains[depth] = (depth == 0 ? [] : chains[depth - 1]) + [translation]
                ys[depth] = translation.fromSuperviewY(depth == 0 ? screenY : ys[depth - 1])
            case .pointInside:
                guard depth < chains.count else { return nil }
                switch behaviors[view].pointInside {
                case .always: if !op.expected { inside.append(0..<0) }
                case .never: if op.expected { inside.append(0..<0) }
                case .bounds: need(behaviors[view].bounds, op.expected, chain: chains[depth], y: ys[depth], width: width)
                default: return nil
                }
            case .clipped:
                guard depth < chains.count else { return nil }
                let behavior = behaviors[view]
                // `clipsAway`: clipping on, and the point outside the bounds.
                if behavior.clipsToBounds {
                    need(behavior.bounds, !op.expected, chain: chains[depth], y: ys[depth], width: width)
                } else if op.expected {
                    inside.append(0..<0)
                }
            case .drawnSubviews:
                guard depth < chains.count,
                    drawn(replay.notes[Int(op.notesStart)..<Int(op.notesEnd)], of: view, chain: chains[depth], y: ys[depth], width: width, tester: tester)
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
    private mutating func need(_ bounds: Rect, _ expected: Bool, chain: [Translation], y: Double, width: Int) {
        let run = Self.run(in: bounds, chain: chain, y: y, width: width)
        if expected { inside.append(run) } else if !run.isEmpty { outside.append(run) }
    }

    /// `CompiledHierarchy.drawnSubviews`' answer, `notes`, needed at each cell: the subviews drawn there, last first.
    /// False when a subview is placed by a transform.
    private mutating func drawn(
        _ notes: ArraySlice<Int32>, of view: Int, chain: [Translation], y: Double, width: Int, tester: HitTester
    ) -> Bool {
        let behaviors = tester.behaviors
        guard let box = behaviors[view].subviewsDrawnIn else {
            if !notes.isEmpty { inside.append(0..<0) }
            return true
        }
        let container = Self.run(in: box, chain: chain, y: y, width: width)
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
            let own = Self.run(in: behavior.bounds, chain: chain + [behavior.placement.translation], y: behavior.placement.translation.fromSuperviewY(y), width: width)
            let lower = max(container.lowerBound, own.lowerBound)
            let both = lower..<max(lower, min(container.upperBound, own.upperBound))
            if listed { inside.append(both) } else if !both.isEmpty { outside.append(both) }
        }
        return true
    }

    /// The cells whose centre, converted along `chain`, `rect` contains (`Rect.contains`), the converted y being `y`.
    private static func run(in rect: Rect, chain: [Translation], y: Double, width: Int) -> Range<Int> {
        guard y >= rect.minY && y < rect.maxY else { return 0..<0 }
        let x = { (cell: Int) in chain.reduce(Double(cell) + 0.5) { $1.fromSuperviewX($0) } }
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
