/// Why a view on a path keeps a point from the views below it.
public enum PathRefusalReason: Hashable, Sendable {
    /// Its `hitTest` keeps every point from its subviews: a skip rule, an override returning nil or itself, or a
    /// `pointInside` that says NO everywhere (`View.subviewBlock`).
    case blocks(SubviewBlock)
    /// Its `pointInside` says NO at the point, and it asks its subviews only after a YES.
    case pointInsideNo
}

/// The first view on a path, above the view asked about, that keeps a point from it.
public struct PathRefusal: Hashable, Sendable {
    public let ancestor: ViewID
    public let reason: PathRefusalReason
}

/// Where a screen point lies against one view's path, as UIKit's `hitTest` asks each view on it.
public struct PathPosition: Hashable, Sendable {
    /// The first ancestor that keeps the point from the views below it, and why; nil when each passes it down.
    public var refusal: PathRefusal?
    /// Whether a clipping ancestor (`clipsToBounds`) or a mask (the view's own or an ancestor's) hides the view's
    /// drawing at the point. Drawing only: touches are never clipped.
    public var clipped: Bool
    /// Whether the point lies in the view's bounds.
    public var insideBounds: Bool
    /// Whether the view's own `pointInside` answers YES at the point.
    public var insideHitArea: Bool

    /// Whether the view's bounds are drawn at the point (inside them, and no ancestor clips them away there).
    public var isDrawn: Bool { insideBounds && !clipped }
}

/// One view's path from its window, asked at points the way UIKit's `hitTest` asks each view on it: which ancestor
/// refuses the point (a skip rule or an override that keeps its subviews from every touch, or a `pointInside` that
/// says NO), whether a clipping ancestor hides the view there, whether the point is in its bounds and in its own hit
/// area. Every containment is `CGRectContainsPoint`'s (minimum edges inside, maximum edges outside) through the
/// engine's one conversion (`Placement.convertFromSuperview`). The one statement of "does this point come down to
/// the view" outside the hit-test walks: the audit's measures, the drawings' "drawn, not touchable" parts, where a
/// view is drawn (`ScreenMap.draws`) and the diff ask it. `Aligned` is its fast path for views that are upright
/// rectangles in one frame (proven equal in ViewPathTests, and to `UIKitOracle` through the audit's areas).
public struct ViewPath: Sendable {
    /// How one view of the path is asked.
    struct Step: Sendable {
        let view: ViewID
        let placement: Placement
        let pointInside: PointInsideRule
        let clipsToBounds: Bool
        /// Its mask view's frame in its bounds space (drawing only): it and its subviews are drawn only inside it.
        let mask: Rect?
        /// Why it keeps every point from its subviews, if it does.
        let block: SubviewBlock?
        /// Whether it asks its subviews without asking its `pointInside` first.
        let asksSubviewsAnywhere: Bool
        /// Whether its call returns nil at every point (a skip rule, an override returning nil).
        let isClosed: Bool

        init(_ id: ViewID, _ view: borrowing View) {
            self.view = id
            placement = Placement(view)
            pointInside = view.pointInsideRule
            clipsToBounds = view.clipsToBounds
            mask = view.mask
            block = view.subviewBlock
            asksSubviewsAnywhere = view.hitTestGate == .open
            isClosed = view.hitTestGate.isClosed
        }

        /// The same step from a compiled behaviour (its placement already worked out).
        init(_ id: ViewID, _ behavior: HitBehavior, _ view: borrowing View) {
            self.view = id
            placement = behavior.placement
            pointInside = behavior.pointInside
            clipsToBounds = behavior.clipsToBounds
            mask = view.mask
            block = view.subviewBlock
            asksSubviewsAnywhere = behavior.gate == .open
            isClosed = behavior.isClosed
        }

        var bounds: Rect { placement.bounds }

        /// Whether its clip and its mask let its subviews be drawn at a point of its bounds space.
        func showsSubviews(at local: Point) -> Bool {
            ViewPath.showsSubviews(bounds: bounds, clips: clipsToBounds, mask: mask, at: local)
        }
    }

    /// The view asked about.
    public let view: ViewID
    /// Its window and superviews, window first.
    let ancestors: [Step]
    let target: Step

    /// The path of `view` in `hierarchy`.
    public init(_ view: ViewID, in hierarchy: ViewHierarchy) {
        let steps = hierarchy.path(to: view).map { Step($0, hierarchy[$0]) }
        self.view = view
        ancestors = Array(steps.dropLast())
        target = steps[steps.count - 1]  // a path ends at its view: never empty
    }

    /// The path of `view` from `steps`, every view's step of its hierarchy (`steps(of:)`), made once for a caller that
    /// asks about every view: a path is then its ancestors' steps gathered, not each view read again.
    init(_ view: ViewID, in hierarchy: ViewHierarchy, steps: [Step]) {
        let path = hierarchy.path(to: view).map { steps[$0.index] }
        self.view = view
        ancestors = Array(path.dropLast())
        target = path[path.count - 1]  // a path ends at its view: never empty
    }

