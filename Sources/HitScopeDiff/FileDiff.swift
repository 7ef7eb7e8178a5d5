/// The diff of one input: its two versions' touch targets and touches.
public struct FileDiff: Sendable, Codable {
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

    enum CodingKeys: String, CodingKey { case old, new, change }

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
    /// Whether a baseline was applied.
    public private(set) var hasBaseline = false

    public init(files: [FileDiff]) {
        self.files = files
    }

    /// Whether a change at `level` that no baseline accepted remains (`--fail-on`).
    public func fails(at level: DiffFailLevel) -> Bool {
        files.contains { file in
            file.level.map(level.fails) == true
                || file.views.contains { $0.baseline != true && $0.level.map(level.fails) == true }
                || file.touches.contains { $0.baseline != true && $0.level.map(level.fails) == true }
        }
    }

    /// Marks the changes a baseline holds (same file, same view path or touch, same level) as accepted.
    public mutating func accept(_ baseline: DiffDocument) {
        hasBaseline = true
        let known = Set(baseline.views.compactMap { entry in entry.level.map { BaselineKey(file: entry.file, subject: entry.path.joined(separator: "/"), level: $0) } })
        let touches = Set(baseline.touches.compactMap { entry in entry.level.map { BaselineKey(file: entry.file, subject: entry.touch, level: $0) } })
        for file in files.indices {
            let name = files[file].file
            for index in files[file].views.indices {
                let view = files[file].views[index]
                if let level = view.level, known.contains(BaselineKey(file: name, subject: view.path.joined(separator: "/"), level: level)) {
                    files[file].views[index].baseline = true
                }
            }
            for index in files[file].touches.indices {
                let touch = files[file].touches[index]
                if let level = touch.level, touches.contains(BaselineKey(file: name, subject: touch.touch, level: level)) {
                    files[file].touches[index].baseline = true
                }
            }
        }
    }

    private struct BaselineKey: Hashable {
        let file: String
        let subject: String
        let level: DiffLevel
    }
}
