import HitScopeCore

/// A write that failed, or a path that may not be written: said as `path: cannot write it: what — what to do`
/// (exit 2), never with an error domain's code.
public struct WriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as the user named it (`-`: standard output).
    public let path: String
    /// What is wrong: "is a folder", "the disk is full".
    public let problem: String
    /// What to do about it.
    public let hint: String

    public init(path: String, problem: String, hint: String) {
        self.path = path
        self.problem = problem
        self.hint = hint
    }

    /// The error of `problem` for `path`.
    init(path: String, _ problem: FileProblem) {
        self.init(path: path, problem: problem.words, hint: problem == .folder ? "name a file (the folder is left as it is)" : problem.hint)
    }

    public var description: String {
        let name = path == "-" ? "standard output" : path
        return terminalSafe("\(name): cannot write: \(problem) — \(hint)")
    }
}
