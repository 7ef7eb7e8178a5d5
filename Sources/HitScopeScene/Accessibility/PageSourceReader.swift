import Foundation
import HitScopeCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads Appium's (and WebDriverAgent's) iOS page source: XML whose elements are named by their type,
/// `<XCUIElementTypeButton type="XCUIElementTypeButton" name="save" label="Save" enabled="false" visible="true"
/// x="16" y="100" width="80" height="44" index="1"/>`, in any attribute order, nested as the elements are, under
/// `<AppiumAUT>` or straight from WebDriverAgent's `/source`. Foundation's `XMLParser` reads it.
enum PageSourceReader {
    /// Whether the text is an iOS page source: XML with an `XCUIElementType…` element near its start.
    static func looksLikePageSource(_ text: String) -> Bool {
        let head = text.utf8.prefix(4096)
        let start = String(decoding: head, as: UTF8.self).drop { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == "\u{FEFF}" }
        return start.hasPrefix("<") && start.contains("<XCUIElementType")
    }

    /// The elements in document order, and what was read through (an element with a frame whose name is not
    /// `XCUIElementType…`).
    static func read(text: String, file: String) throws(SceneError) -> (elements: [AccessibilityElement], warnings: [SceneError]) {
        let delegate = PageSourceDelegate(file: file)
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        if let problem = delegate.problem { throw problem }
        guard parsed else {
            let description = parser.parserError.map { String(describing: ($0 as NSError).localizedDescription) } ?? "unknown error"
            throw SceneError(
                file: file, line: parser.lineNumber, column: parser.columnNumber, message: AccessibilityProblem.xml(description),
                hint: AccessibilityProblem.fixHint)
        }
        return (delegate.elements, delegate.warnings)
    }
}

/// Collects the `XCUIElementType…` elements in document order, with their depth; other elements (`AppiumAUT`)
/// are not counted as levels.
private final class PageSourceDelegate: NSObject, XMLParserDelegate {
    let file: String
    var elements: [AccessibilityElement] = []
    var problem: SceneError?
    var warnings: [SceneError] = []
    private var depth = 0
    /// The elements open at this point, whether each is an `XCUIElementType…` element, and where each starts.
    private var open: [(isElement: Bool, name: String, line: Int)] = []

    init(file: String) {
        self.file = file
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let prefix = "XCUIElementType"
        guard elementName.hasPrefix(prefix) else {
            open.append((false, elementName, parser.lineNumber))
            if ["x", "y", "width", "height"].contains(where: { attributes[$0] != nil }) {
                warnings.append(
                    SceneError(
                        file: file, line: parser.lineNumber, column: parser.columnNumber,
                        message: AccessibilityProblem.notAnElementType(elementName), hint: AccessibilityProblem.fixHint))
            }
            return
        }
        var element = AccessibilityElement(
            type: String(elementName.dropFirst(prefix.count)), depth: depth, line: parser.lineNumber, column: parser.columnNumber)
        var position: [String: Double] = [:]
        for key in attributes.keys.sorted() {
            guard let value = attributes[key] else { continue }
            switch key {
            case "x", "y", "width", "height":
                guard let number = Double(value), number.isFinite else {
                    fail(parser, AccessibilityProblem.badNumber(key, value))
                    return
                }
                position[key] = number
            case "name": element.identifier = value
            case "label": element.label = value
            case "enabled": element.isEnabled = value != "false"
            case "visible": element.isVisible = value != "false"
            case "type": break
            default: element.attributes.append(ExtraAttribute(key: key, value: value))
            }
        }
        if let x = position["x"], let y = position["y"], let width = position["width"], let height = position["height"] {
            guard width >= 0, height >= 0, (x + width).isFinite, (y + height).isFinite else {
                fail(parser, AccessibilityProblem.badSize("x=\(x) y=\(y) width=\(width) height=\(height)"))
                return
            }
            element.screenFrame = Rect(x, y, width, height)
        }
        elements.append(element)
        open.append((true, elementName, parser.lineNumber))
        depth += 1
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if open.popLast()?.isElement == true { depth -= 1 }
    }

    /// libxml2 (under FoundationXML) recovers from an element never closed and an end tag that closes another
    /// element, and `parse()` then returns true: the first error it reports stops the reading here. The codes are
    /// libxml2's `xmlParserErrors`, which FoundationXML passes on.
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        let code = (parseError as NSError).code
        let innermost = open.last.map { "<\($0.name)> of line \($0.line)" }
        let description: String
        switch (code, innermost) {
        case (76, let element?), (77, let element?):  // XML_ERR_TAG_NAME_MISMATCH, XML_ERR_TAG_NOT_FINISHED
            description = "this end tag does not close \(element), which is never closed"
        case (5, let element?):  // XML_ERR_DOCUMENT_END
            description = "the text ends before \(element) is closed"
        case (73, _):  // XML_ERR_GT_REQUIRED
            description = "a tag is not closed by '>'"
        case (39, _), (40, _), (41, _):  // XML_ERR_ATTRIBUTE_NOT_STARTED, _NOT_FINISHED, _WITHOUT_VALUE
            description = "an attribute's value is not in quotes"
        case (32, _), (6000...6004, _):  // XML_ERR_UNSUPPORTED_ENCODING, XML_I18N_…
            description = "the encoding its declaration names cannot be read here (save it as UTF-8)"
        default:
            description = "libxml2 error \(code)"
        }
        // Not aborted here: `abortParsing()` inside libxml2's error callback crashed it in `xmlSwitchToEncoding`
        // (a declaration of `encoding="UTF-7"`, found by FuzzAccessibility). The rest is parsed and ignored.
        problem = problem ?? SceneError(
            file: file, line: parser.lineNumber, column: parser.columnNumber, message: AccessibilityProblem.xml(description),
            hint: AccessibilityProblem.xmlHint)
    }

    private func fail(_ parser: XMLParser, _ message: String) {
        problem = problem ?? SceneError(
            file: file, line: parser.lineNumber, column: parser.columnNumber, message: message, hint: AccessibilityProblem.fixHint)
        parser.abortParsing()
    }
}
