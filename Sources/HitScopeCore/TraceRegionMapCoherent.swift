/// A faster way to build the same `TraceRegionMap`: neighbouring cells nearly always take the same steps.
///
/// For each region, the point-dependent decisions of its representative's trace are kept as a short program:
/// every point conversion, every `pointInside` answer, every "drawn but not touchable" note (the subviews whose
/// bounds hold the point after a NO) and every "hit while clipped" note. The hit-test's control flow depends on
/// the point only through these decisions, so a point for which the program gives the same answers takes exactly
/// the same steps: it belongs to the region. A cell is first checked against its left and upper neighbours'
/// regions this way; only when neither matches is it traced in full and looked up by signature, as
/// `init(tester:size:)` does for every cell. Region numbers and representatives are therefore identical.
extension TraceRegionMap {
    public static func coherent(tester: HitTester, size: Size) -> TraceRegionMap {
        let width = max(0, Int(size.width.rounded(.up))), height = max(0, Int(size.height.rounded(.up)))
        var cells = [Int32](repeating: 0, count: width * height)
        var regionBySignature: [[TraceSignature.Token]: Int32] = [:]
        var representatives: [Point] = []
        var programs: [ReplayProgram] = []
        var scratch: [Point] = []
        var steps: [HitTestStep] = []
        let views = ReplayViews(tester.hierarchy)
        for y in 0..<height {
            for x in 0..<width {
                let point = TouchAreaMap.centre(x, y)
                var region: Int32 = -1
                if x > 0 {
                    let left = cells[y * width + x - 1]
                    if programs[Int(left)].matches(point, views, &scratch) { region = left }
                }
                if region < 0, y > 0 {
                    let up = cells[(y - 1) * width + x]
                    if x == 0 || up != cells[y * width + x - 1], programs[Int(up)].matches(point, views, &scratch) {
                        region = up
                    }
                }
                if region < 0 {
                    let signature = tester.signature(point, steps: &steps)
                    if let known = regionBySignature[signature] {
                        region = known
                    } else {
                        region = Int32(representatives.count)
                        regionBySignature[signature] = region
                        representatives.append(point)
                        programs.append(ReplayProgram(tester.trace(point).steps, tester.hierarchy))
                    }
                }
                cells[y * width + x] = region
            }
        }
        return TraceRegionMap(width: width, height: height, cells: cells, representatives: representatives)
    }

    init(width: Int, height: Int, cells: [Int32], representatives: [Point]) {
        self.width = width
        self.height = height
        self.cells = cells
        self.representatives = representatives
    }
}

/// The point-dependent decisions of one trace, replayable at another point.
struct ReplayProgram {
    private enum Kind: UInt8 {
        /// `points[depth] = views[view].convertFromSuperview(points[depth - 1] or the screen point)`: the conversion
        /// before each `hitTest` step.
        case convert
        /// `views[view].pointInsideResult(points[depth]) == expected`.
        case pointInside
        /// After a NO on entry: the subviews of `view`, last to first, that are not skipped and whose bounds hold
        /// the point, are exactly `notes[notesStart..<notesEnd]`.
        case drawnSubviews
        /// A subview's answer came back through clipping `view`: `!bounds.contains(points[depth]) == expected`.
        case clipped
    }

    private struct Op {
        var kind: Kind
        var view: Int32
        var depth: Int32
        var expected: Bool
        var notesStart: Int32 = 0
        var notesEnd: Int32 = 0
    }

    private var ops: [Op] = []
    private var notes: [Int32] = []
    private var maxDepth = 0

    init(_ steps: [HitTestStep], _ hierarchy: ViewHierarchy) {
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
                if let returned, returned != view, hierarchy[view].clipsToBounds {
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
    func matches(_ screenPoint: Point, _ views: ReplayViews, _ points: inout [Point]) -> Bool {
        if points.count <= maxDepth { points = [Point](repeating: .zero, count: maxDepth + 1) }
        for op in ops {
            let depth = Int(op.depth), view = Int(op.view)
            switch op.kind {
            case .convert:
                points[depth] = views.placements[view].convertFromSuperview(depth == 0 ? screenPoint : points[depth - 1])
            case .pointInside:
                if views.pointInside[view].contains(points[depth], bounds: views.bounds[view]) != op.expected { return false }
            case .drawnSubviews:
                var expected = Int(op.notesStart)
                for child in views.children[view].reversed() {
                    let index = child.index
                    guard !views.skipped[index], views.bounds[index].contains(views.placements[index].convertFromSuperview(points[depth])) else {
                        continue
                    }
                    if expected >= Int(op.notesEnd) || notes[expected] != child.rawValue { return false }
                    expected += 1
                }
                if expected != Int(op.notesEnd) { return false }
            case .clipped:
                if !views.bounds[view].contains(points[depth]) != op.expected { return false }
            }
        }
        return true
    }
}

/// What a replay reads of each view, laid out flat and worked out once (inverse transforms included).
struct ReplayViews {
    let placements: [Placement]
    let bounds: [Rect]
    let pointInside: [PointInsideRule]
    let skipped: [Bool]
    let children: [[ViewID]]

    init(_ hierarchy: ViewHierarchy) {
        placements = hierarchy.views.map(Placement.init)
        bounds = hierarchy.views.map(\.bounds)
        pointInside = hierarchy.views.map(\.pointInside)
        skipped = hierarchy.views.map { $0.skipReason != nil }
        children = (0..<hierarchy.count).map { hierarchy.children(of: ViewID($0)) }
    }
}