    /// Every view's step, by index, for `init(_:in:steps:)`.
    static func steps(of hierarchy: ViewHierarchy) -> [Step] {
        hierarchy.views.indices.map { Step(ViewID($0), hierarchy.views[$0]) }
    }

    /// The path of `view` in `tester`'s hierarchy, from its compiled behaviours.
    public init(_ view: ViewID, in tester: HitTester) {
        let hierarchy = tester.hierarchy
        let steps = hierarchy.path(to: view).map { Step($0, tester.behaviors[$0.index], hierarchy[$0]) }
        self.view = view
        ancestors = Array(steps.dropLast())
        target = steps[steps.count - 1]  // a path ends at its view: never empty
    }

    /// The position of a screen point.
    public func position(at screen: Point) -> PathPosition {
        var local = screen
        var refusal: PathRefusal?
        var clipped = false
        for step in ancestors {
            local = step.placement.convertFromSuperview(local)
            if !step.showsSubviews(at: local) { clipped = true }
            if refusal == nil, let reason = Self.refusal(step, at: local) { refusal = PathRefusal(ancestor: step.view, reason: reason) }
        }
        local = target.placement.convertFromSuperview(local)
        if target.mask?.contains(local) == false { clipped = true }
        return PathPosition(
            refusal: refusal, clipped: clipped, insideBounds: target.bounds.contains(local),
            insideHitArea: target.pointInside.contains(local, bounds: target.bounds))
    }

    /// Whether the view's bounds are drawn at a screen point: `position(at:).isDrawn` without the refusals.
    public func draws(at screen: Point) -> Bool {
        Self.draws(ancestors.lazy.map { ($0.placement, $0.clipsToBounds, $0.mask) }, target: (target.placement, target.mask), at: screen)
    }

    /// `draws(at:)` for a view of `hierarchy` without building its path: what `ScreenMap.draws` asks for one point.
    public static func draws(_ view: ViewID, at screen: Point, in hierarchy: ViewHierarchy) -> Bool {
        let path = hierarchy.path(to: view)
        return draws(
            path.dropLast().lazy.map { (Placement(hierarchy[$0]), hierarchy[$0].clipsToBounds, hierarchy[$0].mask) },
            target: (Placement(hierarchy[view]), hierarchy[view].mask), at: screen)
    }

    /// `draws(_:at:in:)` for each of `views` at one screen point, in their order: each ancestor's conversion and its
    /// clip and mask are asked once for all of them (the same steps as `draws(at:)`, shared down the tree), so that
    /// asking about every view of a chain *d* deep costs *d* steps, not *d*².
    public static func drawnViews(_ views: [ViewID], at screen: Point, in hierarchy: ViewHierarchy) -> [ViewID] {
        // For each ancestor asked so far: the point in its bounds space when it shows its subviews there, else nil.
        var shown: [ViewID: Point?] = [:]
        func subviewPoint(of ancestor: ViewID) -> Point? {
            var unknown: [ViewID] = []
            var local: Point? = screen
            var current: ViewID? = ancestor
            while let view = current {
                if let known = shown[view] {
                    local = known
                    break
                }
                unknown.append(view)
                current = hierarchy.parent(of: view)
            }
            for view in unknown.reversed() {
                if let point = local {
                    let step = Step(view, hierarchy[view])
                    let converted = step.placement.convertFromSuperview(point)
                    local = step.showsSubviews(at: converted) ? converted : nil
                }
                shown[view] = .some(local)
            }
            return local
        }
        return views.filter { view in
            let superview = hierarchy.parent(of: view)
            guard let point = superview.map(subviewPoint(of:)) ?? screen else { return false }
            let target = hierarchy[view]
            let placement = Placement(target)
            return drawsItself(bounds: placement.bounds, mask: target.mask, at: placement.convertFromSuperview(point))
        }
    }

    /// Whether a screen point, converted down `ancestors` (window first), is where every one of them shows its
    /// subviews, then where the target draws itself: the one walk of "drawn at this point".
    private static func draws(
        _ ancestors: some Sequence<(Placement, Bool, Rect?)>, target: (placement: Placement, mask: Rect?), at screen: Point
    ) -> Bool {
        var local = screen
        for (placement, clips, mask) in ancestors {
            local = placement.convertFromSuperview(local)
            if !showsSubviews(bounds: placement.bounds, clips: clips, mask: mask, at: local) { return false }
        }
        local = target.placement.convertFromSuperview(local)
        return drawsItself(bounds: target.placement.bounds, mask: target.mask, at: local)
    }

    /// Whether a view shows its subviews at a point of its bounds space: inside its bounds when it clips to them, and
    /// inside its mask. The one statement of an ancestor's step of "drawn at this point".
    static func showsSubviews(bounds: Rect, clips: Bool, mask: Rect?, at local: Point) -> Bool {
        (!clips || bounds.contains(local)) && mask?.contains(local) != false
    }

    /// Whether a view's own bounds are drawn at a point of its bounds space: inside them and inside its mask. The one
    /// statement of the last step of "drawn at this point".
    static func drawsItself(bounds: Rect, mask: Rect?, at local: Point) -> Bool {
        bounds.contains(local) && mask?.contains(local) != false
    }

