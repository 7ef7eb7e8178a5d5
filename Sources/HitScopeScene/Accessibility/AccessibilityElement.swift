import HitScopeCore

/// One element of an accessibility snapshot (XCUITest's `debugDescription`, Appium/WebDriverAgent's page source),
/// as read, before it becomes a view: its type, its frame in screen points, what names it, and where it was written.
struct AccessibilityElement {
    /// The element type without its prefix: `Button`, `StaticText`, `Window`.
    var type: String
    /// The frame in screen points; nil when the element printed none (XCUITest's `Application`).
    var screenFrame: Rect?
    var identifier: String?
    var label: String?
    /// `Disabled` (XCUITest) or `enabled="false"` (WebDriverAgent).
    var isEnabled = true
    /// WebDriverAgent's `visible="false"`.
    var isVisible = true
    /// Everything else the element said, in order (`value`, `address`, `Selected`, `index`…).
    var attributes: [ExtraAttribute] = []
    /// Nesting depth: 0 for the snapshot's root.
    var depth: Int
    /// The 1-based line and column where the element is written.
    var line: Int
    var column: Int
}

/// Which format an accessibility scene was read from: named in the scene's name and in its warning.
enum AccessibilitySource: String {
    case xcuitest = "XCUITest debugDescription"
    case pageSource = "Appium/WebDriverAgent page source"
}
