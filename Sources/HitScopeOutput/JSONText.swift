import Foundation
import HitScopeCore

/// Encodes HitScope's data as JSON text: keys sorted, no escaped slashes, nothing that acts on a terminal (every
/// control and bidirectional override escaped), byte-identical for the same input.
public enum JSONText {
    /// One compact line.
    public static func line<T: Encodable>(_ value: T) -> String {
        encode(value, pretty: false)
    }

    /// Indented, for people.
    public static func pretty<T: Encodable>(_ value: T) -> String {
        encode(value, pretty: true)
    }

    private static func encode<T: Encodable>(_ value: T, pretty: Bool) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        do {
            // Names stay exact; C1 controls and bidirectional overrides, which the encoder leaves raw, are escaped.
            return UnsafeScalarEscapes.escaped(String(decoding: try encoder.encode(value), as: UTF8.self))
        } catch {
            // Every HitScope document is plain data that encodes; reaching this is a bug worth reporting loudly.
            preconditionFailure("cannot encode \(T.self) as JSON: \(error)")
        }
    }
}
