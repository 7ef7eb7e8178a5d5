import HitScopeAudit
import HitScopeCore

/// Diffs two versions of a scene: matches their views (`ViewMatching`), measures every touch target's area in
/// both on one exact grid (`TouchAreaComparer`), finds the causes of each change (`CauseFinder`) and answers the
/// scenes' taps and touches in both (`TouchComparison`).
public struct SceneDiffer: Sendable {
    /// Area changes smaller than this, in points², are not changes (`--min-change`).
    public var minimumChange: Double

    /// `--min-change`'s default: one point².
    public static let defaultMinimumChange = 1.0

    /// Measures every view in both versions, even where they surely answer alike (`AnswersAlike`): what the tests
    /// hold the shortcut equal to.
    package var comparesEveryView = false

    public init(minimumChange: Double = SceneDiffer.defaultMinimumChange) {
        self.minimumChange = minimumChange
    }

    /// The diff of `old` (read from `oldFile`) and `new`; `namesAreAuthored` when both are scene files, whose view
    /// names identify views.
    /// `keepsScenes` keeps both scenes and the parts that changed owner in `FileDiff.scenes`, for drawings.
    public func diff(old: Scene, new: Scene, oldFile: String, newFile: String, namesAreAuthored: Bool, keepsScenes: Bool = false) async -> FileDiff {
        let matching = ViewMatching(old: old.hierarchy, new: new.hierarchy, namesAreAuthored: namesAreAuthored)
        let targets = Self.targets(old.hierarchy, new.hierarchy, matching)
        let testers = (HitTester(old.hierarchy), HitTester(new.hierarchy))
        let comparer = TouchAreaComparer(before: old, testers.0, after: new, testers.1)
        // Where the versions surely answer alike, a view is measured in one of them: the cost follows the change.
        let alike = comparesEveryView ? nil : ChangedViews(old: old.hierarchy, new: new.hierarchy, matching: matching).flatMap {
            comparer.answersAlike(changedOld: $0.old, changedNew: $0.new, newOf: $0.newOf)
        }
        let changes = await comparer.compare(targets.map { ($0.old, $0.new) }, alike: alike)
        let causes = CauseFinder(old: old.hierarchy, new: new.hierarchy, matching: matching)
        // Only a version with a view at alpha 0.01 exactly compares the other reading of it.
        let alpha = (AlphaReadingAreas(scene: old, tester: testers.0), AlphaReadingAreas(scene: new, tester: testers.1))
        var views: [ViewDiff] = []
        var pieces: [Int: [TouchAreaChange.Piece]] = [:]
        for (target, measured) in zip(targets, changes) {
            var change = measured
            change.uncertainBefore += target.old.map { alpha.0?.uncertainAreas(of: $0) ?? [] } ?? []
            change.uncertainAfter += target.new.map { alpha.1?.uncertainAreas(of: $0) ?? [] } ?? []
            var view = viewDiff(target, change, old.hierarchy, new.hierarchy, matching, file: newFile)
            if view.level != nil {
                if case .kept(let oldID, let newID) = target { view.causes = causes.causes(oldTarget: oldID, target: newID, change: change) }
                if keepsScenes { pieces[views.count] = change.pieces }
            }
            views.append(view)
        }
        let touches = TouchComparison(old: old, new: new, testers: testers, matching: matching).touches(file: newFile)
        var file = FileDiff(old: oldFile, new: newFile, change: .kept, views: views, touches: touches)
        if keepsScenes { file.scenes = DiffScenes(old: old, new: new, pieces: pieces) }
        return file
    }

    /// How many touch targets a diff of `old` and `new` (scene files) measures, and how many of them in one version
    /// only (`AnswersAlike`); nil when it measures every one in both.
    package static func targetsMeasuredInOneVersion(old: Scene, new: Scene) -> (targets: Int, inOne: Int)? {
        let matching = ViewMatching(old: old.hierarchy, new: new.hierarchy, namesAreAuthored: true)
        let comparer = TouchAreaComparer(before: old, after: new)
        guard let changed = ChangedViews(old: old.hierarchy, new: new.hierarchy, matching: matching),
            let alike = comparer.answersAlike(changedOld: changed.old, changedNew: changed.new, newOf: changed.newOf)
        else { return nil }
        let targets = Self.targets(old.hierarchy, new.hierarchy, matching)
        let inOne = targets.filter { target in
            guard case .kept(let old, let new) = target else { return false }
            return comparer.answersAlike(old, new, alike)
        }
        return (targets.count, inOne.count)
    }

