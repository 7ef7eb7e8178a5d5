import HitScopeScene

/// How `hitscope view` was asked to run.
public struct ViewerOptions: Sendable {
    /// The scene file (`-`: standard input, read once, not watched).
    public var scenePath: String
    public var inputFormat: InputFormat
    public var strict: Bool
    /// `_printHierarchy` output that names the controllers of a dump's views (`--controllers`); nil: none.
    public var controllersPath: String?
    /// A PNG of the screen that replaces the scene's own `screenshot:` (`--screenshot`); nil: the scene's.
    public var screenshotPath: String?
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
        scenePath: String, inputFormat: InputFormat = .auto, strict: Bool = false, controllersPath: String? = nil,
        screenshotPath: String? = nil, eventLog: String? = nil, stats: Bool = false,
        width: Int = 1180, height: Int = 760, display: String? = nil, outputDirectory: String? = nil
    ) {
        self.scenePath = scenePath
        self.inputFormat = inputFormat
        self.strict = strict
        self.controllersPath = controllersPath
        self.screenshotPath = screenshotPath
        self.eventLog = eventLog
        self.stats = stats
        self.width = width
        self.height = height
        self.display = display
        self.outputDirectory = outputDirectory
    }
}
