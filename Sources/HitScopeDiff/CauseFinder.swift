import HitScopeAudit
import HitScopeCore

/// Finds what made a view's touches go elsewhere: the views that take them now and the view's own path, compared
/// with their matches in the old version property by property (`HitProperty`: every property hit-testing and
/// delivery read), with the place among siblings and the superview; colours and titles never move a touch.
struct CauseFinder {
    let old: ViewHierarchy
    let new: ViewHierarchy
    let matching: ViewMatching
    /// Each view's position in hit-test order's reverse (drawing order): later is in front.
    private let oldPosition: [Int]
    private let newPosition: [Int]

    init(old: ViewHierarchy, new: ViewHierarchy, matching: ViewMatching) {
        self.old = old
        self.new = new
        self.matching = matching
        oldPosition = Self.positions(old)
        newPosition = Self.positions(new)
    }

    private static func positions(_ hierarchy: ViewHierarchy) -> [Int] {
        var position = [Int](repeating: 0, count: hierarchy.count)
        for (index, id) in hierarchy.drawingOrder.enumerated() { position[id.index] = index }
        return position
    }

    /// The causes of the change of `target` (`oldTarget` in the old version), most likely first: those of the
    /// views that take its lost touches (largest area first), those of the views whose touches it gained, then
    /// those on its own path.
    func causes(oldTarget: ViewID, target: ViewID, change: TouchAreaChange) -> [DiffCause] {
        var causes: [DiffCause] = []
        for (taker, _) in change.lostTo.sorted(by: Self.largestFirst) {
            guard let taker, taker != target, !new.isAncestor(taker, of: target) else { continue }
            causes += takerCauses(taker, target: target, oldTarget: oldTarget)
        }
        for (owner, _) in change.gainedFrom.sorted(by: Self.largestFirst) {
            guard let owner, owner != oldTarget, !old.isAncestor(owner, of: oldTarget) else { continue }
            if let match = matching.new(for: owner) {
                causes += takerCauses(match, target: target, oldTarget: oldTarget)
            } else {
                causes.append(DiffCause(.removedView(className: old[owner].className), view: old[owner].name, relation: .taker))
            }
        }
        causes += pathCauses(target)
        var seen: Set<String> = []
        return causes.filter { seen.insert("\($0.kind.rawValue) \($0.view)").inserted }
    }

    /// Larger areas first; equal areas by id, so the order is the same on every run.
    private static func largestFirst(_ lhs: (key: ViewID?, value: Double), _ rhs: (key: ViewID?, value: Double)) -> Bool {
        lhs.value != rhs.value ? lhs.value > rhs.value : (lhs.key?.index ?? -1) < (rhs.key?.index ?? -1)
    }

    /// Why `taker` (new version) takes touches of `target`: it is new, it or an ancestor changed, or it moved in
    /// front.
    private func takerCauses(_ taker: ViewID, target: ViewID, oldTarget: ViewID) -> [DiffCause] {
        let view = new[taker]
        guard let oldTaker = matching.old(for: taker) else {
            return [DiffCause(.newView(className: view.className, superview: new.parent(of: taker).map { new[$0].name }), view: view.name, relation: .taker)]
        }
        var causes = propertyCauses(old: oldTaker, new: taker, relation: .taker)
        if oldPosition[oldTaker.index] < oldPosition[oldTarget.index], newPosition[taker.index] > newPosition[target.index] {
            causes.append(DiffCause(.order(target: new[target].name, oldTarget: old[oldTarget].name), view: view.name, relation: .taker))
        }
        var ancestor = new.parent(of: taker)
        while let current = ancestor, !new.isAncestor(current, of: target) {
            if let match = matching.old(for: current) { causes += propertyCauses(old: match, new: current, relation: .takerAncestor) }
            ancestor = new.parent(of: current)
        }
        return causes
    }

    /// Changes on the target's own path: itself, then each ancestor up to its window; an ancestor the old version
    /// does not have (a new wrapper) counts too.
    private func pathCauses(_ target: ViewID) -> [DiffCause] {
        var causes: [DiffCause] = []
        for view in new.path(to: target).reversed() {
            let relation: DiffCause.Relation = view == target ? .itself : .ancestor
            if let match = matching.old(for: view) {
                causes += propertyCauses(old: match, new: view, relation: relation)
            } else {
                causes.append(DiffCause(.newWrapper(className: new[view].className, target: new[target].name), view: new[view].name, relation: relation))
            }
        }
        return causes
    }

    /// The hit-testing properties that differ between a view's two versions, and a move to another superview.
    private func propertyCauses(old oldID: ViewID, new newID: ViewID, relation: DiffCause.Relation) -> [DiffCause] {
        let before = old[oldID]
        let after = new[newID]
        var causes: [DiffCause] = []
        let oldParent = old.parent(of: oldID).flatMap { matching.new(for: $0) }
        let newParent = new.parent(of: newID)
        // Moving into a new wrapper is the wrapper's cause (`pathCauses`), not a move.
        let wrapped = newParent.map { matching.old(for: $0) == nil && new.parent(of: $0) == oldParent } ?? false
        if oldParent != newParent, !wrapped {
            let change = DiffCause.Change.superview(from: old.parent(of: oldID).map { old[$0].name }, to: newParent.map { new[$0].name })
            causes.append(DiffCause(change, view: after.name, relation: relation))
        }
        for property in HitProperty.allCases where property.differs(before, after) {
            causes.append(DiffCause(.property(property, before: before, after: after), view: after.name, relation: relation))
        }
        return causes
    }
}
