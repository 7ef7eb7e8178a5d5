import HitScopeCore

/// Reads the `Element subtree:` of an XCUITest `debugDescription` (`po app`):
///
/// ```
/// Element subtree:
///  →Application, 0x600003c0c000, pid: 41873, label: 'Shop'
///     Window (Main), 0x600003c0c0e0, {{0.0, 0.0}, {390.0, 844.0}}
///       Button, 0x600003c0c1c0, {{16.0, 100.0}, {80.0, 44.0}}, identifier: 'save', label: 'Save', Disabled
/// ```
///
/// Nesting comes from indentation (two spaces a level; `→` marks the element the query resolved to). The subtree
/// ends at `Path to element:`, `Query chain:`, a line that is not indented (a log line, lldb's prompt) or the end of
/// the text.
enum XCUIDescriptionReader {
    /// Whether the text holds an XCUITest element subtree.
    static func looksLikeDescription(_ text: String) -> Bool {
        text.contains("Element subtree:")
    }

    static func read(text: String, file: String) throws(SceneError) -> [AccessibilityElement] {
        let lines = XCUIDescriptionText(text).lines
        guard let header = lines.firstIndex(where: { $0.text.hasSuffix("Element subtree:") }) else {
            throw SceneError(file: file, line: 0, column: 0, message: AccessibilityProblem.noElements, hint: AccessibilityProblem.noElementsHint)
        }
        var elements: [AccessibilityElement] = []
        var indents: [Int] = []
        for line in lines[(header + 1)...] {
            let trimmed = line.text.drop { $0 == " " || $0 == "\t" || $0 == "→" }
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("Path to element:") || trimmed.hasPrefix("Query chain:") { break }
            let indent = line.text.count - trimmed.count
            if indent == 0 { break }  // elements are indented: a log line or a prompt ends the subtree
            while let last = indents.last, last >= indent { indents.removeLast() }
            let column = line.firstColumn + line.text.unicodeScalars.count - trimmed.unicodeScalars.count
            let element = try parse(trimmed, depth: indents.count, line: line.number, column: column, file: file)
            indents.append(indent)
            elements.append(element)
        }
        return elements
    }

    /// `Type[ (qualifier)], 0xADDRESS, {{x, y}, {w, h}}, key: 'value', Flag, …`.
    private static func parse(_ text: Substring, depth: Int, line: Int, column: Int, file: String) throws(SceneError) -> AccessibilityElement {
        let parts = fields(text)
        var typeText = parts.first.map { $0.trimmingCharacters() } ?? ""
        var element = AccessibilityElement(type: "", depth: depth, line: line, column: column)
        if let open = typeText.firstIndex(of: "("), typeText.hasSuffix(")") {
            let qualifier = typeText[typeText.index(after: open)..<typeText.index(before: typeText.endIndex)]
            element.attributes.append(ExtraAttribute(key: "qualifier", value: String(qualifier)))
            typeText = String(typeText[..<open]).trimmingCharacters()
        }
        element.type = typeText
        for part in parts.dropFirst() {
            let field = part.trimmingCharacters()
            if field.hasPrefix("{") {
                guard let frame = frame(field) else {
                    throw SceneError(file: file, line: line, column: column, message: AccessibilityProblem.badFrame(field), hint: AccessibilityProblem.fixHint)
                }
                element.screenFrame = frame
            } else if field.hasPrefix("0x") {
                element.attributes.append(ExtraAttribute(key: "address", value: field))
            } else if let colon = field.range(of: ": "), field[..<colon.lowerBound].allSatisfy({ $0.isLetter }) {
                let key = String(field[..<colon.lowerBound])
                var value = String(field[colon.upperBound...])
                if value.count >= 2, value.hasPrefix("'"), value.hasSuffix("'") { value = String(value.dropFirst().dropLast()) }
                switch key {
                case "identifier": element.identifier = value
                case "label": element.label = value
                default: element.attributes.append(ExtraAttribute(key: key, value: value))
                }
            } else if field == "Disabled" {
                element.isEnabled = false
            } else if !field.isEmpty {
                element.attributes.append(ExtraAttribute(key: field, value: "YES"))
            }
        }
        return element
    }

    /// Splits at `, ` outside `{…}` and outside a quoted value (a quote ends where `, ` and a letter, or the line's
    /// end, follow it).
    private static func fields(_ text: Substring) -> [Substring] {
        var parts: [Substring] = []
        var start = text.startIndex
        var depth = 0
        var inQuote = false
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
        return parts
    }

    /// `{{x, y}, {w, h}}`.
    private static func frame(_ text: String) -> Rect? {
        let numbers = text.split { $0 == "{" || $0 == "}" || $0 == "," || $0 == " " }.map { Double($0) }
        guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let w = numbers[2], let h = numbers[3],
            w >= 0, h >= 0, (x + w).isFinite, (y + h).isFinite
        else { return nil }
        return Rect(x, y, w, h)
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    func trimmingCharacters() -> String {
        String(self).trimmingDumpSpaces()
    }
}
