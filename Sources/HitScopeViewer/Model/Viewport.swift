import HitScopeCore
import HitScopeRender

/// Where the scene lies on the window: `pixel = point × scale + offset`. Offsets are whole pixels, so that at
/// 1:1 every scene point falls on a pixel corner.
public struct Viewport: Hashable, Sendable {
    public private(set) var scale: Double
    public private(set) var offsetX: Double
    public private(set) var offsetY: Double
    /// Whether the scene is fitted to the drawing area (kept fitted when the window is resized).
    public private(set) var isFitted: Bool

    public static let minimumScale = 0.05
    public static let maximumScale = 32.0
    /// The scales zooming steps through, so that coordinates stay readable (at 1, 2, ½… points fall on pixels).
    public static let steps: [Double] = [
        0.05, 0.1, 0.125, 0.2, 0.25, 1.0 / 3, 0.5, 2.0 / 3, 0.75, 1, 1.25, 1.5, 2, 3, 4, 6, 8, 12, 16, 24, 32,
    ]

    public init(scale: Double = 1, offsetX: Double = 0, offsetY: Double = 0) {
        self.scale = scale
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.isFitted = false
    }

    /// The scene point under a pixel (its top-left corner, where the pointer's hot spot is), rounded to a tenth
    /// of a point below 2× (a hundredth below 20×, a thousandth above): finer than a pixel, and readable in the
    /// side panel and the logs at any fitted scale.
    public func scenePoint(_ pixel: PixelPoint) -> Point {
        let step = scale < 2 ? 10.0 : scale < 20 ? 100.0 : 1000.0
        return Point(
            ((Double(pixel.x) - offsetX) / scale * step).rounded() / step,
            ((Double(pixel.y) - offsetY) / scale * step).rounded() / step)
    }

    /// The pixel position of a scene point.
    public func windowPoint(_ point: Point) -> (x: Double, y: Double) {
        (point.x * scale + offsetX, point.y * scale + offsetY)
    }

    /// The margin around a fitted scene, in pixels.
    public static let fitMargin = 12.0
    /// The largest scale a fit picks.
    public static let maximumFitScale = 4.0

    /// Shows all of `canvas` in `area`, centred, as large as fits (never larger than 4×): the whole window's
    /// height for a phone, at a scale rounded down to 1/256 (zoom keys step to the readable scales from there).
    public mutating func fit(_ canvas: DrawingRect, in area: PixelRect) {
        guard canvas.width > 0, canvas.height > 0, !area.isEmpty else { return }
        let margin = Self.fitMargin
        let sx = (Double(area.width) - 2 * margin) / canvas.width, sy = (Double(area.height) - 2 * margin) / canvas.height
        let limit = min(sx, sy, Self.maximumFitScale)
        scale = limit.isFinite && limit > Self.minimumScale ? (limit * 256).rounded(.down) / 256 : Self.minimumScale
        offsetX = (Double(area.x) + (Double(area.width) - canvas.width * scale) / 2 - canvas.x * scale).rounded()
        offsetY = (Double(area.y) + (Double(area.height) - canvas.height * scale) / 2 - canvas.y * scale).rounded()
        isFitted = true
    }

    /// Goes `steps` zoom steps in (positive) or out (negative), keeping the scene point under `anchor` where it is.
    public mutating func zoom(steps: Int, around anchor: PixelPoint) {
        let current = Self.steps.lastIndex { $0 <= scale * 1.0001 } ?? 0
        // Between two steps, the first step out is the one just below.
        let between = Self.steps[current] < scale * 0.9999
        let target = steps < 0 && between ? current + steps + 1 : current + steps
        zoom(to: Self.steps[max(0, min(Self.steps.count - 1, target))], around: anchor)
    }

    /// Sets the scale, keeping the scene point under `anchor` where it is.
    public mutating func zoom(to newScale: Double, around anchor: PixelPoint) {
        let point = scenePoint(anchor)
        scale = clamp(newScale)
        offsetX = (Double(anchor.x) - point.x * scale).rounded()
        offsetY = (Double(anchor.y) - point.y * scale).rounded()
        isFitted = false
    }

    /// Moves the scene by whole pixels.
    public mutating func pan(dx: Int, dy: Int) {
        offsetX += Double(dx)
        offsetY += Double(dy)
        isFitted = false
    }

    private func clamp(_ value: Double) -> Double {
        guard value.isFinite, value > 0 else { return 1 }
        return min(Self.maximumScale, max(Self.minimumScale, value))
    }
}
