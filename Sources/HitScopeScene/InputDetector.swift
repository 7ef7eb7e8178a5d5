/// Decides what an input holds from its start, the same way for every command (`SceneInput`, `hitscope import`, the
/// gallery's and the diff's folders): an accessibility snapshot (XCUITest's `debugDescription` or an Appium page
/// source) when it looks like one, else a `recursiveDescription` dump when a record is found (after lldb's own
/// preamble: its prompt, `warning:`/`error:` lines, a Swift `po`'s structure), else a scene file. When the scene
/// file then cannot be read, the error says what else was looked for.
public enum InputDetector {
    /// How much of an input is looked at: detection must stay cheap for huge scene files.
    public static let bytesToLookAt = DumpDetector.bytesToLookAt

    /// The format of a text's start (`head`: at most `bytesToLookAt` bytes of it). Accessibility snapshots come
    /// first: a page source's `<XCUIElementType…` would otherwise look like a dump record.
    public static func detect(head: String) -> InputFormat {
        if AccessibilityImporter.looksLikeAccessibilitySnapshot(head) { return .accessibility }
        return DumpDetector.looksLikeDump(head) ? .dump : .scene
    }

    /// A scene file's error, with what detection looked for when the text does not start as YAML or JSON does (its
    /// first line that is not blank or a comment is not `key:`, `- `, `{`, `[` or `---`): it was perhaps a dump or a
    /// snapshot HitScope did not recognise.
    static func explain(_ error: SceneError, head: String) -> SceneError {
        guard !startsLikeASceneFile(head) else { return error }
        var explained = error
        let tried =
            "read as a scene file (YAML or JSON) because its first \(DumpDetector.linesToLookAt) lines hold no recursiveDescription record (`<Class: 0x…; frame = …>`), no XCUITest element line and no Appium page source"
        let what = "if it is one of those, paste it as the tool printed it, or pass --input-format dump or --input-format accessibility"
        explained.hint = [error.hint, "\(tried); \(what)"].compactMap { $0 }.joined(separator: "; ")
        return explained
    }

    /// Whether the first line that is not blank or a `#` comment is `key:` (a word), `- `, `{`, `[` or `---`.
    private static func startsLikeASceneFile(_ head: String) -> Bool {
        for line in head.split(whereSeparator: \.isNewline).prefix(DumpDetector.linesToLookAt) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            for start in ["{", "[", "---", "%YAML", "- "] where trimmed.hasPrefix(start) { return true }
            guard let colon = trimmed.firstIndex(of: ":") else { return false }
            let key = trimmed[..<colon]
            return !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "\"" }
        }
        return true
    }
}
