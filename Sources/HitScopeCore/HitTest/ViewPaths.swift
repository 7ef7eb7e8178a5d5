/// Every view's path in one hierarchy, read from one table of steps made once: a caller that asks about every view
/// (a drawing's unreachable parts) then reads each view of the hierarchy once, not once for each of its descendants.
/// The same answers as `ViewPath(_:in:)` gives.
public struct ViewPaths: Sendable {
    private let hierarchy: ViewHierarchy
    private let screen: ScreenMap
    private let steps: [ViewPath.Step]
    /// For each view, where on the screen every ancestor surely lets a touch down to it (`letsDown(from:_:)`), nil
    /// where that is not a box worked out exactly; carried down the tree once.
    private let openBoxes: [Box?]

    /// The table of every view's step in `hierarchy`, placed on the screen by `screen` (the hierarchy's map).
    public init(_ hierarchy: ViewHierarchy, on screen: ScreenMap) {
        self.hierarchy = hierarchy
        self.screen = screen
        let steps = ViewPath.steps(of: hierarchy)
        self.steps = steps
        var openBoxes = [Box?](repeating: .everywhere, count: hierarchy.count)
        // A superview comes before its subviews in the hierarchy's order.
        for index in 0..<hierarchy.count {
            guard let parent = hierarchy.parent(of: ViewID(index)) else { continue }
            openBoxes[index] = openBoxes[parent.index].flatMap { Self.letsDown(from: $0, steps[parent.index], on: screen) }
        }
        self.openBoxes = openBoxes
    }

    /// `ViewPath(view, in: hierarchy).refusedParts(on: screen)`, its ancestors' steps read from the table in place: no
    /// path of steps is gathered for each view, which for a chain *d* deep copied *d* steps for each of its views.
    /// A view whose corners lie in the box where every ancestor lets touches down has no refused part, as the walk
    /// finds (each ancestor's split leaves its polygon whole), and is answered without walking.
    public func refusedParts(of view: ViewID) -> [ViewPath.RefusedPart] {
        let target = steps[view.index]
        if !target.isClosed, let open = openBoxes[view.index] {
            let corners = target.bounds.corners.map(screen.toScreen[view.index].apply)
            if corners.allSatisfy(open.encloses) { return [] }
        }
        let path = hierarchy.path(to: view)
        return ViewPath.refusedParts(ancestors: path.dropLast().lazy.map { steps[$0.index] }, target: target, on: screen)
    }

    /// Where the subviews of the view of `step` are let down to, given `open`, where its own ancestors let touches
    /// down: the part of it inside the view's hit area when that area is an upright box on the screen (a closed box:
    /// `ViewPath.refusedParts` keeps corners on an edge), all of it when the view asks its subviews anywhere, and nil
    /// (not known as a box) when the view blocks its subviews, or its area is slanted, curved or without area.
    ///
    /// Why a polygon whose corners lie in the box is left whole by every split of the walk: each edge of an upright
    /// box makes `ConvexClip.split`'s side test a product of exact differences, whose sign is exact; a corner on or
    /// inside every edge is kept, no piece is cut off, and the polygon comes back unchanged.
    private static func letsDown(from open: Box, _ step: ViewPath.Step, on screen: ScreenMap) -> Box? {
        if step.block != nil { return nil }
        if step.asksSubviewsAnywhere { return open }
        guard let area = step.pointInside.areaPolygon(in: step.bounds)?.map(screen.toScreen[step.view.index].apply) else { return open }
        guard let box = uprightBox(area) else { return nil }
        return open.intersection(box)
    }

    /// The box `polygon` is, when it is an upright rectangle with finite corners and an area whose orientation its
    /// signed area gets right (what `ConvexClip.split` reads); else nil.
    private static func uprightBox(_ polygon: [Point]) -> Box? {
        guard polygon.count == 4, polygon.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let (p0, p1, p2, p3) = (polygon[0], polygon[1], polygon[2], polygon[3])
        let sides: (Double, Double)
        if p0.y == p1.y && p1.x == p2.x && p2.y == p3.y && p3.x == p0.x {
            sides = (p1.x - p0.x, p2.y - p1.y)
        } else if p0.x == p1.x && p1.y == p2.y && p2.x == p3.x && p3.y == p0.y {
            sides = (p2.x - p1.x, -(p1.y - p0.y))
        } else {
            return nil
        }
        // Clockwise on a y-down screen (a positive signed area) when both sides run the same way.
        guard sides.0 != 0, sides.1 != 0 else { return nil }
        let clockwise = (sides.0 > 0) == (sides.1 > 0)
        let orientation = ConvexClip.signedArea(polygon)
        guard abs(orientation) > 1e-12, (orientation > 0) == clockwise else { return nil }
        return Box(minX: min(p0.x, p2.x), minY: min(p0.y, p2.y), maxX: max(p0.x, p2.x), maxY: max(p0.y, p2.y))
    }
}
