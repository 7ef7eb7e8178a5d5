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
/// Nesting comes from indentation (two spaces a level; `→` marks the element the query resolved to). The header,
/// the arrow and the footer may be missing (a pasted part): without `Element subtree:` the list starts at the first
/// element line. A quoted value that goes on over the next lines (a label with line breaks) is read whole. The
/// subtree ends at `Path to element:`, `Query chain:`, a line that is neither an element nor indented (a log line,
/// lldb's prompt) or the end of the text; an indented line that is not an element is skipped with a warning, and an
/// elision mark (`...`) at any indentation is said and read past.
enum XCUIDescriptionReader {
    /// Whether the text holds an XCUITest element subtree: its header, or an element line with a frame.
    static func looksLikeDescription(_ text: String) -> Bool {
        if ByteSearch.contains("Element subtree:", in: text) { return true }
        // An element line with a frame holds `{{`: a text with none (a scene file) is not split into lines.
        guard ByteSearch.contains("{{", in: text) else { return false }
        return XCUIDescriptionText(text).lines.contains { XCUIElementLine.isElementWithFrame(XCUIElementLine.trimmed($0.text)) }
    }

    static func read(text: String, file: String) throws(SceneError) -> (elements: [AccessibilityElement], warnings: [SceneError]) {
        let lines = XCUIDescriptionText(text).lines
        let header = lines.firstIndex { $0.text.hasSuffix("Element subtree:") }
        guard let start = header.map({ $0 + 1 }) ?? lines.firstIndex(where: { XCUIElementLine.isElement(XCUIElementLine.trimmed($0.text)) })
        else {
            throw SceneError(file: file, line: 0, column: 0, message: AccessibilityProblem.noElements, hint: AccessibilityProblem.noElementsHint)
        }
        var elements: [AccessibilityElement] = []
        var warnings: [SceneError] = []
        var indents: [Int] = []
        var index = start
        while index < lines.count {
            let line = lines[index]
            index += 1
            let trimmed = XCUIElementLine.trimmed(line.text)
            if trimmed.isEmpty { continue }
            if XCUIElementLine.isFooter(trimmed) { break }
            let indent = line.text.count - trimmed.count
            let column = line.firstColumn + line.text.unicodeScalars.count - trimmed.unicodeScalars.count
            if XCUIElementLine.isElision(trimmed) {
                // Elements left out by whoever pasted it, at any indentation (at column 0 too): said, and read on.
                warnings.append(
                    SceneError(
                        file: file, line: line.number, column: column, message: AccessibilityProblem.elided(dumpPreview(String(trimmed))),
                        hint: AccessibilityProblem.fixHint))
                continue
            }
            guard XCUIElementLine.isElement(trimmed) else {
                if indent == 0 { break }  // elements are indented: a log line or a prompt ends the subtree
                warnings.append(
                    SceneError(file: file, line: line.number, column: column, message: AccessibilityProblem.notAnElement, hint: AccessibilityProblem.fixHint))
                continue
            }
            var (parts, quoteOpen) = XCUIElementLine.fields(trimmed)
            if quoteOpen {
                // A quoted value with line breaks: the lines up to its closing quote are part of it.
                var joined = String(trimmed)
                while quoteOpen, index < lines.count, !XCUIElementLine.isElement(XCUIElementLine.trimmed(lines[index].text)),
                    !XCUIElementLine.isFooter(XCUIElementLine.trimmed(lines[index].text))
                {
                    quoteOpen = XCUIElementLine.fields(lines[index].text, inQuote: true).quoteOpen
                    joined += "\n" + lines[index].text
                    index += 1
                }
                if quoteOpen {
                    warnings.append(
                        SceneError(file: file, line: line.number, column: column, message: AccessibilityProblem.quoteNotClosed, hint: AccessibilityProblem.fixHint))
                }
                parts = XCUIElementLine.fields(Substring(joined)).fields
            }
            while let last = indents.last, last >= indent { indents.removeLast() }
            let element = try parse(parts, depth: indents.count, line: line.number, column: column, file: file)
            indents.append(indent)
            elements.append(element)
        }
        return (elements, warnings)
    }

    /// `Type[ (qualifier)], 0xADDRESS, {{x, y}, {w, h}}, key: 'value', Flag, …`.
    private static func parse(_ parts: [Substring], depth: Int, line: Int, column: Int, file: String) throws(SceneError) -> AccessibilityElement {
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
                if value.count >= 2, value.hasPrefix("'"), value.hasSuffix("'") {
                    value = String(value.dropFirst().dropLast())
                } else if value.hasPrefix("'") {
                    value = String(value.dropFirst())  // a quote never closed: warned where the element is read
                }
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
