/// How a file of `Resources/Page` becomes Swift source: its constant's name and its text as a string literal.
package enum EmbeddedText {
    /// `report.js` → `reportJS`, `report-print.css` → `reportPrintCSS`; nil for a name that makes no identifier.
    package static func constantName(_ file: String) -> String? {
        let parts = file.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let words = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        let characters = parts[0].unicodeScalars.filter { $0 != "-" } + parts[1].unicodeScalars
        guard words.allSatisfy({ !$0.isEmpty }), !parts[1].isEmpty,
            characters.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil) }),
            let first = parts[0].unicodeScalars.first, first.properties.isAlphabetic
        else { return nil }
        let stem = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }
        return stem.joined() + parts[1].uppercased()
    }

    /// A one-line Swift string literal whose value is exactly `text`: the same Unicode scalars, so the same UTF-8.
    package static func literal(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .format:
                literal += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// A script as a page carries it: every line without its indentation, and without the blank lines and the lines
    /// that hold only a `//` comment (the file in `Resources/Page` keeps them for its readers; a page carries what
    /// runs). Nil for a script this cannot be proven safe on: a line break inside a JavaScript token or comment comes
    /// only from a template literal, a line continuation or a block comment, so a script with a backtick, a `/*` or a
    /// line ending in `\` is refused, and in any other every line starts outside any token or comment.
    package static func pageScript(_ text: String) -> String? {
        guard !text.contains("`"), !text.contains("/*") else { return nil }
        var kept: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard !line.hasSuffix("\\") else { return nil }
            let code = line.drop { $0 == " " || $0 == "\t" }
            if code.isEmpty || code.hasPrefix("//") { continue }
            kept.append(code)
        }
        return kept.joined(separator: "\n") + (text.hasSuffix("\n") ? "\n" : "")
    }
}
