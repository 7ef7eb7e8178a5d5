/// The diff of one input: its two versions' touch targets and touches.
public struct FileDiff: Sendable {
    /// The old and new paths (as given, or `REV:path` for a git revision); nil where that version has no file.
    public var old: String?
    public var new: String?
    /// The file is in both versions, or only in one.
    public var change: ViewChangeKind
    /// Every touch target of either version, in the new version's drawing order, then the removed ones.
    public var views: [ViewDiff] = []
    public var touches: [TouchDiff] = []
    /// The two scenes and the parts that changed owner, kept for drawings (`DiffRunner.keepsScenes`).
    public var scenes: DiffScenes?

    public init(old: String?, new: String?, change: ViewChangeKind, views: [ViewDiff] = [], touches: [TouchDiff] = []) {
        self.old = old
        self.new = new
        self.change = change
        self.views = views
        self.touches = touches
    }

    /// A file only one version has is a change (`changed`); the views of a file in both decide their own.
    public var level: DiffLevel? { change == .kept ? nil : .changed }

    /// How the file is named in findings: the new path, else the old.
    public var file: String { new ?? old ?? "" }

    /// The changes at some level, worst first, then in order.
    public var changedViews: [ViewDiff] {
        views.filter { $0.level != nil }.sorted { ($0.level ?? .changed) < ($1.level ?? .changed) }
    }
}

/// The diff of every input: what `hitscope diff` prints.
public struct DiffReport: Sendable {
    public var files: [FileDiff]
    /// Whether a baseline was applied (SARIF then says which results are new).
    public var hasBaseline = false

    public init(files: [FileDiff]) {
        self.files = files
    }

    /// Whether a change at `level` that no baseline accepted remains (`--fail-on`).
    public func fails(at level: DiffFailLevel) -> Bool {
        files.contains { file in
            file.level.map(level.fails) == true
                || file.views.contains { !$0.baseline && $0.level.map(level.fails) == true }
                || file.touches.contains { !$0.baseline && $0.level.map(level.fails) == true }
        }
    }
}
