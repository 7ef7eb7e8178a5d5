import Foundation

/// A baseline for `hitscope diff --baseline`: the changes a team accepted, as `hitscope diff --format json` wrote
/// them. A change with the same file, the same view path (or touch) and the same level is accepted.
public enum DiffBaseline {
    /// Why bytes are not a baseline this version reads: what is wrong and what to do (as the audit's).
    public typealias Refusal = AuditBaseline.Refusal

    /// The diff document in `data`, or why it is not a baseline (not JSON, a key missing, another format version).
    public static func decode(_ data: Data) throws(Refusal) -> DiffDocument {
        try AuditBaseline.decode(DiffDocument.self, from: data, command: "diff", current: DiffDocument.currentFormatVersion) { $0.formatVersion }
    }
}
