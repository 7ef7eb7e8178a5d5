import HitScopeCore

/// Placeholder until the dump reader lands (issue 5): recognises nothing, reads nothing.
enum DumpDetector {
    static func looksLikeDump(_ text: String) -> Bool { false }
}

enum DumpImporter {
    static func load(text: String, file: String, strict: Bool) throws(SceneError) -> LoadedScene {
        throw SceneError(file: file, line: 0, column: 0, message: "reading recursiveDescription dumps is not available yet")
    }
}