    /// A part of the view's bounds on the screen that no touch comes down to, and the ancestor that keeps it.
    public struct RefusedPart: Hashable, Sendable {
        /// A convex screen polygon.
        public let polygon: [Point]
        public let refusal: PathRefusal
    }

    /// The parts of the view's bounds on the screen (`screen`: its hierarchy's `ScreenMap`) that no touch comes down
    /// to through its ancestors: `position(at:)`'s refusal as regions, top down, each part with the first ancestor
    /// that refuses it (a curved hit area followed by short lines). None when the view's own call returns nil
    /// anyway (its own skip rule or override is not its ancestors').
    public func refusedParts(on screen: ScreenMap) -> [RefusedPart] {
        Self.refusedParts(ancestors: ancestors, target: target, on: screen)
    }

    /// `refusedParts(on:)` of the path `ancestors` (window first) then `target`, wherever its steps are read from
    /// (`ViewPaths` reads them from its table in place).
    static func refusedParts(ancestors: some Sequence<Step>, target: Step, on screen: ScreenMap) -> [RefusedPart] {
        guard !target.isClosed else { return [] }
        var remaining = target.bounds.corners.map(screen.toScreen[target.view.index].apply)
        var parts: [RefusedPart] = []
        for step in ancestors {
            if let block = step.block {
                parts.append(RefusedPart(polygon: remaining, refusal: PathRefusal(ancestor: step.view, reason: .blocks(block))))
                return parts
            }
            if step.asksSubviewsAnywhere { continue }
            guard let area = step.pointInside.areaPolygon(in: step.bounds)?.map(screen.toScreen[step.view.index].apply) else { continue }
            let split = ConvexClip.split(remaining, by: area)
            parts += split.outside.map { RefusedPart(polygon: $0, refusal: PathRefusal(ancestor: step.view, reason: .pointInsideNo)) }
            remaining = split.inside
            if ConvexClip.isEmpty(remaining) { break }
        }
        return parts
    }

    /// Why `step` keeps a point (in its own bounds space) from its subviews, if it does.
    private static func refusal(_ step: Step, at local: Point) -> PathRefusalReason? {
        if let block = step.block { return .blocks(block) }
        if step.asksSubviewsAnywhere { return nil }
        return step.pointInside.contains(local, bounds: step.bounds) ? nil : .pointInsideNo
    }

    /// The same questions for a path whose views are all upright rectangles in one frame (the screen, or a
    /// transformed view's bounds space): box tests on the frame's point, with no conversion.
    public struct Aligned: Sendable {
        /// One step's boxes in the frame: its bounds, its hit area (nil: `always` or `never`, or a shape).
        struct Boxes: Sendable {
            let bounds: Box
            let area: Box?
        }

        let path: ViewPath
        let ancestors: [Boxes]
        let target: Boxes

        /// The position of a point of the frame: `ViewPath.position(at:)` of the same point on the screen.
        public func position(frame point: Point) -> PathPosition {
            var refusal: PathRefusal?
            var clipped = false
            for (step, boxes) in zip(path.ancestors, ancestors) {
                if step.clipsToBounds && !boxes.bounds.contains(point) { clipped = true }
                guard refusal == nil else { continue }
                if let block = step.block {
                    refusal = PathRefusal(ancestor: step.view, reason: .blocks(block))
                } else if !step.asksSubviewsAnywhere && !Self.inside(step, boxes, point) {
                    refusal = PathRefusal(ancestor: step.view, reason: .pointInsideNo)
                }
            }
            return PathPosition(
                refusal: refusal, clipped: clipped, insideBounds: target.bounds.contains(point),
                insideHitArea: Self.inside(path.target, target, point))
        }

        private static func inside(_ step: Step, _ boxes: Boxes, _ point: Point) -> Bool {
            switch step.pointInside {
            case .always: true
            case .never: false
            default: boxes.area?.contains(point) == true
            }
        }
    }

    /// The fast path, when every view of the path is an upright rectangle in a frame: `offset(view)` is the
    /// translation from the view's bounds space into the frame (nil: not a translation); nil when a view of the
    /// path has a round or rounded hit area, has a mask (drawing only: `position(at:)` answers), or is not a
    /// translation of the frame.
    public func aligned(offset: (ViewID) -> Point?) -> Aligned? {
        func boxes(_ step: Step) -> Aligned.Boxes? {
            guard step.mask == nil else { return nil }
            switch step.pointInside {
            case .circle, .roundedRect: return nil
            case .bounds, .minimumSize, .outsets, .always, .never: break
            }
            guard let offset = offset(step.view) else { return nil }
            return Aligned.Boxes(
                bounds: Box(step.bounds, movedBy: offset), area: step.pointInside.area(for: step.bounds).map { Box($0, movedBy: offset) })
        }
        var ancestorBoxes: [Aligned.Boxes] = []
        for step in ancestors {
            guard let box = boxes(step) else { return nil }
            ancestorBoxes.append(box)
        }
        return boxes(target).map { Aligned(path: self, ancestors: ancestorBoxes, target: $0) }
    }
}
