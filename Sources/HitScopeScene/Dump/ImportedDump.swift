import HitScopeCore

/// What reading a `recursiveDescription` dump gave: the scene, the warnings, and the counts people want to see.
public struct ImportedDump: Sendable {
    /// The scene: the dump's windows, or one synthetic window holding the dump's top-level views.
    public var scene: Scene
    /// Records that were skipped (with how many views went with them) and values that had to be assumed,
    /// located as `file:line:column`, in line order.
    public var warnings: [SceneError]
    /// View records read (a synthetic window is not counted).
    public var viewCount: Int
    /// View records that were skipped, with the views nested under them.
    public var skippedViewCount: Int
    /// `<CALayer: 0x…> (layer)` lines, kept as `sublayer` attributes of their views.
    public var layerCount: Int
    /// Whether the dump starts below a window, so that its top-level views sit in a synthetic window whose space
    /// is their superview's: points are then given in that space.
    public var hasSyntheticWindow: Bool
    /// The class of the dump's first record, as people read it.
    public var firstClass: String
    /// Lines in the middle of the dump that are not records of it, ignored with a warning each.
    public var ignoredLineCount: Int
    /// What was lost in all (views, lines, elided parts), about the whole file, after the warnings at their lines;
    /// nil when nothing was.
    public var lossSummary: SceneError?

    /// One line for people: what was read, what was skipped, and in which space points are.
    public var summary: String {
        let windows = scene.hierarchy.windows.count - (hasSyntheticWindow ? 1 : 0)
        var text = "read \(plural(viewCount, "view"))"
        if windows > 0 { text += " in \(plural(windows, "window"))" }
        if layerCount > 0 { text += " and \(plural(layerCount, "layer line")) (kept as sublayer attributes)" }
        if let lost = lossSummary { text += "; \(lost.message)" }
        if hasSyntheticWindow {
            text += "; the dump starts at a \(firstClass), not at a window, so its top-level views sit in a synthetic"
                + " window: give points in the space their frames are written in (their superview's)"
        } else {
            text += "; points are in screen points"
        }
        return text
    }
}
