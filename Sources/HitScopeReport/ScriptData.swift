/// The escape function for the third context of a page: data inside `<script type="application/json">`.
///
/// Text and attribute values go through `MarkupEscape`; JSON inside a script element is not parsed for entities,
/// so it has its own rule: every `<` becomes the JSON escape `\u003c`. Then no `</script`, `<!--` or `<script`
/// can appear, and `JSON.parse` still reads the same value (`<` only ever occurs inside JSON strings).
package enum ScriptData {
    /// The escape, over UTF-8 bytes: `<` is one byte that occurs in no other character's encoding.
    package static func escapeJSON(_ json: String) -> String {
        guard json.utf8.contains(UInt8(ascii: "<")) else { return json }
        var output: [UInt8] = []
        output.reserveCapacity(json.utf8.count + 64)
        for byte in json.utf8 {
            if byte == UInt8(ascii: "<") { output += escapedLessThan } else { output.append(byte) }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static let escapedLessThan = Array("\\u003c".utf8)
}
