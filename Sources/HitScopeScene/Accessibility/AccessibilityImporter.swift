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
        // The synthetic window of a fragment is a UIWindow; the snapshot's own windows are XCUIElementTypeWindow.
        let synthetic = h.windows.filter { h[$0].className == "UIWindow" }.count
        let windows = synthetic > 0 ? "\(plural(h.windows.count - synthetic, "window")) and a synthetic window (the snapshot's top-level elements are not windows)"
            : plural(h.windows.count, "window")
        return "read \(plural(h.count - synthetic, "element")) in \(windows) as an accessibility scene; points are in screen points, and answers say which element a tap reaches, not which UIView"
    }

    /// Reads a snapshot's text; `file` names it in messages. The scene's warnings start with what such a scene
    /// cannot know. With `strict`, what was skipped (a line that is not an element, an element without a frame, a
    /// quote never closed) is an error instead of a warning.
    public static func load(text: String, file: String, strict: Bool = false) throws(SceneError) -> LoadedScene {
        let loaded: LoadedScene
        if PageSourceReader.looksLikePageSource(text) {
            let read = try PageSourceReader.read(text: text, file: file)
            loaded = try AccessibilitySceneBuilder.build(read.elements, source: .pageSource, file: file, warnings: read.warnings)
        } else {
            let read = try XCUIDescriptionReader.read(text: text, file: file)
            loaded = try AccessibilitySceneBuilder.build(read.elements, source: .xcuitest, file: file, warnings: read.warnings)
        }
        // The first warning says what such a scene cannot know; the others are losses.
        if strict, var first = loaded.warnings.dropFirst().min(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
            first.hint = "\(first.hint ?? AccessibilityProblem.fixHint) (without --strict, HitScope skips it with a warning)"
            throw first
        }
        return loaded
    }
}
