import HitScopeCore

/// Sorts the cells of one view's local grid into a `TargetMeasure`: where the view is drawn, where its own hit
/// area is, which ancestor says NO, and whether the touch there reaches it.
struct CellTally {
    private let tester: HitTester
    private let target: ViewID
    /// Where a point lies against the target's path: the engine's path query, or its fast path when every view of
    /// the path is an upright rectangle in the grid's frame.
    private let path: ViewPath
    private let aligned: ViewPath.Aligned?
    /// The last hit-test view seen and how it relates (neighbouring cells mostly share it).
    private var lastOwner: (view: ViewID, relation: Relation)?
    private let isAudited: [Bool]
    private var measure: TargetMeasure
    /// How the touches of each hit-test view seen so far relate to the target.
    private var relations: [ViewID: Relation] = [:]
    /// The paths of the other views a point was converted to.
    private var paths: [(view: ViewID, path: [ViewID])] = []
    private var largestDrawn: (ownsPoint: Bool, area: Double) = (false, 0)
    private var largestReached: Double = 0
    private var covered = AreaMap<ViewID?>()
    private var outside = AreaMap<ViewID>()
    private var outsideTakers = AreaMap<ViewID?>()
    private var ownCovered = AreaMap<ViewID?>()
    private var ownOutside = AreaMap<ViewID>()
    private var takenByEnlarged = AreaMap<ViewID>()
    /// Reached points whose touch is forwarded to the target by an interaction-enabled view inside it: by that view.
    private var forwarded = AreaParts<ViewID>()

    private enum Relation {
        /// The touch reaches the target (it is the target, or a subview that hands it on to the target).
        case reaches
        /// The touch reaches the target, a button or control, forwarded by an interaction-enabled view inside it:
        /// whether the control tracks it is an unsettled question (`UnsettledQuestion.touchForwardedToControl`).
        case forwarded
        /// A subview of the target that keeps the touch (it, or something between, handles it).
        case content
        /// Anything else: another control, an overlay, an ancestor, a view in another window.
        case other
    }

    init(tester: HitTester, target: ViewID, frame: GridFrame, isAudited: [Bool]) {
        self.tester = tester
        self.target = target
        self.isAudited = isAudited
        measure = TargetMeasure(view: target)
        path = ViewPath(target, in: tester)
        aligned = path.aligned(offset: frame.offset(of:))
    }

    /// Counts one cell of `area` screen points², whose box on the screen is `screenBox`: `point` is a point of it
    /// in the frame and `screen` the same point on the screen, `owner` the hit-test view there; `approximate` when
    /// the cell's decisions may vary inside it.
    mutating func add(area: Double, screenBox: Box, at point: Point, screen: Point, owner: ViewID?, approximate: Bool) {
        if approximate { measure.approximate = true }
        let position = aligned?.position(frame: point) ?? path.position(at: screen)
        // Outside an ancestor whose pointInside says NO (one that never asks its subviews leaves the touch to
        // whoever it goes to: the view is covered there, not drawn outside).
        let outsideAncestor = position.refusal.flatMap { $0.reason == .pointInsideNo ? $0.ancestor : nil }
        let (drawn, own) = (position.isDrawn, position.insideHitArea)
        var relation = Relation.other
        if let owner {
            if owner == lastOwner?.view, let known = lastOwner?.relation {
                relation = known
            } else {
                relation = self.relation(owner)
                lastOwner = (owner, relation)
            }
        }

        if relation == .reaches || relation == .forwarded {
            if relation == .forwarded, let owner { forwarded.add(area, box: screenBox, point: screen, to: owner) }
            measure.effectiveArea += area
            measure.effectiveBox = measure.effectiveBox.map { $0.union(screenBox) } ?? screenBox
            if area > largestReached {
                largestReached = area
                measure.reachedPoint = screen
            }
        }
        if drawn {
            measure.drawnArea += area
            let better = own == largestDrawn.ownsPoint ? area > largestDrawn.area : own
            if better || measure.drawnPoint == nil {
                largestDrawn = (own, area)
                measure.drawnPoint = screen
            }
        }
        guard relation == .other, own else { return }
        if let ancestor = outsideAncestor {
            ownOutside.add(area, to: ancestor)
            if drawn {
                outside.add(area, to: ancestor)
                outsideTakers.add(area, to: owner)
            }
            return
        }
        ownCovered.add(area, to: owner)
        guard drawn else { return }
        covered.add(area, to: owner)
        if let owner, isAudited[owner.index], !tester.behaviors[owner.index].bounds.contains(convert(screen, to: owner)) {
            takenByEnlarged.add(area, to: owner)
        }
    }

    /// The measure, once every cell is in.
    func result() -> TargetMeasure {
        var measure = measure
        measure.covered = covered.dictionary
        measure.outside = outside.dictionary
        measure.outsideTakers = outsideTakers.dictionary
        measure.ownCovered = ownCovered.dictionary
        measure.ownOutside = ownOutside.dictionary
        measure.takenByEnlarged = takenByEnlarged.dictionary
        measure.uncertain = forwarded.forwardedAreas(to: target)
        return measure
    }

    private mutating func relation(_ owner: ViewID) -> Relation {
        if owner == target { return .reaches }
        if let known = relations[owner] { return known }
        let hierarchy = tester.hierarchy
        let relation: Relation =
            switch TargetReach(target, from: owner, in: hierarchy) {
            case .sure: .reaches
            case .forwarded: .forwarded
            case .unreached: hierarchy.isAncestor(target, of: owner) ? .content : .other
            }
        relations[owner] = relation
        return relation
    }

    /// A screen point in `view`'s bounds space, through the engine's own conversion.
    private mutating func convert(_ point: Point, to view: ViewID) -> Point {
        let path: [ViewID]
        if let known = paths.first(where: { $0.view == view }) {
            path = known.path
        } else {
            path = tester.hierarchy.path(to: view)
            paths.append((view, path))
        }
        return path.reduce(point) { tester.behaviors[$1.index].placement.convertFromSuperview($0) }
    }
}
