import HitScopeCore

/// Turns a screenshot's bytes into a scene's picture: a whole-screen PNG whose pixels are the scene's size in points
/// times a scale. It reads no file: the edge reads the bytes under its path rules.
public enum ScreenshotFile {
    /// The largest PNG read: a report embeds it, and a device screenshot is a few megabytes.
    public static let maximumBytes = 64 << 20
    /// The largest side of a picture, in pixels (cairo's image surfaces are at most this).
    public static let maximumSide = PNGHeader.maximumSide

    /// Why bytes give no picture for a screen.
    public enum Problem: Error, Equatable {
        /// Not a PNG HitScope can draw (no signature, no header, no pixels, cut short, more than 32,767 pixels a
        /// side, more than `maximumBytes`): one case, so that what is said of a file does not tell what it holds.
        case unreadable
        /// A PNG of the wrong shape for the screen: what is wrong and what to do, in words after "the screenshot".
        case wrongShape(message: String, hint: String)
    }

    /// The picture of `png` for a screen of `screen` points, named `file`; `scale` nil: worked out from the width.
    public static func picture(png: [UInt8], file: String, scale: Double?, screen: Size) -> Result<Screenshot, Problem> {
        guard png.count <= maximumBytes, case .success(let header) = PNGHeader.read(png) else { return .failure(.unreadable) }
        let used = scale ?? Double(header.width) / screen.width
        let expected = (width: (screen.width * used).rounded(), height: (screen.height * used).rounded())
        // A pixel either way: a screen's points times a scale such as 2.608 are not whole pixels.
        guard abs(Double(header.width) - expected.width) <= 1, abs(Double(header.height) - expected.height) <= 1 else {
            let named = terminalSafe(file)
            let pixels = "\(header.width) × \(header.height) pixels"
            let points = "\(formatNumber(screen.width)) × \(formatNumber(screen.height)) points"
            if let scale {
                let fitting = Double(header.width) / screen.width
                return .failure(
                    .wrongShape(
                        message:
                            "\(named) is \(pixels), but the scene is \(points) at scale \(formatNumber(scale)): \(formatNumber(expected.width)) × \(formatNumber(expected.height)) pixels",
                        hint: abs(Double(header.height) - (screen.height * fitting).rounded()) <= 1
                            ? "set `scale: \(formatNumber(fitting))`, or take the screenshot of this screen"
                            : "take a screenshot of the whole screen this scene describes (not cropped), or set the scene's `size:` to the screenshot's"))
            }
            return .failure(
                .wrongShape(
                    message:
                        "\(named) is \(pixels): not the shape of the scene's \(points) (at \(formatNumber(used)) pixels a point, \(formatNumber(expected.width)) × \(formatNumber(expected.height)))",
                    hint: "take a screenshot of the whole screen this scene describes (not cropped), or set the scene's `size:` to the screenshot's"))
        }
        return .success(Screenshot(file: file, png: png, pixelWidth: header.width, pixelHeight: header.height, scale: used))
    }
}
