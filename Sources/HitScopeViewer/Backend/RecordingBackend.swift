/// A back end that draws nothing and keeps every frame: the interaction logic's tests look at what would have been
/// drawn, without a window system.
public final class RecordingBackend: FrameBackend {
    public private(set) var frames: [Frame] = []
    /// The paths `writePNG` was asked to write.
    public private(set) var pngPaths: [String] = []

    public init() {}

    public func show(_ frame: Frame) { frames.append(frame) }

    public func writePNG(to path: String) { pngPaths.append(path) }

    public var lastFrame: Frame? { frames.last }
}
