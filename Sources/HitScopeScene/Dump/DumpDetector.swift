/// Tells a `recursiveDescription` dump from a scene file by its content: a dump is text whose first line that is
/// neither blank nor console noise holds a view record (`<UIWindow: 0x…; frame = …>`, possibly after `|` markers, an
/// NSLog prefix, lldb's `(id) $1 = 0x… ` or other text; the address is optional: `<UIView; frame = …>`). A scene file's first such line is YAML or JSON (`name: …`, `{`).
public enum DumpDetector {
    /// How many lines are looked at before deciding that the text is not a dump.
    static let linesToLookAt = 200

    /// How much of the text is looked at: detection must stay cheap for huge scene files.
    static let bytesToLookAt = 65_536

    public static func looksLikeDump(_ text: String) -> Bool {
        let head = text.utf8.count > bytesToLookAt ? String(decoding: text.utf8.prefix(bytesToLookAt), as: UTF8.self) : text
        let dump = DumpText(head)
        for index in dump.lines.indices.prefix(linesToLookAt) {
            switch DumpLineKind(line: index, of: dump) {
            case .blank:
                continue
            case .noise:
                if looksLikeSceneFile(dump, line: index) { return false }
            case .record(let depth, let start, let wrapped, let prefix):
                if depth == 0, let prefix {
                    // Other text before a record: a dump's first line only when its annotations are all understood,
                    // or its subviews follow; else a log line, a scene file's value or a comment.
                    if looksLikeSceneFile(dump, line: index) { return false }
                    let understood = DumpAnnotation(dump, start: prefix, end: start).ignored == nil
                    if !understood && !dump.isFollowedByASubview(index) { continue }
                }
                if case .success = DumpRecordScanner(text: dump).scan(line: index, start: start, wrapped: wrapped) {
                    return true
                }
                if lineHasAddress(dump, line: index) { return true }
            case .damaged:
                return true
            }
        }
        return false
    }

    /// `key:` at the start of a line, `{`, `[` or `---`: YAML or JSON. lldb's own lines (`warning: …`, `error: …`)
    /// before a dump are not.
    private static func looksLikeSceneFile(_ dump: DumpText, line index: Int) -> Bool {
        let range = dump.lines[index].start..<dump.lines[index].end
        if LLDBOutput.isConsoleLine(dump.bytes, range.lowerBound, range.upperBound) { return false }
        let line = dump.string(range).trimmingDumpSpaces()
        if line.hasPrefix("{") || line.hasPrefix("[") || line.hasPrefix("---") { return true }
        guard let colon = line.firstIndex(of: ":") else { return false }
        return !line[..<colon].isEmpty && line[..<colon].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// A record cut off at the end of the looked-at text still counts: `<Class: 0x…`.
    private static func lineHasAddress(_ dump: DumpText, line index: Int) -> Bool {
        dump.string(dump.lines[index].start..<dump.lines[index].end).contains(": 0x")
    }
}
