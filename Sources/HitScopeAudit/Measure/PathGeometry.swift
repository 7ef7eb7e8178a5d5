import HitScopeCore

/// Where a point lies against a measured view's path: outside an ancestor whose `pointInside` says NO, clipped
/// away by a clipping ancestor, inside the view's bounds (drawn), inside its own hit area. When every view of the
/// path is an axis-aligned rectangle in the grid's frame, these are box tests on the frame point; otherwise the
/// screen point is converted down the path by the engine's own conversion.
struct PathGeometry {
    struct Position {
        var outsideAncestor: ViewID?
        var drawn: Bool
        var own: Bool
    }

    /// How one view of the path is tested.
    private struct Step {
        let view: ViewID
        let placement: Placement
        let bounds: Rect
        let pointInside: PointInsideRule
        let clipsToBounds: Bool
        let asksSubviewsAnywhere: Bool
        /// In the frame: the bounds and the hit area (nil: the rule is `always` or `never`, see `pointInside`).
        let frameBounds: Box?
        let frameArea: Box?
    }

    private let ancestors: [Step]
    private let target: Step
    /// Whether every step has its boxes in the frame.
    private let aligned: Bool

    init(tester: HitTester, path: [ViewID], frame: GridFrame) {
        var aligned = true
        let steps = path.map { view in
            let behavior = tester.behaviors[view.index]
            let offset = frame.offset(of: view)
            func inFrame(_ rect: Rect) -> Box? { offset.map { Box(rect, movedBy: $0) } }
            switch behavior.pointInside {
            case .circle, .roundedRect: aligned = false
            case .bounds, .minimumSize, .outsets, .always, .never: if offset == nil { aligned = false }
            }
            return Step(
                view: view, placement: behavior.placement, bounds: behavior.bounds, pointInside: behavior.pointInside,
                clipsToBounds: behavior.clipsToBounds, asksSubviewsAnywhere: behavior.asksSubviewsAnywhere,
                frameBounds: inFrame(behavior.bounds), frameArea: behavior.pointInside.area(for: behavior.bounds).flatMap(inFrame))
        }
        self.ancestors = Array(steps.dropLast())
        self.target = steps[steps.count - 1]
        self.aligned = aligned
    }

    /// The position of a point given in the frame and on the screen (the same point).
    func position(frame point: Point, screen: Point) -> Position {
        aligned ? alignedPosition(point) : convertedPosition(screen)
    }

    private func alignedPosition(_ p: Point) -> Position {
        var outside: ViewID?
        var clipped = false
        for step in ancestors {
            if step.clipsToBounds, let bounds = step.frameBounds, !bounds.contains(p) { clipped = true }
            if outside == nil, !step.asksSubviewsAnywhere, !Self.inside(step, p) { outside = step.view }
        }
        let drawn = !clipped && target.frameBounds?.contains(p) == true
        return Position(outsideAncestor: outside, drawn: drawn, own: Self.inside(target, p))
    }

    private static func inside(_ step: Step, _ p: Point) -> Bool {
        switch step.pointInside {
        case .always: true
        case .never: false
        default: step.frameArea?.contains(p) == true
        }
    }


    private func convertedPosition(_ screen: Point) -> Position {
        var local = screen
        var outside: ViewID?
        var clipped = false
        for step in ancestors {
            local = step.placement.convertFromSuperview(local)
            if step.clipsToBounds && !step.bounds.contains(local) { clipped = true }
            if outside == nil, !step.asksSubviewsAnywhere, !step.pointInside.contains(local, bounds: step.bounds) { outside = step.view }
        }
        local = target.placement.convertFromSuperview(local)
        return Position(
            outsideAncestor: outside, drawn: !clipped && target.bounds.contains(local),
            own: target.pointInside.contains(local, bounds: target.bounds))
    }
}
