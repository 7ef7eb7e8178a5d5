/// How the reader parses a file: by default JSON and block YAML are scanned straight (`JSONEventScanner`,
/// `BlockYAMLScanner`) and a large file's events are parsed ahead on a thread of their own; the tests and fuzz targets compare each way with libyaml alone.
public struct SceneParsing: Sendable {
    /// Whether the file is parsed on a thread of its own: by the file's size when nil.
    public var piped: Bool?
    /// Whether JSON and block YAML are scanned straight, libyaml reading only what the scanners leave to it.
    public var scans: Bool

    public init(piped: Bool? = nil, scans: Bool = true) {
        (self.piped, self.scans) = (piped, scans)
    }

    /// The reader's own choice.
    public static let automatic = SceneParsing()
    /// libyaml alone, on the reader's thread: the way every other is held to.
    public static let libYAMLOnly = SceneParsing(piped: false, scans: false)
}
