import HitScopeCore

/// A problem with a scene file: where it is, what is wrong, and what to do about it.
///
/// Printed as `file:line:column: what is wrong — what to do`, the form editors and CI logs link to.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as the user named it (`-` for standard input).
    public var file: String
    /// 1-based line; 0 when the problem is the whole file.
    public var line: Int
    /// 1-based column, counted in Unicode scalars; 0 when unknown.
    public var column: Int
    /// What is wrong.
    public var message: String
    /// What to do about it.
    public var hint: String?

    public init(file: String, line: Int, column: Int, message: String, hint: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.hint = hint
    }

    public var description: String {
        var text = file
        if line > 0 {
            text += ":\(line)"
            if column > 0 { text += ":\(column)" }
        }
        text += ": \(message)"
        if let hint { text += " — \(hint)" }
        // Paths and quoted names come from files: nothing in a message may act on the terminal or break its line.
        return terminalSafe(text)
    }
}

/// A position in a scene file.
public struct SourceLocation: Hashable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) { (self.line, self.column) = (line, column) }

    public static let unknown = SourceLocation(line: 0, column: 0)
}
