/// An Appium (WebDriverAgent) page source of `levels` nested full-screen `XCUIElementTypeOther` elements with a button
/// in the deepest: the deep input of DeepInputCommandTests and `scripts/bench --deep-only`. It has no window element,
/// so its elements are read under one synthetic window (level 0): the button is at level `levels + 1`.
public enum DeepPageSource {
    public static func text(levels: Int) -> String {
        let other = "<XCUIElementTypeOther type=\"XCUIElementTypeOther\" x=\"0\" y=\"0\" width=\"375\" height=\"667\">"
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<AppiumAUT>",
                     "<XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" name=\"App\" x=\"0\" y=\"0\" width=\"375\" height=\"667\">"]
        lines += Array(repeating: other, count: max(0, levels))
        lines.append("<XCUIElementTypeButton type=\"XCUIElementTypeButton\" name=\"b\" x=\"10\" y=\"10\" width=\"40\" height=\"40\"/>")
        lines += Array(repeating: "</XCUIElementTypeOther>", count: max(0, levels))
        lines += ["</XCUIElementTypeApplication>", "</AppiumAUT>", ""]
        return lines.joined(separator: "\n")
    }
}
