import Foundation
import HitScopeCore
import HitScopeScene
import Testing

/// Accessibility snapshots as people paste them (issue 27): XCUITest element lists without their header, arrow or
/// footer; labels with line breaks; page sources that are not well-formed XML.
struct AccessibilityPastedTests {
    /// The xcode15 fixture's subtree, as `po app` printed it.
    static let subtree = """
         →Application, 0x600002b1c000, pid: 48211, label: 'Shop'
            Window (Main), 0x600002b1c0e0, {{0.0, 0.0}, {390.0, 844.0}}
              Other, 0x600002b1c1c0, {{0.0, 0.0}, {390.0, 844.0}}
                Button, 0x600002b1c380, {{318.0, 47.0}, {64.0, 44.0}}, label: 'Basket', Disabled
                StaticText, 0x600002b1c460, {{163.3, 58.7}, {63.3, 20.7}}, label: 'Offers'
        """

    /// With or without the header, the arrow, the footer and the root's indentation: the same four elements,
    /// detected by content and forced alike.
    @Test(arguments: [
        "Element subtree:\n" + subtree + "\nPath to element:\n →Application, 0x600002b1c000\n",
        subtree,
        subtree.replacingOccurrences(of: "→", with: ""),
        "Element subtree:\n" + subtree.replacingOccurrences(of: "→", with: " "),
        subtree.split(separator: "\n").dropFirst().map { String($0.dropFirst(4)) }.joined(separator: "\n"),
        subtree.replacingOccurrences(of: "  ", with: "\u{A0}\u{A0}"),  // a web page's no-break spaces
    ])
    func headerArrowAndFooterAreOptional(_ text: String) throws {
        let loaded = try PastedInput.load(text)
        #expect(loaded.scene.hierarchy.count == 4)
        #expect(loaded.scene.hitName(Point(340, 60)) == "Basket")
        #expect(loaded.scene.hitName(Point(170, 65)) == "Offers")
        #expect(loaded.warnings.count == 1)
        let forced = try AccessibilityImporter.load(text: text, file: "po.txt")
        #expect(forced.scene.hierarchy.count == 4)
    }

