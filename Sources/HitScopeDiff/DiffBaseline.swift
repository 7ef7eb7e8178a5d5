import Foundation
import HitScopeAudit

/// A baseline for `hitscope diff --baseline`: the changes a team accepted, as `hitscope diff --format json` wrote
/// them. A change with the same file, the same view path (or touch) and the same level is accepted.
public enum DiffBaseline {
    /// Why bytes are not a baseline this version reads: what is wrong and what to do.
    public struct Refusal: Error, Hashable, Sendable {
        public let message: String
        public let hint: String
    }

    public static func decode(_ data: Data) throws(Refusal) -> DiffDocument {
        let document: DiffDocument
        do {
            document = try JSONDecoder().decode(DiffDocument.self, from: data)
        } catch {
            throw Refusal(message: "not a diff baseline (\(AuditBaseline.reason(error)))", hint: "pass a file written by hitscope diff --format json")
        }
        guard document.formatVersion == DiffDocument.currentFormatVersion else {
            throw Refusal(
                message: "diff baseline format version \(document.formatVersion) is not supported",
                hint: "this hitscope reads version \(DiffDocument.currentFormatVersion): write the baseline again with hitscope diff --format json")
        }
        return document
    }
}
