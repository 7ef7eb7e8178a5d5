import HitScopeAudit
import HitScopeCore

/// Finds what made a view's touches go elsewhere: the views that take them now and the view's own path, compared
/// property by property with their matches in the old version. Only properties that hit-testing reads count
/// (frame, bounds origin, transform, the skip rules' hidden, alpha and userInteractionEnabled, isEnabled, the
/// overrides, touch handling, the place among siblings); colours and titles never move a touch.
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
                causes.append(
                    DiffCause(
                        kind: .removedView, view: old[owner].name, relation: .taker, before: nil, after: nil,
                        text: "\(old[owner].name) (\(old[owner].className)), which took these touches, is gone"))
            }
        }
        causes += pathCauses(target)
        var seen: Set<String> = []
        return causes.filter { seen.insert("\($0.kind) \($0.view)").inserted }
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
            let parent = new.parent(of: taker).map { " under \(new[$0].name)" } ?? ""
            return [
                DiffCause(
                    kind: .newView, view: view.name, relation: .taker, before: nil, after: nil,
                    text: "a new view \(view.name) (\(view.className))\(parent) takes these touches now")
            ]
        }
        var causes = propertyCauses(old: oldTaker, new: taker, relation: .taker)
        if oldPosition[oldTaker.index] < oldPosition[oldTarget.index], newPosition[taker.index] > newPosition[target.index] {
            causes.append(
                DiffCause(
                    kind: .order, view: view.name, relation: .taker, before: "behind \(old[oldTarget].name)", after: "in front of \(new[target].name)",
                    text: "\(view.name) moved in front of \(new[target].name) (its place among the subviews changed)"))
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
                causes.append(
                    DiffCause(
                        kind: .newView, view: new[view].name, relation: relation, before: nil, after: nil,
                        text: "\(new[target].name) is now inside a new view, \(new[view].name) (\(new[view].className))"))
            }
        }
        return causes
    }

    /// The hit-testing properties that differ between a view's two versions.
    private func propertyCauses(old oldID: ViewID, new newID: ViewID, relation: DiffCause.Relation) -> [DiffCause] {
        let before = old[oldID]
        let after = new[newID]
        let name = after.name
        var causes: [DiffCause] = []
        func add(_ kind: DiffCause.Kind, _ was: String, _ now: String, _ text: String) {
            causes.append(DiffCause(kind: kind, view: name, relation: relation, before: was, after: now, text: text))
        }
        let oldParent = old.parent(of: oldID).flatMap { matching.new(for: $0) }
        let newParent = new.parent(of: newID)
        // Moving into a new wrapper is the wrapper's cause (`pathCauses`), not a move.
        let wrapped = newParent.map { matching.old(for: $0) == nil && new.parent(of: $0) == oldParent } ?? false
        if oldParent != newParent, !wrapped {
            let was = old.parent(of: oldID).map { old[$0].name } ?? "none (a window)"
            let now = newParent.map { new[$0].name } ?? "none (a window)"
            add(.superview, was, now, "\(name) moved from \(was) to another superview, \(now)")
        }
        if before.frame != after.frame { add(.frame, "\(before.frame)", "\(after.frame)", "the frame of \(name) changed from \(before.frame) to \(after.frame)") }
        if before.boundsOrigin != after.boundsOrigin {
            add(.boundsOrigin, "\(before.boundsOrigin)", "\(after.boundsOrigin)", "the bounds origin (contentOffset) of \(name) changed from \(before.boundsOrigin) to \(after.boundsOrigin)")
        }
        if before.transform != after.transform { add(.transform, "\(before.transform)", "\(after.transform)", "the transform of \(name) changed") }
        if before.isUserInteractionEnabled != after.isUserInteractionEnabled {
            add(
                .userInteractionEnabled, Self.yesNo(before.isUserInteractionEnabled), Self.yesNo(after.isUserInteractionEnabled),
                "userInteractionEnabled of \(name) changed from \(Self.yesNo(before.isUserInteractionEnabled)) to \(Self.yesNo(after.isUserInteractionEnabled))")
        }
        if before.isHidden != after.isHidden {
            add(.hidden, Self.yesNo(before.isHidden), Self.yesNo(after.isHidden), "\(name) is \(after.isHidden ? "hidden now" : "no longer hidden")")
        }
        if before.isTransparent != after.isTransparent {
            add(.alpha, formatNumber(before.alpha), formatNumber(after.alpha), "the alpha of \(name) changed from \(formatNumber(before.alpha)) to \(formatNumber(after.alpha))")
        }
        if after.isControl, before.isEnabled != after.isEnabled {
            add(.enabled, Self.yesNo(before.isEnabled), Self.yesNo(after.isEnabled), "\(name) is \(after.isEnabled ? "enabled" : "disabled") now")
        }
        if before.pointInsideRule != after.pointInsideRule {
            let (was, now) = (RuleWords.pointInside(before.pointInsideRule), RuleWords.pointInside(after.pointInsideRule))
            add(.hitArea, was, now, "the hit area (pointInside) of \(name) changed from \(was) to \(now)")
        }
        if before.hitTestRule != after.hitTestRule {
            let (was, now) = (RuleWords.hitTest(before.hitTestRule), RuleWords.hitTest(after.hitTestRule))
            add(.hitTest, was, now, "the hitTest override of \(name) changed from \(was) to \(now)")
        }
        if before.effectiveTouches != after.effectiveTouches {
            add(
                .touches, before.effectiveTouches.rawValue, after.effectiveTouches.rawValue,
                "\(name) \(after.effectiveTouches == .handle ? "handles touches now" : "no longer handles touches")")
        }
        return causes
    }

    private static func yesNo(_ value: Bool) -> String { value ? "YES" : "NO" }
}
