import HitScopeAudit

/// How many findings are errors and how many warnings, and the words every front end uses for them.
public struct AuditTally: Hashable, Sendable {
    public let errors: Int
    public let warnings: Int

    public init(_ findings: [AuditFinding]) {
        errors = findings.count { $0.severity == .error }
        warnings = findings.count - errors
    }

    /// `2 errors, 1 warning`, or `no findings`; `qualifier` goes before each noun (`no new findings`).
    public func text(qualifier: String = "") -> String {
        errors + warnings == 0
            ? "no \(qualifier)findings" : "\(Self.count(errors, qualifier + "error")), \(Self.count(warnings, qualifier + "warning"))"
    }

    /// `1 error`, `2 errors`.
    public static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
}
