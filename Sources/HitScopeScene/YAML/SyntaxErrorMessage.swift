/// libyaml's syntax errors as `file:line:column: what — what to do`.
enum SyntaxErrorMessage {
    static let fix = "check the YAML/JSON syntax around this place"

    static func sceneError(_ error: YAMLSyntaxError, bytes: UnsafeRawBufferPointer, file: String) -> SceneError {
        switch error.stage {
        case .memory:
            return SceneError(file: file, line: 0, column: 0, message: "out of memory while reading the file", hint: "split the scene into smaller files")
        case .reader:
            let (line, column) = SourceFile.lineAndColumn(ofByteOffset: error.byteOffset, in: bytes)
            return SceneError(file: file, line: line, column: column, message: error.problem, hint: fix)
        case .scanner, .parser:
            let at = clamped(error.at, bytes)
            if error.problem.hasPrefix("Maximum nesting level reached") {
                return SceneError(
                    file: file, line: at.line, column: at.column,
                    message: "the file nests more than \(SceneDepth.yamlNestingLimit) lists and mappings here (views \(SceneDepth.maximum) levels deep need \(2 * SceneDepth.maximum))",
                    hint: "scene files are read up to that depth; flatten what is nested (real screens nest a few dozen levels)")
            }
            if isTab(at: at, bytes) {
                return SceneError(file: file, line: at.line, column: at.column, message: "a tab indents this line, and YAML indents with spaces only", hint: "replace the tab with spaces (two a level, as the examples do)")
            }
            var message = error.problem
            if let context = error.context {
                let contextAt = clamped(context.at, bytes)
                message += " (\(context.text) at line \(contextAt.line), column \(contextAt.column))"
            }
            return SceneError(file: file, line: at.line, column: at.column, message: message, hint: fix)
        }
    }

    /// Whether the character at `at` (1-based line and column, in scalars) is a tab: libyaml's "found character that
    /// cannot start any token" there means a tab where YAML wants indentation.
    static func isTab(at: SourceLocation, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var start = 0
        for _ in 1..<max(at.line, 1) {
            guard let next = bytes[start...].firstIndex(of: 0x0A) else { return false }
            start = next + 1
        }
        // Columns count scalars: continuation bytes are not counted.
        var scalars = 0
        for index in start..<bytes.count where bytes[index] & 0xC0 != 0x80 {
            if bytes[index] == 0x0A { return false }
            scalars += 1
            if scalars == at.column { return bytes[index] == 0x09 }
        }
        return false
    }

    /// libyaml reports the end of a file that does not end with a line break as the start of the next line;
    /// people expect the end of the last line.
    static func clamped(_ at: SourceLocation, _ bytes: UnsafeRawBufferPointer) -> SourceLocation {
        let breaks = bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        let endsWithBreak = bytes.last == 0x0A
        let count = endsWithBreak ? breaks : breaks + 1
        guard at.line > count, count > 0 else { return at }
        var end = endsWithBreak ? bytes.count - 1 : bytes.count
        if end > 0, bytes[end - 1] == 0x0D { end -= 1 }
        let start = (bytes[..<end].lastIndex(of: 0x0A) ?? -1) + 1
        let scalars = bytes[start..<end].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return SourceLocation(line: count, column: scalars + 1)
    }
}