    /// A log line before the list is not an element; one inside it (indented) is skipped with a warning.
    @Test func textAroundTheList() throws {
        let text = "t = 3.10s Checking `Expect predicate`\n" + Self.subtree + "\n      (an indented note)\nt = 4.20s Tear Down\n"
        let loaded = try PastedInput.load(text)
        #expect(loaded.scene.hierarchy.count == 4)
        let warning = try #require(loaded.warnings.last)
        #expect(warning.line == 7 && warning.column == 7)
        #expect(warning.message == "this line is not an element (Type, 0x…, {{x, y}, {w, h}}, …); skipped it")
        // With --strict, what is skipped is an error at its place.
        #expect(throws: SceneError(
            file: "po.txt", line: 7, column: 7, message: warning.message,
            hint: "paste the snapshot as XCUITest or Appium printed it (without --strict, HitScope skips it with a warning)")) {
            try AccessibilityImporter.load(text: text, file: "po.txt", strict: true)
        }
        #expect(try AccessibilityImporter.load(text: Self.subtree, file: "po.txt", strict: true).scene.hierarchy.count == 4)
    }

    /// A label with line breaks is read whole, without its quotes, and the lines after it are not lost.
    @Test func multiLineLabel() throws {
        let text = """
            Element subtree:
             →Application, 0x1, pid: 2
                Window, 0x2, {{0.0, 0.0}, {390.0, 844.0}}
                  StaticText, 0x3, {{0.0, 100.0}, {390.0, 60.0}}, label: 'SDK Version: 2.1.7-8
            lat:0.0
            long:0.0', Selected
                  Button, 0x4, {{0.0, 200.0}, {80.0, 44.0}}, label: 'Go'
            """
        let loaded = try PastedInput.load(text)
        let h = loaded.scene.hierarchy
        #expect(h.count == 3)
        let label = try #require(h.id(named: "SDK Version: 2.1.7-8\nlat:0.0\nlong:0.0"))
        #expect(h[label].title == "SDK Version: 2.1.7-8\nlat:0.0\nlong:0.0")
        #expect(h[label].attributes.contains(ExtraAttribute(key: "Selected", value: "YES")))
        #expect(loaded.scene.hitName(Point(10, 210)) == "Go")
        #expect(loaded.warnings.count == 1)
    }

    /// A quote never closed is read up to the next element, and said.
    @Test func quoteNeverClosed() throws {
        let text = "Element subtree:\n    Window, 0x2, {{0.0, 0.0}, {390.0, 844.0}}, label: 'Main\n  half a line\n      Button, 0x4, {{0.0, 200.0}, {80.0, 44.0}}\n"
        let loaded = try PastedInput.load(text)
        #expect(loaded.scene.hierarchy.count == 2)
        let window = try #require(loaded.scene.hierarchy.windows.first)
        #expect(loaded.scene.hierarchy[window].title == "Main\n  half a line")
        let warning = try #require(loaded.warnings.last)
        #expect(warning.line == 2 && warning.column == 5)
        #expect(warning.message == "a quoted value of this element is never closed; read it to the next element")
    }

    /// Text without any element line is still refused, in words.
    @Test func noElements() {
        #expect(throws: SceneError(
            file: "po.txt", line: 0, column: 0, message: "no accessibility elements: the input has no element with a frame",
            hint: "paste what `po app` (XCUIApplication's debugDescription) or Appium's page source prints")) {
            try AccessibilityImporter.load(text: "t = 4.20s Tear Down\nButton tapped\n", file: "po.txt")
        }
    }

    /// An element with a position whose name is not `XCUIElementType…` (a typo) is read through, and said.
    @Test func elementTypeMisspelt() throws {
        let text = "<AppiumAUT>\n<XCUIElementTypeWindow x=\"0\" y=\"0\" width=\"390\" height=\"844\">\n<XCUIElemenntTypeButton name=\"b\" x=\"0\" y=\"0\" width=\"50\" height=\"50\"/>\n</XCUIElementTypeWindow>\n</AppiumAUT>\n"
        let loaded = try AccessibilityImporter.load(text: text, file: "page.xml")
        #expect(loaded.scene.hierarchy.count == 1)
        #expect(loaded.warnings.last?.description == "page.xml:3:68: <XCUIElemenntTypeButton> has a position but is not an XCUIElementType… element: read through it (what is nested in it is kept, it is not) — paste the snapshot as XCUITest or Appium printed it")
        #expect(throws: SceneError.self) { try AccessibilityImporter.load(text: text, file: "page.xml", strict: true) }
    }

    /// A page source that is not well-formed XML is an error at its line and column, whatever libxml2 recovered.
    @Test(arguments: [
        (
            "<AppiumAUT>\n<XCUIElementTypeApplication>\n  <XCUIElementTypeWindow x=\"0\" y=\"0\" width=\"390\" height=\"844\">\n    <XCUIElementTypeButton x=\"0\" y=\"0\" width=\"50\" height=\"50\">\n  </XCUIElementTypeWindow>\n</XCUIElementTypeApplication>\n</AppiumAUT>\n",
            5, 27, "this end tag does not close <XCUIElementTypeButton> of line 4, which is never closed"
        ),
        (
            "<AppiumAUT>\n<XCUIElementTypeApplication>\n  <XCUIElementTypeWindow x=\"0\" y=\"0\" width=\"390\" height=\"844\"/>\n",
            3, 64, "the text ends before <XCUIElementTypeApplication> of line 2 is closed"
        ),
    ])
    func pageSourceNotWellFormed(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        #expect(throws: SceneError(
            file: "page.xml", line: line, column: column, message: "the page source is not well-formed XML: \(message)",
            hint: "paste the whole page source as Appium printed it: every element ends with `/>` or its end tag")) {
            try AccessibilityImporter.load(text: text, file: "page.xml")
        }
    }
}
