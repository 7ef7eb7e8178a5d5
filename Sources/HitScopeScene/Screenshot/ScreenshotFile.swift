import Foundation
import HitScopeCore

/// Reads a screenshot for a scene: a whole-screen PNG whose pixels are the scene's size in points times a scale.
public enum ScreenshotFile {
    /// The largest PNG read: a report embeds it, and a device screenshot is a few megabytes.
    public static let maximumBytes = 64 << 20

    /// Reads `path` as given on the command line (`--screenshot`), for a screen of `screen` points; the scale is
    /// worked out from the width. Errors name the file.
    public static func load(path: String, screen: Size) throws(SceneError) -> Screenshot {
        try load(path: path, file: path, scale: nil, screen: screen) { message, hint in
            SceneError(file: path, line: 0, column: 0, message: "the screenshot \(message)", hint: hint)
        }
    }

    /// Reads the PNG at `path`, named `file` in what the user wrote. `scale` nil: worked out from the width.
    /// `problem(message, hint)` places an error (the scene's `screenshot:` key, or the file itself); its message
    /// starts after "the screenshot".
    static func load(
        path: String, file: String, scale: Double?, screen: Size, problem: (String, String) -> SceneError
    ) throws(SceneError) -> Screenshot {
        let named = terminalSafe(file)
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw problem("\(named) is not a file", "check the path (a scene's screenshot is found beside the scene file)")
        }
        guard Int(status.st_size) <= maximumBytes else {
            throw problem("\(named) is \(Int(status.st_size) >> 20) MB, more than \(maximumBytes >> 20) MB", "use a PNG of the device's screen")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw problem("\(named) cannot be read", "check its permissions")
        }
        let png = [UInt8](data)
        let header: PNGHeader
        switch PNGHeader.read(png) {
        case .success(let read): header = read
        case .failure(let reason): throw problem("\(named) \(reason.message)", reason.hint)
        }
        let used = scale ?? Double(header.width) / screen.width
        let expected = (width: (screen.width * used).rounded(), height: (screen.height * used).rounded())
        // A pixel either way: a screen's points times a scale such as 2.608 are not whole pixels.
        guard abs(Double(header.width) - expected.width) <= 1, abs(Double(header.height) - expected.height) <= 1 else {
            let pixels = "\(header.width) × \(header.height) pixels"
            let points = "\(formatNumber(screen.width)) × \(formatNumber(screen.height)) points"
            if let scale {
                let fitting = Double(header.width) / screen.width
                throw problem(
                    "\(named) is \(pixels), but the scene is \(points) at scale \(formatNumber(scale)): \(formatNumber(expected.width)) × \(formatNumber(expected.height)) pixels",
                    abs(Double(header.height) - (screen.height * fitting).rounded()) <= 1
                        ? "set `scale: \(formatNumber(fitting))`, or take the screenshot of this screen"
                        : "take a screenshot of the whole screen this scene describes (not cropped), or set the scene's `size:` to the screenshot's")
            }
            throw problem(
                "\(named) is \(pixels): not the shape of the scene's \(points) (at \(formatNumber(used)) pixels a point, \(formatNumber(expected.width)) × \(formatNumber(expected.height)))",
                "take a screenshot of the whole screen this scene describes (not cropped), or set the scene's `size:` to the screenshot's")
        }
        return Screenshot(file: file, png: png, pixelWidth: header.width, pixelHeight: header.height, scale: used)
    }
}
