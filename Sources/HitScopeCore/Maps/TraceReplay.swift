/// The point-dependent decisions of one trace, replayable at another point (`TraceRegionMap`): each is asked of
/// the same `HitBehavior` and the same conversion the traced walk used.
struct TraceReplay {
    /// What a decision asks.
    enum Kind: UInt8 {
        /// `points[depth]` = the view's `convertFromSuperview` of `points[depth - 1]` (or of the screen point): the
        /// conversion before each `hitTest` step.
        case convert
        /// The view's `pointInside` at `points[depth]` answers `expected`.
        case pointInside
        /// After a NO on entry: the view's drawn subviews at the point (`CompiledHierarchy.drawnSubviews`) are
        /// exactly `notes[notesStart..<notesEnd]`.
        case drawnSubviews
        /// A subview's answer came back through the view: whether the view clips it away there is `expected`.
        case clipped
    }

    /// One decision: what is asked of which view at which depth, and the answer the traced walk got.
    struct Op {
        var kind: Kind
        var view: Int32
        var depth: Int32
        var expected: Bool
        var notesStart: Int32 = 0
        var notesEnd: Int32 = 0
    }

    /// The decisions, in the order the traced walk took them.
    private(set) var ops: [Op] = []
    /// The drawn subviews each `drawnSubviews` decision lists (`Op.notesStart..<Op.notesEnd`).
    private(set) var notes: [Int32] = []
    /// The deepest depth a decision is asked at.
    private(set) var maxDepth = 0

    init(_ steps: [HitTestStep], _ tester: HitTester) {
        var index = 0
        while index < steps.count {
            let step = steps[index]
            maxDepth = max(maxDepth, step.depth)
            switch step {
            case .hitTest(let view, _, let depth):
                ops.append(Op(kind: .convert, view: view.rawValue, depth: depth, expected: true))
            case .pointInside(let view, let inside, _, let depth):
                ops.append(Op(kind: .pointInside, view: view.rawValue, depth: depth, expected: inside))
                // On entry (right after the view's hitTest step), a NO is followed by the drawn-subview notes.
                if !inside, index > 0, case .hitTest(view, _, _) = steps[index - 1] {
                    let start = Int32(notes.count)
                    while index + 1 < steps.count, case .note(view, .drawnButNotTouchable(let subview), _) = steps[index + 1] {
                        notes.append(subview.rawValue)
                        index += 1
                    }
                    ops.append(
                        Op(kind: .drawnSubviews, view: view.rawValue, depth: depth, expected: true, notesStart: start, notesEnd: Int32(notes.count)))
                }
            case .result(let view, let returned, let depth):
                if let returned, returned != view, tester.behaviors[view.index].clipsToBounds {
                    var noted = false
                    if index > 0, case .note(view, .hitWhileClipped, _) = steps[index - 1] { noted = true }
                    ops.append(Op(kind: .clipped, view: view.rawValue, depth: depth, expected: noted))
                }
            default:
                break
            }
            index += 1
        }
    }

    /// Whether `screenPoint` takes the same decisions, hence the same steps.
    func matches(_ screenPoint: Point, _ tester: HitTester, _ points: inout [Point]) -> Bool {
        if points.count <= maxDepth { points = [Point](repeating: .zero, count: maxDepth + 1) }
        let behaviors = tester.behaviors
        for op in ops {
            let depth = Int(op.depth), view = Int(op.view)
            switch op.kind {
            case .convert:
                points[depth] = behaviors[view].placement.convertFromSuperview(depth == 0 ? screenPoint : points[depth - 1])
            case .pointInside:
                if behaviors[view].isInside(points[depth]) != op.expected { return false }
            case .drawnSubviews:
                var next = Int(op.notesStart)
                var same = true
                tester.compiled.drawnSubviews(of: ViewID(view), at: points[depth]) { child in
                    if next >= Int(op.notesEnd) || notes[next] != child.rawValue { same = false }
                    next += 1
                }
                if !same || next != Int(op.notesEnd) { return false }
            case .clipped:
                if behaviors[view].clipsAway(points[depth]) != op.expected { return false }
            }
        }
        return true
    }
}
