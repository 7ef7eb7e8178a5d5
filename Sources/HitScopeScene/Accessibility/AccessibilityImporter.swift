import HitScopeCore

/// Reads accessibility snapshots as scenes (docs/accessibility-scenes.md): XCUITest's `debugDescription` and
/// Appium/WebDriverAgent's page source, told apart by their content.
public enum AccessibilityImporter {
    /// Whether the text is an accessibility snapshot HitScope reads.
    public static func looksLikeAccessibilitySnapshot(_ text: String) -> Bool {
        PageSourceReader.looksLikePageSource(text) || XCUIDescriptionReader.looksLikeDescription(text)
    }

    /// One line for people: how many elements in how many windows, and what the answers mean.
    public static func summary(_ scene: Scene) -> String {
        let h = scene.hierarchy
        return "read \(plural(h.count, "element")) in \(plural(h.windows.count, "window")) as an accessibility scene; points are in screen points, and answers say which element a tap reaches, not which UIView"
    }

    /// Reads a snapshot's text; `file` names it in messages. The scene's warnings start with what such a scene
    /// cannot know.
    public static func load(text: String, file: String) throws(SceneError) -> LoadedScene {
        if PageSourceReader.looksLikePageSource(text) {
            return try AccessibilitySceneBuilder.build(PageSourceReader.read(text: text, file: file), source: .pageSource, file: file)
        }
        let read = try XCUIDescriptionReader.read(text: text, file: file)
        return try AccessibilitySceneBuilder.build(read.elements, source: .xcuitest, file: file, warnings: read.warnings)
    }
}
