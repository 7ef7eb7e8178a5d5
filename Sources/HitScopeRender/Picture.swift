import HitScopeCore

/// A PNG picture stretched over a rectangle of the drawing: the app's screenshot under the views.
public struct Picture: Codable, Hashable, Sendable {
    /// Where the picture goes, in screen points.
    public var rect: DrawingRect
    /// The PNG file's bytes.
    public var png: [UInt8]
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Multiplies the whole picture (0: not drawn).
    public var opacity: Double
    /// A digest of `png` (64-bit FNV-1a): back ends keep a decoded picture under it instead of decoding it again.
    public let digest: UInt64

    public init(rect: DrawingRect, png: [UInt8], pixelWidth: Int, pixelHeight: Int, opacity: Double = 1) {
        self.rect = rect
        self.png = png
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.opacity = opacity
        self.digest = png.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    /// The screenshot of a scene, over its screen.
    public init(_ screenshot: Screenshot, screen: DrawingRect) {
        self.init(rect: screen, png: screenshot.png, pixelWidth: screenshot.pixelWidth, pixelHeight: screenshot.pixelHeight)
    }

    private enum CodingKeys: String, CodingKey { case rect, png, pixelWidth, pixelHeight, opacity }

    /// The PNG is kept as base64 text in JSON.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let png = Base64.decode(try container.decode(String.self, forKey: .png)) else {
            throw DecodingError.dataCorruptedError(forKey: .png, in: container, debugDescription: "png is not base64 text")
        }
        self.init(
            rect: try container.decode(DrawingRect.self, forKey: .rect), png: png, pixelWidth: try container.decode(Int.self, forKey: .pixelWidth),
            pixelHeight: try container.decode(Int.self, forKey: .pixelHeight), opacity: try container.decode(Double.self, forKey: .opacity))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rect, forKey: .rect)
        try container.encode(Base64.encode(png), forKey: .png)
        try container.encode(pixelWidth, forKey: .pixelWidth)
        try container.encode(pixelHeight, forKey: .pixelHeight)
        try container.encode(opacity, forKey: .opacity)
    }

    /// Hashes the digest, not the megabytes it stands for.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect)
        hasher.combine(digest)
        hasher.combine(opacity)
    }
}
