import HitScopeCore

/// Percent-encodes every byte of `text`'s UTF-8 outside RFC 3986's unreserved characters (and `/` when
/// `keepingSlashes`), for file names in links and paths in URI references.
public func percentEncoded(_ text: String, keepingSlashes: Bool) -> String {
    var encoded = ""
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            encoded.unicodeScalars.append(Unicode.Scalar(byte))
        case UInt8(ascii: "/") where keepingSlashes:
            encoded.unicodeScalars.append(Unicode.Scalar(byte))
        default:
            let hex = String(byte, radix: 16, uppercase: true)
            encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
        }
    }
    return encoded
}
