/// The grammar of one XCUITest element line, `Type[ (qualifier)], 0xADDRESS, {{x, y}, {w, h}}, key: 'value', Flag, …`
/// (after its indentation and the `→` that marks the queried element): what tells an element line from other text,
/// and its fields.
enum XCUIElementLine {
    /// Whether `text` (without its indentation) starts as an element line does: a type (a letter, then letters and
    /// digits), an optional `(qualifier)`, then `, 0x…` or `, {{`.
    static func isElement(_ text: Substring) -> Bool {
        var rest = text.unicodeScalars[...]
        guard let first = rest.first, isASCIILetter(first) else { return false }
        rest = rest.drop { isASCIILetter($0) || ("0"..."9").contains($0) }
        if rest.starts(with: " (".unicodeScalars) {
            guard let close = rest.firstIndex(of: ")") else { return false }
            rest = rest[rest.index(after: close)...]
        }
        return rest.starts(with: ", 0x".unicodeScalars) || rest.starts(with: ", {{".unicodeScalars)
    }

    /// Whether `text` is an element line with a frame: what detection looks for when the header is missing.
    static func isElementWithFrame(_ text: Substring) -> Bool {
        isElement(text) && text.contains("{{")
    }

    /// Whether `text` (without its indentation) is an author's elision mark: `...`, `…`, `[...]`, or a line that
    /// starts with one and says what went (`... 12 more cells`); elements were left out there.
    static func isElision(_ text: Substring) -> Bool {
        let mark = text.drop { $0 == "[" || $0 == "(" }
        return (mark.hasPrefix("...") || mark.hasPrefix("…")) && !text.contains("{{")
    }

    /// `Path to element:` and `Query chain:` end the subtree.
    static func isFooter(_ text: Substring) -> Bool {
        text.hasPrefix("Path to element:") || text.hasPrefix("Query chain:")
    }

    /// The line without its indentation: spaces (also the no-break and ideographic ones a web page or a chat turns
    /// them into), tabs and the `→` marker.
    static func trimmed(_ text: Substring) -> Substring {
        text.drop { $0 == " " || $0 == "\t" || $0 == "→" || $0 == "\u{A0}" || $0 == "\u{202F}" || $0 == "\u{3000}" }
    }

    /// The fields, split at `, ` outside `{…}` and outside a quoted value (a quote opens at `'` after a space and
    /// ends where `, ` and a letter, or the text's end, follow it); `quoteOpen` is true when the text ends inside a
    /// quoted value (a label that goes on over the next lines). `inQuote` starts the text inside a quoted value: a
    /// line that goes on with such a value.
    static func fields(_ text: Substring, inQuote startsInQuote: Bool = false) -> (fields: [Substring], quoteOpen: Bool) {
        var parts: [Substring] = []
        var start = text.startIndex
        var depth = 0
        var inQuote = startsInQuote
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            let next = text.index(after: i)
            if inQuote {
                if c == "'", next == text.endIndex || (text[next...].hasPrefix(", ") && text[next...].dropFirst(2).first?.isLetter == true) {
                    inQuote = false
                }
            } else if c == "'", i > start, text[text.index(before: i)] == " " {
                inQuote = true
            } else if c == "{" {
                depth += 1
            } else if c == "}" {
                depth = max(0, depth - 1)
            } else if c == ",", depth == 0, text[next...].hasPrefix(" ") {
                parts.append(text[start..<i])
                start = text.index(after: next)
                i = start
                continue
            }
            i = next
        }
        parts.append(text[start...])
        return (parts, inQuote)
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
