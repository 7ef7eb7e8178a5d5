import HitScopeCore

/// The views in which two versions of a scene differ for hit-testing, each in its own version: a view of one version
/// only; a matched view whose properties (but where the file says it is) or superview (its match) differ; and of the
/// subviews two versions share under a view, those whose order may have changed (from the first place the two orders
/// differ to the last). What `AnswersAlike` needs to tell where the versions surely answer a touch alike.
///
/// The order: a view answers with its first subview, front to back, that answers. Two shared subviews answer in
/// another order only if their order flipped, and the subviews before the first difference and after the last keep
/// their order with every other one, so one of the two is marked; the point lies in both of their boxes. A subview
/// added or removed is marked itself, so its superview is not.
struct ChangedViews {
    let old: [ViewID]
    let new: [ViewID]
    /// Per old view (raw id), its match in the new version (raw id), or -1.
    let newOf: [Int32]

    /// Nil when the versions differ in more than their views: other windows, or a `hitTest` redirect in either (its
    /// answer is another view, which may change anywhere): then every view is measured in both.
    init?(old: ViewHierarchy, new: ViewHierarchy, matching: ViewMatching) {
        let newOf = (0..<old.count).map { matching.new(for: ViewID($0))?.rawValue ?? -1 }
        guard old.windows.map({ newOf[$0.index] }) == new.windows.map(\.rawValue),
            !Self.redirects(old), !Self.redirects(new)
        else { return nil }
        var changedOld: [ViewID] = []
        var changedNew: [ViewID] = []
        func mark(_ id: ViewID, was match: ViewID) {
            changedOld.append(match)
            changedNew.append(id)
        }
        for index in 0..<new.count {
            let id = ViewID(index)
            guard let match = matching.old(for: id) else {
                changedNew.append(id)
                continue
            }
            let sameParent = old.parent(of: match).map { newOf[$0.index] } == new.parent(of: id).map(\.rawValue)
            if !sameParent || !Self.sameForHitTesting(old[match], new[id]) { mark(id, was: match) }
            // The subviews both versions have here, in each version's order (new ids).
            let before = old.children(of: match).map { newOf[$0.index] }.filter { $0 >= 0 && new.parent(of: ViewID(Int($0))) == id }
            let after = new.children(of: id).map(\.rawValue).filter { child in
                matching.old(for: ViewID(Int(child))).map { old.parent(of: $0) == match } == true
            }
            guard before != after, !after.isEmpty else { continue }
            // Both lists hold the same views; were they ever not to, every one of them is marked.
            let sameViews = before.count == after.count
            let first = sameViews ? after.indices.first { before[$0] != after[$0] } ?? 0 : 0
            let last = sameViews ? after.indices.last { before[$0] != after[$0] } ?? first : after.count - 1
            for child in after[first...max(first, last)] {
                let childID = ViewID(Int(child))
                if let was = matching.old(for: childID) { mark(childID, was: was) }
            }
        }
        for index in 0..<old.count where newOf[index] < 0 { changedOld.append(ViewID(index)) }
        self.old = changedOld
        self.new = changedNew
        self.newOf = newOf
    }

    private static func redirects(_ hierarchy: ViewHierarchy) -> Bool {
        (0..<hierarchy.count).contains { index in
            if case .redirect = hierarchy[ViewID(index)].hitTestRule { return true }
            return false
        }
    }

    /// Every property alike but the file's line and id for the view.
    private static func sameForHitTesting(_ old: View, _ new: View) -> Bool {
        var old = old
        var new = new
        (old.sourceLine, old.sourceID, new.sourceLine, new.sourceID) = (nil, nil, nil, nil)
        return old == new
    }
}
