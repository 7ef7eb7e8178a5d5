import ArgumentParser

/// The exit statuses of every command, written once: `--help`, the man page's EXIT STATUS and the docs say these.
enum ExitStatus {
    /// Findings (`audit`) or regressions (`diff`) at `--fail-on` or worse remain.
    static let findings: Int32 = 1
    /// Bad input: a file that cannot be read or understood, a view that does not exist.
    static let badInput: Int32 = 2
    /// A usage error: an unknown option, a missing or malformed value (swift-argument-parser's EX_USAGE).
    static let usage: Int32 = ExitCode.validationFailure.rawValue

    /// The sentence `--help` ends with.
    static let summary = """
        Exit status: 0 fine, \(findings) findings or regressions past --fail-on (audit, diff), \(badInput) bad input (the message says \
        file:line:column and what to do), \(usage) usage error.
        """
}
