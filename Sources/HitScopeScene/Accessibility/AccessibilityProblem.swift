/// What the accessibility readers say: the statement of what such a scene cannot know, and the problems of the
/// input, in words. Every text the accessibility readers print comes from here.
enum AccessibilityProblem {
    /// What every accessibility scene says, as a warning and in its name (docs/accessibility-scenes.md).
    static func limits(_ source: AccessibilitySource) -> (message: String, hint: String) {
        (
            "this is an accessibility scene (\(source.rawValue)): it holds accessibility elements only, so it cannot know views that are not elements (an invisible overlay that takes touches), userInteractionEnabled, transforms or hitTest/pointInside overrides; its answers say which element a tap reaches, not which UIView",
            "for UIKit's own answer, trace what `po [[UIWindow keyWindow] recursiveDescription]` prints"
        )
    }

    static let noElements = "no accessibility elements: the input has no element with a frame"
    static let noElementsHint = "paste what `po app` (XCUIApplication's debugDescription) or Appium's page source prints"

    /// A frame that is not `{{x, y}, {w, h}}` or an XML position that is not a number.
    static func badFrame(_ text: String) -> String {
        "the frame '\(text)' is not {{x, y}, {w, h}} in finite numbers with a size that is not negative"
    }
    static func badNumber(_ key: String, _ value: String) -> String { "\(key)=\"\(value)\" is not a finite number" }
    /// A page source element whose position is finite but whose size is negative or whose edges overflow.
    static func badSize(_ frame: String) -> String { "the frame \(frame) has a negative size or edges that are not finite" }
    static let fixHint = "paste the snapshot as XCUITest or Appium printed it"

    /// A frame so far from its container's that the difference is not a finite number.
    static func tooFar(_ type: String) -> String {
        "the \(type) element's frame is too far from its container's to compute with"
    }

    /// An element without a frame below the root: skipped with what is nested under it.
    static func noFrame(_ type: String, skipped: Int) -> String {
        let nested = skipped == 0 ? "" : skipped == 1 ? " and the element nested under it" : " and the \(skipped) elements nested under it"
        return "the \(type) element has no frame; skipped it\(nested)"
    }

    /// An author's elision mark among the elements: elements were left out there.
    static func elided(_ preview: String) -> String {
        "'\(preview)' stands for elements left out of the snapshot: they are not in the scene, and an element there may take the tap"
    }

    /// An indented line among the elements that is not one: skipped.
    static let notAnElement = "this line is not an element (Type, 0x…, {{x, y}, {w, h}}, …); skipped it"
    /// A quoted value whose closing quote never comes: read to the end of the element's lines.
    static let quoteNotClosed = "a quoted value of this element is never closed; read it to the next element"

    /// A page source element with a position whose name is not `XCUIElementType…` (a typo, another platform's).
    static func notAnElementType(_ name: String) -> String {
        "<\(name.prefix(60))> has a position but is not an XCUIElementType… element: read through it (what is nested in it is kept, it is not)"
    }

    /// The XML parser's own words.
    static func xml(_ description: String) -> String { "the page source is not well-formed XML: \(description)" }
    static let xmlHint = "paste the whole page source as Appium printed it: every element ends with `/>` or its end tag"
}
