/// A scene file's `screenshot:` as written: the file's path (relative to the scene file's folder), the scale when
/// given, and where the key is, for the edge to resolve under its path rules and to place its error.
public struct ScreenshotReference: Hashable, Sendable {
    /// The path as the scene writes it.
    public var file: String
    /// Pixels per point when the scene gives them; nil: worked out from the picture's width.
    public var scale: Double?
    /// Where `screenshot:`'s value starts in the scene file.
    public var location: SourceLocation

    public init(file: String, scale: Double?, location: SourceLocation) {
        self.file = file
        self.scale = scale
        self.location = location
    }
}
