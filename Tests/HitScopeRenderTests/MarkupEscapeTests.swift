import HitScopeRender
import Testing

@Suite("Escaping: one function per context")
struct MarkupEscapeTests {
    @Test(
        "Text content",
        arguments: [
            ("plain", "plain"),
            ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
            ("</svg>", "&lt;/svg&gt;"),
            ("&amp;", "&amp;amp;"),
            ("]]>", "]]&gt;"),
            ("\"quotes\" 'single'", "\"quotes\" 'single'"),
            ("a\u{0}b\u{1B}c\u{7}d", "a\u{FFFD}b\u{FFFD}c\u{FFFD}d"),
            ("tab\tline\nreturn\r", "tab\tline\nreturn\r"),
            ("\u{202E}evil\u{200F} 😀 名字", "\u{202E}evil\u{200F} 😀 名字"),
            ("\u{FFFE}\u{FFFF}", "\u{FFFD}\u{FFFD}"),
        ])
    func text(input: String, expected: String) {
        #expect(MarkupEscape.text(input) == expected)
    }

    @Test(
        "Attribute values",
        arguments: [
            ("plain", "plain"),
            ("\" onload=\"x", "&quot; onload=&quot;x"),
            ("<a>&b", "&lt;a&gt;&amp;b"),
            ("tab\tline\nreturn\r", "tab&#9;line&#10;return&#13;"),
            ("a\u{1}b", "a\u{FFFD}b"),
        ])
    func attribute(input: String, expected: String) {
        #expect(MarkupEscape.attribute(input) == expected)
    }

    /// The escapes written straight from their definitions, scalar by scalar.
    private static func reference(_ input: String, attribute: Bool) -> String {
        var output = ""
        for scalar in input.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where attribute: output += "&quot;"
            case "\t" where attribute: output += "&#9;"
            case "\n" where attribute: output += "&#10;"
            case "\r" where attribute: output += "&#13;"
            case "\t", "\n", "\r": output.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": output += "\u{FFFD}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    @Test("Every character to escape is found at every place of a long text (read eight bytes at a time)")
    func everyPlace() {
        let specials = ["&", "<", ">", "\"", "\t", "\n", "\r", "\u{0}", "\u{1F}", "\u{7F}", "\u{FFFE}", "\u{FFFF}", "é", "\u{202E}", "😀"]
        for special in specials {
            for place in 0..<24 {
                let input = String(repeating: "a", count: place) + special + String(repeating: "z", count: 24 - place)
                #expect(MarkupEscape.text(input) == Self.reference(input, attribute: false), "\(input.debugDescription)")
                #expect(MarkupEscape.attribute(input) == Self.reference(input, attribute: true), "\(input.debugDescription)")
            }
        }
    }

    @Test("The writer escapes text and attributes, closes empty SVG elements, and keeps HTML void elements open")
    func writer() {
        let node = Markup.el("div", [("title", "a\"b")], [
            .text("<b>"), .el("input", [("type", "text")]), .el("svg", [], [.el("path", [("d", "M0 0")])]),
        ])
        #expect(MarkupWriter.render(node, html: true) == "<div title=\"a&quot;b\">&lt;b&gt;<input type=\"text\"><svg><path d=\"M0 0\"/></svg></div>")
    }
}
