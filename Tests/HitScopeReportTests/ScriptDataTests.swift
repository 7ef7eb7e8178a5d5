import HitScopeReport
import Testing

@Suite("The page's JSON escape")
struct ScriptDataTests {
    /// The rule as written: every `<` scalar becomes `\u003c`, every other scalar is kept.
    private func plainEscape(_ json: String) -> String {
        var output = ""
        for scalar in json.unicodeScalars {
            if scalar == "<" { output += "\\u003c" } else { output.unicodeScalars.append(scalar) }
        }
        return output
    }

    @Test("The byte-level escape gives the scalar rule's text, for every kind of character around a <")
    func sameAsPlainRule() {
        let pieces = ["<", "</script>", "a", "é", "\u{202E}", "👩‍👩‍👧", "\u{0}", "\"", "\\", "<!--", "字", "\u{FEFF}", "<<"]
        var generator = SystemRandomNumberGenerator()
        var texts = pieces + ["", "no angle bracket at all"]
        for _ in 0..<500 {
            texts.append((0..<Int.random(in: 1...12, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined())
        }
        for text in texts { #expect(ScriptData.escapeJSON(text) == plainEscape(text), "\(text.debugDescription)") }
        #expect(ScriptData.escapeJSON("</script><!--") == "\\u003c/script>\\u003c!--")
    }
}
