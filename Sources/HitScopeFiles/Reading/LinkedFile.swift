import HitScopeScene

/// What is said about a file reached through a symbolic link: where the problem is, never what the file holds (a
/// link may lead to a file whose text must not reach a log).
enum LinkedFile {
    /// `error` with its place kept and its words, which may quote the file, replaced.
    static func unquoted(_ error: SceneError) -> SceneError {
        SceneError(
            file: error.file, line: error.line, column: error.column,
            message: "this file, reached through a symbolic link, cannot be read here (its text is not quoted)",
            hint: "run HitScope on the file the link leads to, to see what is wrong with it")
    }

    /// A warning about a line of a file reached through a link: its place kept, nothing quoted. A warning about the
    /// whole file (line 0: what such a scene cannot know, what was lost in all) is HitScope's own words, kept.
    static func unquotedWarning(_ warning: SceneError) -> SceneError {
        guard warning.line > 0 else { return warning }
        return SceneError(
            file: warning.file, line: warning.line, column: warning.column,
            message: "a line was skipped (its text is not quoted: the file is reached through a symbolic link)",
            hint: "run HitScope on the file the link leads to, to see it")
    }

    /// What `read` gives, its error and its `warnings` unquoted when the file was reached through a link.
    static func read<Result>(
        throughLink: Bool, warnings: WritableKeyPath<Result, [SceneError]>, _ read: () throws(SceneError) -> Result
    ) throws(SceneError) -> Result {
        guard throughLink else { return try read() }
        var result: Result
        do {
            result = try read()
        } catch {
            throw unquoted(error)
        }
        result[keyPath: warnings] = result[keyPath: warnings].map(unquotedWarning)
        return result
    }
}
