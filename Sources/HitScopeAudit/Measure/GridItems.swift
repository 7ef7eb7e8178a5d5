import HitScopeCore

/// What a measured view's neighbourhood contributes to its grids, worked out once per view: for each relevant
/// view (and for the view's own path, which always counts) the axis-aligned boxes whose edges become grid edges,
/// and the slanted shapes (slanted rectangles, circles, rounded rects).
struct GridItems {
    /// Per relevant view, then the path's under `path`.
    private var boxes: [[Box]]
    private var shapes: [[SlantedShape]]
    private var pathBoxes: [Box] = []
    private var pathShapes: [SlantedShape] = []

    init(tester: HitTester, relevant: [ViewID], path: [ViewID], frame: GridFrame, screen: Box) {
        boxes = Array(repeating: [], count: relevant.count)
        shapes = Array(repeating: [], count: relevant.count)
        for (member, view) in relevant.enumerated() {
            let behavior = tester.behaviors[view.index]
            if let area = behavior.pointInside.area(for: behavior.bounds) {
                let (box, shape) = Self.item(area, of: view, rule: behavior.pointInside, bounds: behavior.bounds, owner: view, frame)
                if let box { boxes[member].append(box) }
                if let shape { shapes[member].append(shape) }
            }
        }
        for (depth, view) in path.enumerated() {
            let behavior = tester.behaviors[view.index]
            var rects: [(Rect, PointInsideRule)] = []
            if depth == path.count - 1 || behavior.clipsToBounds { rects.append((behavior.bounds, .bounds)) }
            if let area = behavior.pointInside.area(for: behavior.bounds) { rects.append((area, behavior.pointInside)) }
            for (rect, rule) in rects {
                let (box, shape) = Self.item(rect, of: view, rule: rule, bounds: behavior.bounds, owner: nil, frame)
                if let box { pathBoxes.append(box) }
                if let shape { pathShapes.append(shape) }
            }
        }
        if frame.view != nil, let edge = SlantedShape(test: .rect(Rect(0, 0, screen.maxX, screen.maxY)), toFrame: frame.fromScreen, owner: nil) {
            pathShapes.append(edge)  // the screen's edge, slanted in a transformed frame
        }
    }

    /// A rectangle of a view (its bounds, or its pointInside area under `rule`): a box where it is axis-aligned in
    /// the frame; a slanted shape where it is not, or where the rule is a circle or rounded rect.
    private static func item(
        _ rect: Rect, of view: ViewID, rule: PointInsideRule, bounds: Rect, owner: ViewID?, _ frame: GridFrame
    ) -> (Box?, SlantedShape?) {
        let isRectangle: Bool
        switch rule {
        case .circle, .roundedRect: isRectangle = false
        case .bounds, .minimumSize, .outsets, .always, .never: isRectangle = true
        }
        let test: SlantedShape.Test = isRectangle ? .rect(rect) : .rule(rule, bounds: bounds)
        guard let offset = frame.offset(of: view) else {
            return (nil, SlantedShape(test: test, toFrame: frame.toFrame(of: view), owner: owner))
        }
        let box = Box(rect, movedBy: offset)
        if isRectangle { return (box, nil) }
        return (box, SlantedShape(test: test, toFrame: .translation(offset.x, offset.y), owner: owner))
    }

    /// The edges of a grid over `region` for the relevant views `members` (indices), and the shapes that cross it.
    func grid(over region: Box, members: [Int]) -> (columns: [Double], rows: [Double], shapes: [SlantedShape]) {
        var xs = Breakpoints(from: region.minX, to: region.maxX)
        var ys = Breakpoints(from: region.minY, to: region.maxY)
        var crossing: [SlantedShape] = []
        func add(_ boxes: [Box], _ shapes: [SlantedShape]) {
            for box in boxes {
                xs.add(box.minX)
                xs.add(box.maxX)
                ys.add(box.minY)
                ys.add(box.maxY)
            }
            for shape in shapes where shape.crosses(region) { crossing.append(shape) }
        }
        for member in members { add(boxes[member], shapes[member]) }
        add(pathBoxes, pathShapes)
        return (xs.edges(), ys.edges(), crossing)
    }
}
