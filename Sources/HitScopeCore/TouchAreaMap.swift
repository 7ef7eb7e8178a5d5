/// Which view receives each point of the screen, at 1-point resolution: the data behind the touch-area overlay,
/// the report's click lookup and the audit.
///
/// Cell `(x, y)` stands for the square `[x, x+1) × [y, y+1)` in screen points and holds the answer for its
/// centre `(x + 0.5, y + 0.5)`, computed by the same engine as every other answer.
public struct TouchAreaMap: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// Row-major; the raw view id of the hit-test view, or -1 where no view takes the point.
    public let cells: [Int32]

    /// Maps the scene's screen (`size`, rounded up to whole points) in one walk of the tree over rectangles of
    /// cells (`TouchAreaPainter`): the same answers as `init(pointByPoint:size:)`, in time that grows with the
    /// painted area and the tree size.
    public init(tester: HitTester, size: Size) {
        let width = max(0, Int(size.width.rounded(.up))), height = max(0, Int(size.height.rounded(.up)))
        var painter = TouchAreaPainter(tester: tester, width: width, height: height)
        painter.paint()
        self.width = width
        self.height = height
        self.cells = painter.owner
    }

    /// Maps the screen by hit-testing every cell's centre: the reference the fast map is tested against.
    public init(pointByPoint tester: HitTester, size: Size) {
        let width = max(0, Int(size.width.rounded(.up))), height = max(0, Int(size.height.rounded(.up)))
        var cells = [Int32](repeating: -1, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                if let hit = tester.hitTest(Self.centre(x, y)) { cells[y * width + x] = hit.rawValue }
            }
        }
        self.width = width
        self.height = height
        self.cells = cells
    }

    /// The point a cell stands for.
    public static func centre(_ x: Int, _ y: Int) -> Point { Point(Double(x) + 0.5, Double(y) + 0.5) }

    /// The hit-test view of cell `(x, y)`.
    public func hitView(x: Int, y: Int) -> ViewID? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let raw = cells[y * width + x]
        return raw < 0 ? nil : ViewID(Int(raw))
    }
}

/// The screen cut into regions of cells whose hit-tests take the same steps (the same views asked, the same
/// answers, the same result; only the converted coordinates differ). A report embeds one trace per region and
/// the page looks clicked points up, so it never hit-tests anything itself.
public struct TraceRegionMap: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// Row-major region index of each cell.
    public let cells: [Int32]
    /// For each region, the first cell (row-major) that belongs to it; its centre is the region's representative.
    public let representatives: [Point]

    public init(tester: HitTester, size: Size) {
        let width = max(0, Int(size.width.rounded(.up))), height = max(0, Int(size.height.rounded(.up)))
        var cells = [Int32](repeating: 0, count: width * height)
        var regionBySignature: [[TraceSignature.Token]: Int32] = [:]
        var representatives: [Point] = []
        var steps: [HitTestStep] = []
        for y in 0..<height {
            for x in 0..<width {
                let point = TouchAreaMap.centre(x, y)
                let signature = tester.signature(point, steps: &steps)
                if let region = regionBySignature[signature] {
                    cells[y * width + x] = region
                } else {
                    let region = Int32(representatives.count)
                    regionBySignature[signature] = region
                    representatives.append(point)
                    cells[y * width + x] = region
                }
            }
        }
        self.width = width
        self.height = height
        self.cells = cells
        self.representatives = representatives
    }

    /// The region of cell `(x, y)`, or nil outside the map.
    public func region(x: Int, y: Int) -> Int? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return Int(cells[y * width + x])
    }
}

/// The steps of a hit-test without their coordinates.
enum TraceSignature {
    typealias Token = Int64
}

extension HitTester {
    /// The coordinate-free shape of a point's trace: equal for two points exactly when the same views are asked,
    /// answer the same and the same view is returned. `steps` is scratch storage, reused from call to call.
    func signature(_ point: Point, steps: inout [HitTestStep]) -> [TraceSignature.Token] {
        var tokens: [TraceSignature.Token] = []
        _ = trace(point, into: &steps)
        for step in steps {
            let view = Int64(step.view.rawValue) << 8
            switch step {
            case .hitTest: tokens.append(view | 1)
            case .skip(_, let reason, _): tokens.append(view | 2 | Int64(SkipReason.allCases.firstIndex(of: reason)!) << 4)
            case .pointInside(_, let inside, _, _): tokens.append(view | (inside ? 3 : 4))
            case .override: tokens.append(view | 5)
            case .note(_, let note, _):
                switch note {
                case .hitWhileClipped(let subview): tokens += [view | 6, Int64(subview.rawValue)]
                case .drawnButNotTouchable(let subview): tokens += [view | 7, Int64(subview.rawValue)]
                }
            case .result(_, let returned, _): tokens += [view | 8, Int64(returned?.rawValue ?? -1)]
            }
        }
        return tokens
    }
}
