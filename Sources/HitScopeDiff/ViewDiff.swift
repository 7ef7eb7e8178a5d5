/// How a view differs between the versions: kept, added or removed.
public enum ViewChangeKind: String, Sendable, Hashable, Codable {
    case kept, added, removed
}

/// Who takes touches a view lost, or who had touches it gained, in points².
public struct AreaOwner: Sendable, Hashable, Codable {
    /// The view (its name in the version that has it); nil: no view takes these touches.
    public var view: String?
    /// Points².
    public var area: Double
    /// Whether that view is new in this version (it has no match in the old one).
    public var isNew: Bool?

    public init(view: String?, area: Double, isNew: Bool?) {
        self.view = view
        self.area = area
        self.isNew = isNew
    }
}

/// One touch target (a control, a view that handles touches, a redirect target) in the two versions: its touch
/// area before and after, where the area it lost went, and what made the change.
///
/// Codable for its facts; the causes (typed) and the baseline's mark are worded and written by the JSON record
/// (`ViewDiffRecord`, HitScopeOutput).
public struct ViewDiff: Sendable, Hashable, Codable {
    /// The input it is in (`FileDiff.file`).
    public var file: String
    /// The view's name in the new version (in the old one for a removed view).
    public var name: String
    /// Its name in the old version, when that differs.
    public var oldName: String?
    public var className: String
    public var title: String?
    /// The path from its window, by the names of the version that has it (the new one first).
    public var path: [String]
    /// The line of the scene file that declares it (new version first), if known.
    public var line: Int?
    public var change: ViewChangeKind
    /// How it was matched with the old version (kept views).
    public var matchedBy: MatchMethod?
    /// Points² whose touches reached it, before and after, from the exact area map.
    public var areaBefore: Double
    public var areaAfter: Double
    public var reachableBefore: Bool
    public var reachableAfter: Bool
    /// Where the touches it lost go now, largest first.
    public var lostTo: [AreaOwner]
    /// Whose touches it now takes, largest first.
    public var gainedFrom: [AreaOwner]
    /// What made the change, most likely first (`DiffCause`).
    public var causes: [DiffCause] = []
    /// How much the change matters; nil when there is none (or below `--min-change`).
    public var level: DiffLevel?
    /// Whether a slanted, circular or rounded edge makes the areas approximate (to 0.25 point).
    public var approximate: Bool
    /// When the change depends on an unsettled question (docs/rules.md, "Unsettled questions"): the view's touch
    /// area in either version whose answer does (the change meets it, or it differs between the versions); nil
    /// for a change that is sure.
    public var uncertain: [DiffUncertainty]?
    /// Set when a baseline accepted this change: it no longer fails the run.
    public var baseline = false

    enum CodingKeys: String, CodingKey {
        case file, name, oldName, className, title, path, line, change, matchedBy, areaBefore, areaAfter, reachableBefore, reachableAfter
        case lostTo, gainedFrom, level, approximate, uncertain
    }
}
