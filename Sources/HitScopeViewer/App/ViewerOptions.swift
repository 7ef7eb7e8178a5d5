/// How `hitscope view` was asked to run.
public struct ViewerOptions: Sendable {
    /// The scene file (`-`: standard input, read once, not watched): watched, and what the files written are named
    /// after.
    public var scenePath: String
    /// Where to write one JSON line per pointer event over the drawing; nil: no log.
    public var eventLog: String?
    /// Print each frame's time and a closing summary on standard error.
    public var stats: Bool
    /// The window's size in pixels (clamped to the screen).
    public var width: Int
    public var height: Int
    /// The X display to use; nil: `DISPLAY`.
    public var display: String?
    /// Where `e` and `p` write; nil: next to the scene file.
    public var outputDirectory: String?

    public init(
        scenePath: String, eventLog: String? = nil, stats: Bool = false, width: Int = 1180, height: Int = 760, display: String? = nil,
        outputDirectory: String? = nil
    ) {
        self.scenePath = scenePath
        self.eventLog = eventLog
        self.stats = stats
        self.width = width
        self.height = height
        self.display = display
        self.outputDirectory = outputDirectory
    }
}
