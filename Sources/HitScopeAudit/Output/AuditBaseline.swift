import Foundation

/// A baseline for `hitscope audit --baseline`: the findings a team accepted, as `hitscope audit --format json`
/// wrote them.
public enum AuditBaseline {
    /// Why a file's bytes are not a baseline this version reads: what is wrong and what to do.
    public struct Refusal: Error, Hashable, Sendable {
        public let message: String
        public let hint: String
    }

    /// The audit document in `data`, or why it is not a baseline (not JSON, a key missing, another format version).
    public static func decode(_ data: Data) throws(Refusal) -> AuditDocument {
        let document: AuditDocument
        do {
            document = try JSONDecoder().decode(AuditDocument.self, from: data)
        } catch {
            throw Refusal(message: "not an audit baseline (\(reason(error)))", hint: "pass a file written by hitscope audit --format json")
        }
        guard document.formatVersion == AuditDocument.currentFormatVersion else {
            throw Refusal(
                message: "audit baseline format version \(document.formatVersion) is not supported",
                hint: "this hitscope reads version \(AuditDocument.currentFormatVersion): write the baseline again with hitscope audit --format json")
        }
        return document
    }

    /// What the decoder found wrong, in a few words (the diff's baseline says it the same way).
    package static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            "no '\(key.stringValue)' at \(place(context))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "unexpected value at \(place(context))"
        case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
            "not JSON"
        case DecodingError.dataCorrupted(let context):
            "unexpected value at \(place(context))"
        default:
            "unreadable"
        }
    }

    private static func place(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return path.isEmpty ? "the top level" : String(path.drop { $0 == "." })
    }
}
