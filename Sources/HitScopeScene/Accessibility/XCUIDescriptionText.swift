/// The lines of an XCUITest `debugDescription` as the reader needs them: the text may be the console's
/// (`po app`, `print(app.debugDescription)`), or the one-line escaped form an XCTest log holds
/// (`XCTAssertTrue failed - Optional("Attributes: …\nElement subtree:\n →Application, …")`), which is split at its
/// `\n` escapes with `\'`, `\"`, `\\` and `\t` undone. Each line remembers the user's line and the column it
/// starts at.
struct XCUIDescriptionText {
    struct Line {
        var text: Substring
        var number: Int
        var firstColumn: Int
    }

    private(set) var lines: [Line] = []

    init(_ text: String) {
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            guard line.contains("Element subtree:\\n") else {
                lines.append(Line(text: line, number: index + 1, firstColumn: 1))
                continue
            }
            var column = 1
            var current = ""
            var segmentColumn = 1
            var scalars = line.unicodeScalars.makeIterator()
            while let scalar = scalars.next() {
                column += 1
                guard scalar == "\\" else {
                    current.unicodeScalars.append(scalar)
                    continue
                }
                let escaped = scalars.next()
                column += 1
                switch escaped {
                case "n":
                    lines.append(Line(text: Substring(current), number: index + 1, firstColumn: segmentColumn))
                    current = ""
                    segmentColumn = column
                case "t": current.append("\t")
                case let other?: current.unicodeScalars.append(other)
                case nil: current.append("\\")
                }
            }
            lines.append(Line(text: Substring(current), number: index + 1, firstColumn: segmentColumn))
        }
    }
}
