/// How the reader parses a file: by default JSON is scanned straight (`JSONEventScanner`) and a large file's events
/// are parsed ahead on a thread of their own; the tests and fuzz targets compare each way with libyaml alone.
public struct SceneParsing: Sendable {
    /// Whether the file is parsed on a thread of its own: by the file's size when nil.
    public var piped: Bool?
    /// Whether JSON is scanned straight rather than by libyaml.
    public var scansJSON: Bool

    public init(piped: Bool? = nil, scansJSON: Bool = true) {
        (self.piped, self.scansJSON) = (piped, scansJSON)
    }

    /// The reader's own choice.
    public static let automatic = SceneParsing()
    /// libyaml alone, on the reader's thread: the way every other is held to.
    public static let libYAMLOnly = SceneParsing(piped: false, scansJSON: false)
}
