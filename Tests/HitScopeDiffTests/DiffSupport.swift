import Foundation
import HitScopeCore
import HitScopeDiff
import HitScopeOutput
import HitScopeScene

/// Reads a scene or dump from text, as `hitscope diff` reads a file.
func loaded(_ text: String, name: String = "scene.yaml") throws -> LoadedScene {
    try SceneInput.load(data: Data(text.utf8), file: name)
}

/// Diffs two texts (scene files or dumps) as `hitscope diff OLD NEW` does.
func diffed(_ old: String, _ new: String, minimumChange: Double = SceneDiffer.defaultMinimumChange) async throws -> FileDiff {
    let before = try loaded(old, name: "old.yaml")
    let after = try loaded(new, name: "new.yaml")
    return await SceneDiffer(minimumChange: minimumChange).diff(
        old: before.scene, new: after.scene, oldFile: "old.yaml", newFile: "new.yaml",
        namesAreAuthored: before.format == .scene && after.format == .scene)
}

extension FileDiff {
    /// The entry of the view named `name` (in the new version, or the old for a removed view).
    func view(_ name: String) -> ViewDiff? { views.first { $0.name == name } }
}

/// A one-window scene file whose root holds `views` (YAML flow mappings, one per line).
func scene(_ views: [String], taps: String = "[]") -> String {
    """
    name: test
    size: [375, 667]
    windows:
      - name: window
        views:
          - name: root
            frame: [0, 0, 375, 667]
            subviews:
    \(views.map { "          - \($0)" }.joined(separator: "\n"))
    taps: \(taps)
    """
}

extension DiffCause {
    /// The values before and after as every output writes them (`DiffCauseWords`).
    var before: String? { DiffCauseWords(self).before }
    var after: String? { DiffCauseWords(self).after }
    var text: String { DiffCauseWords(self).text }
}
