/// A screen to explain: its windows and views, and the taps that come with it.
public struct Scene: Sendable {
    /// A title for people.
    public var name: String
    /// The screen size in points; windows default to it. The hierarchy keeps a copy (`ViewHierarchy.screenSize`).
    public var size: Size { didSet { hierarchy.screenSize = size } }
    public var hierarchy: ViewHierarchy { didSet { if hierarchy.screenSize != size { hierarchy.screenSize = size } } }
    /// Points (screen space) the scene asks about.
    public var taps: [Point]
    /// Touch sequences the scene asks about: each one or more fingers on one clock.
    public var touches: [[Finger]]
    /// The app's own picture of this screen, drawn under the views.
    public var screenshot: Screenshot?
    /// The app's `userInterfaceStyle`: which of a system colour's values its views are drawn with (drawing only).
    public var appearance: Appearance = .light

    public init(
        name: String, size: Size, hierarchy: ViewHierarchy, taps: [Point] = [], touches: [[Finger]] = [], screenshot: Screenshot? = nil
    ) {
        self.name = name
        self.size = size
        var hierarchy = hierarchy
        hierarchy.screenSize = size
        self.hierarchy = hierarchy
        self.taps = taps
        self.touches = touches
        self.screenshot = screenshot
    }
}
