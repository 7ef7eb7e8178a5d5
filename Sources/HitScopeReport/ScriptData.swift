/// The escape function for the third context of a page: data inside `<script type="application/json">`.
///
/// Text and attribute values go through `MarkupEscape`; JSON inside a script element is not parsed for entities,
/// so it has its own rule: every `<` becomes the JSON escape `\u003c`. Then no `</script`, `<!--` or `<script`
/// can appear, and `JSON.parse` still reads the same value (`<` only ever occurs inside JSON strings).
enum ScriptData {
    static func escapeJSON(_ json: String) -> String {
        guard json.utf8.contains(UInt8(ascii: "<")) else { return json }
        var output = ""
        output.reserveCapacity(json.utf8.count + 64)
        for scalar in json.unicodeScalars {
            if scalar == "<" { output += "\\u003c" } else { output.unicodeScalars.append(scalar) }
        }
        return output
    }
}
