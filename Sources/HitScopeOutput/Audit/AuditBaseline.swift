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
        try decode(AuditDocument.self, from: data, command: "audit", current: AuditDocument.currentFormatVersion) { $0.formatVersion }
    }

    /// A baseline of `hitscope COMMAND` (a versioned JSON document the command wrote with `--format json`), or why
    /// `data` is not one this version reads: the audit's and the diff's baselines are read the same way.
    package static func decode<Document: Decodable>(
        _ type: Document.Type, from data: Data, command: String, current: Int, version: (Document) -> Int
    ) throws(Refusal) -> Document {
        let document: Document
        do {
            document = try JSONDecoder().decode(type, from: data)
        } catch {
            throw Refusal(message: "not \(article(command)) \(command) baseline (\(reason(error)))", hint: "pass a file written by hitscope \(command) --format json")
        }
        guard version(document) == current else {
            throw Refusal(
                message: "\(command) baseline format version \(version(document)) is not supported",
                hint: "this hitscope reads version \(current): write the baseline again with hitscope \(command) --format json")
        }
        return document
    }

    private static func article(_ word: String) -> String { "aeiou".contains(word.prefix(1)) ? "an" : "a" }

    /// What the decoder found wrong, in a few words.
    private static func reason(_ error: Error) -> String {
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
