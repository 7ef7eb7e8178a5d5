import HitScopeCore

/// Reads `recursiveDescription` dumps (docs/recursive-description.md): the entry points `SceneInput` and
/// `hitscope import` use.
public enum DumpImporter {
    /// Reads a dump's text as a scene; `file` names it in messages. With `strict`, a record that cannot be used is
    /// an error; else it is skipped with its subtree and a warning.
    public static func load(text: String, file: String, strict: Bool) throws(SceneError) -> LoadedScene {
        let imported = try read(text: text, file: file, strict: strict)
        return LoadedScene(scene: imported.scene, warnings: imported.warnings, lossSummary: imported.lossSummary)
    }

    /// Reads a dump's text, with the counts and the summary `hitscope import` prints.
    public static func read(text: String, file: String, strict: Bool) throws(SceneError) -> ImportedDump {
        try DumpReader.read(text: text, file: file, strict: strict)
    }

}
