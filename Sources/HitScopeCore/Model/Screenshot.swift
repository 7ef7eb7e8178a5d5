/// A picture of the screen a scene describes: a PNG that front ends draw under the views' outlines. It changes no
/// answer: hit-testing never looks at pixels.
public struct Screenshot: Sendable {
    /// The file as the scene names it (relative to the scene's folder) or as the command line gave it.
    public var file: String
    /// The PNG file's bytes, as read.
    public var png: [UInt8]
    /// The picture's size in pixels.
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Pixels per point: the picture covers the screen, `pixelWidth / scale` points wide.
    public var scale: Double

    public init(file: String, png: [UInt8], pixelWidth: Int, pixelHeight: Int, scale: Double) {
        self.file = file
        self.png = png
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
    }
}
