import HitScopeScene

/// Why a scene could not be read or a view could not be found, located: `file:line:column: what is wrong — what
/// to do` as ``description``, and each part as a field for tools that point at the place.
public struct HitScopeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as it was named (`-` for standard input).
    public let file: String
    /// 1-based line; 0 when the problem is the whole file or not in a file.
    public let line: Int
    /// 1-based column, in Unicode scalars; 0 when unknown.
    public let column: Int
    /// What is wrong.
    public let message: String
    /// What to do about it, when HitScope knows.
    public let hint: String?
    /// The whole message, located and with what to do.
    public let description: String

    /// The error a reader or a limit reported.
    init(_ error: SceneError) {
        file = error.file
        line = error.line
        column = error.column
        message = error.message
        hint = error.hint
        description = error.description
    }

    /// An error about the scene `file` as a whole, with no place in it; `description` is `message` as it is
    /// (it names the file itself).
    init(file: String, message: String) {
        self.file = file
        line = 0
        column = 0
        self.message = message
        hint = nil
        description = message
    }
}