    /// Every touch target of either version with its match: the new version's in drawing order, then the old
    /// version's that have none.
    static func targets(_ old: ViewHierarchy, _ new: ViewHierarchy, _ matching: ViewMatching) -> [Target] {
        let oldTargets = Auditor.auditedViews(in: old)
        let newTargets = Auditor.auditedViews(in: new)
        var targets: [Target] = []
        for view in new.drawingOrder {
            let match = matching.old(for: view)
            guard newTargets[view.index] || match.map({ oldTargets[$0.index] }) == true else { continue }
            targets.append(match.map { .kept(old: $0, new: view) } ?? .added(view))
        }
        for view in old.drawingOrder where oldTargets[view.index] && matching.new(for: view) == nil { targets.append(.removed(view)) }
        return targets
    }

    /// A touch target of either version, and its match in the other.
    enum Target {
        case kept(old: ViewID, new: ViewID)
        case added(ViewID)
        case removed(ViewID)

        var old: ViewID? {
            switch self {
            case .kept(let old, _), .removed(let old): old
            case .added: nil
            }
        }

        var new: ViewID? {
            switch self {
            case .kept(_, let new), .added(let new): new
            case .removed: nil
            }
        }
    }

    private func viewDiff(
        _ target: Target, _ change: TouchAreaChange, _ old: ViewHierarchy, _ new: ViewHierarchy, _ matching: ViewMatching,
        file: String
    ) -> ViewDiff {
        // Named as the new version names it, when it has it.
        let (hierarchy, id, kind): (ViewHierarchy, ViewID, ViewChangeKind) =
            switch target {
            case .kept(_, let id): (new, id, .kept)
            case .added(let id): (new, id, .added)
            case .removed(let id): (old, id, .removed)
            }
        let view = hierarchy[id]
        let oldName = target.old.map { old[$0].name }
        let areaBefore = DiffNumbers.area(change.areaBefore)
        let areaAfter = DiffNumbers.area(change.areaAfter)
        let lostTo = change.lostTo.map { owner, area in
            AreaOwner(view: owner.map { new[$0].name }, area: DiffNumbers.area(area), isNew: owner.map { matching.old(for: $0) == nil })
        }
        let gainedFrom = change.gainedFrom.map { owner, area in
            AreaOwner(view: owner.map { matching.new(for: $0).map { new[$0].name } ?? old[$0].name }, area: DiffNumbers.area(area), isNew: nil)
        }
        var diff = ViewDiff(
            file: file, name: view.name, oldName: oldName == view.name ? nil : oldName, className: view.className, title: view.title,
            path: hierarchy.path(to: id).map { hierarchy[$0].name }, line: view.sourceLine, change: kind,
            matchedBy: target.old.flatMap { matching.method(for: $0) }, areaBefore: areaBefore, areaAfter: areaAfter,
            reachableBefore: change.areaBefore > 0, reachableAfter: change.areaAfter > 0, lostTo: Self.largestFirst(lostTo),
            gainedFrom: Self.largestFirst(gainedFrom), causes: [], level: nil, approximate: change.approximate)
        diff.level = level(diff, lost: change.lostArea, gained: change.gainedArea)
        let uncertainty = UncertainChange(change)
        // The uncertain parts alone changed: a change, at least as large as the larger of them.
        if diff.level == nil, uncertainty.differs, counts(max(uncertainty.before, uncertainty.after)) { diff.level = .changed }
        if diff.level != nil, uncertainty.marks(change) {
            diff.uncertain =
                change.uncertainBefore.map { DiffUncertainty($0, version: .before, in: old) }
                + change.uncertainAfter.map { DiffUncertainty($0, version: .after, in: new) }
        }
        return diff
    }

    /// The level of a target's change: unreachable, lost (the area shrank by at least the minimum change), or
    /// changed (added, removed, or touches moved to or from it); nil when nothing changed that much.
    private func level(_ view: ViewDiff, lost: Double, gained: Double) -> DiffLevel? {
        switch view.change {
        case .added, .removed: return .changed
        case .kept:
            if view.reachableBefore && !view.reachableAfter { return .unreachable }
            if counts(view.areaBefore - view.areaAfter) { return .lost }
            if counts(lost) || counts(gained) { return .changed }
            return nil
        }
    }

    /// Whether an area in points² is a change: more than nothing, and at least `minimumChange`.
    private func counts(_ area: Double) -> Bool { area > 0 && area >= minimumChange }

    private static func largestFirst(_ owners: [AreaOwner]) -> [AreaOwner] {
        owners.sorted { $0.area != $1.area ? $0.area > $1.area : ($0.view ?? "") < ($1.view ?? "") }
    }
}

/// Areas as every output gives them: points² to four decimals, the audit's precision.
enum DiffNumbers {
    static func area(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}
