import HitScopeScene

/// Inline input with one `⟪` marking where an error must be reported: the text without the marker, and the
/// marker's 1-based line and column (columns counted in Unicode scalars, as libyaml does).
struct MarkedText {
    static let marker: Character = "⟪"
    let text: String
    let line: Int
    let column: Int

    init(_ marked: String) {
        var line = 1, column = 1
        var text = ""
        var found: (Int, Int)?
        for character in marked {
            if character == Self.marker {
                found = (line, column)
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        precondition(found != nil, "MarkedText needs a ⟪ marker")
        self.text = text
        (self.line, self.column) = found!
    }
}
