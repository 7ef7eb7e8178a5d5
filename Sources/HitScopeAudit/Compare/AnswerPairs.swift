import HitScopeCore

/// The pairs of hit-test views (the old version's, the new version's) found over a part of the screen, each with
/// its area: what lets one pass over a changed region give every view's area there in both versions
/// (`TouchAreaComparer.areas(of:seenBy:wherever:)`), instead of a comparison per view.
package struct AnswerPairs: Sendable {
    /// Each pair found, in the order first found, with its area in points².
    fileprivate var pairs: [(old: Int32, new: Int32, area: Double)] = []
    /// Per pair, the views its touch reaches in each version (`TargetReach.views(reachedFrom:in:)`; none for none).
    fileprivate var reached: [(before: [ViewID], after: [ViewID])] = []
    /// Each pair's place in `pairs`, the old raw id in the high half and the new one's bits in the low half.
    private var index: [Int64: Int] = [:]
    /// Whether a cell crossed by a curved edge was cut no finer than `CellSplit` cuts: the areas are then
    /// approximations, which a comparison cut at other edges approximates differently.
    fileprivate var isApproximate = false

    fileprivate mutating func add(_ area: Double, owners: (Int32, Int32)) {
        let key = Int64(owners.0) << 32 | Int64(UInt32(bitPattern: owners.1))
        if let place = index[key] {
            pairs[place].area += area
        } else {
            index[key] = pairs.count
            pairs.append((owners.0, owners.1, area))
        }
    }
}

extension AnswerPairs: PartCounter {
    mutating func add(area: Double, box: Box, point: Point, owners: (Int32, Int32), approximate: Bool) {
        if approximate { isApproximate = true }
        add(area, owners: owners)
    }
}

extension TouchAreaComparer {
    /// The pairs of hit-test views found over `region` (a screen box) and their areas, measured as `compare`
    /// measures: on a grid cut at the edges of every view that can answer there in either version, where each cell
    /// (or each piece of a cell that a slanted edge crosses) has one hit-test view per version.
    package func answerPairs(within region: Box) -> AnswerPairs {
        var pairs = AnswerPairs()
        if !region.isEmpty { measure(region, old: nil, new: nil, mirror: nil, &pairs) }
        func reached(from owner: Int32, in hierarchy: ViewHierarchy) -> [ViewID] {
            owner < 0 ? [] : TargetReach.views(reachedFrom: ViewID(Int(owner)), in: hierarchy)
        }
        pairs.reached = pairs.pairs.map { (reached(from: $0.old, in: before.tester.hierarchy), reached(from: $0.new, in: after.tester.hierarchy)) }
        return pairs
    }

    /// The area of `view` (the same view in both versions) in each version, seen by `rule`, within the region where
    /// `pairs` were found: the sum of the pairs' areas whose hit-test view brings the touch to it there. What
    /// `compare(old: view, new: view, within:)` over that region finds, up to the rounding of sums of the same
    /// parts cut otherwise; nil when the pairs are approximate, where only that comparison tells.
    ///
    /// Why the pairs cover every part that a comparison of one view counts: its grid is cut at the edges of the views
    /// that can answer in a part of the same region (and at its own path's), so each of its parts lies inside one of
    /// the parts the pairs were found on, up to edges, which have no area; and outside the view's own region in
    /// either version (where that comparison does not look) no touch reaches it.
    package func areas(of view: ViewID, seenBy rule: AreaRule, wherever pairs: AnswerPairs) -> (before: Double, after: Double)? {
        guard !pairs.isApproximate else { return nil }
        var areas = (before: 0.0, after: 0.0)
        for (pair, reached) in zip(pairs.pairs, pairs.reached) {
            let reaches: (before: Bool, after: Bool)
            switch rule {
            case .touches: reaches = (TargetReach.reaches(view, among: reached.before), TargetReach.reaches(view, among: reached.after))
            case .recognizers:
                func sees(_ owner: Int32, _ hierarchy: ViewHierarchy) -> Bool {
                    owner >= 0 && hierarchy.recognizers(on: view, see: ViewID(Int(owner)))
                }
                reaches = (sees(pair.old, before.tester.hierarchy), sees(pair.new, after.tester.hierarchy))
            }
            if reaches.before { areas.before += pair.area }
            if reaches.after { areas.after += pair.area }
        }
        return areas
    }
}
