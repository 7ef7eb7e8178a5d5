import HitScopeCore

/// Where two versions of a scene may answer a touch differently, and each old view's match in the new version:
/// what lets `TouchAreaComparer.compare(_:alike:)` measure a view whose region lies elsewhere in one version only.
///
/// Why one version then says it all: the versions differ in some views (`changed`, each in its own version: a view
/// of one version only, or a matched view whose properties, superview or subviews differ). A view that differs in
/// neither gives the same answer at a point in both versions when each of its subviews does, so the answers at a
/// point differ only if a changed view's `hitTest` answers differently there, and so answers (non-nil) there in one
/// version at least: inside its `HitExtent` on that version's screen. Outside every such box the old version's
/// hit-test view, named in the new one, is the new version's, and the touch reaches the same views (a touch's
/// responders are its hit-test view's superviews, none of them changed there). WholeSceneFixTests' restricted check
/// rests on the same argument for one changed view.
public struct AnswersAlike: Sendable {
    /// The screen boxes where a changed view can answer, in either version.
    let changed: BoxTree
    /// Per old view (raw id), its match in the new version (raw id), or -1.
    let newOf: [Int32]
}

extension TouchAreaComparer {
    /// Where the versions answer alike, when they differ only in the views `changedOld` (old ids) and `changedNew`
    /// (new ids); `newOf[i]`: the new view that old view `i` is (raw id), -1 for none. Nil when the screens differ:
    /// then every view is measured in both.
    public func answersAlike(changedOld: [ViewID], changedNew: [ViewID], newOf: [Int32]) -> AnswersAlike? {
        guard before.screen == after.screen, newOf.count == before.tester.hierarchy.count else { return nil }
        func extents(_ views: [ViewID], in meter: TouchTargetMeter) -> [(id: ViewID, box: Box)] {
            views.compactMap { id in meter.geometry.reach[id.index].map { (id, $0.intersection(meter.screen)) } }
        }
        return AnswersAlike(changed: BoxTree(extents(changedOld, in: before) + extents(changedNew, in: after)), newOf: newOf)
    }

    /// Whether the old view `old` and the new view `new` (its match) answer alike all over their region: the same
    /// region in both, meeting no changed view's box.
    package func answersAlike(_ old: ViewID, _ new: ViewID, _ alike: AnswersAlike) -> Bool {
        guard alike.newOf[old.index] == new.rawValue else { return false }
        let region = before.screenRegion(of: old)
        guard region == after.screenRegion(of: new) else { return false }
        return region.map { !alike.changed.meets($0) } ?? true
    }
}
