/// A back end that draws nothing and keeps every frame: the interaction logic's tests look at what would have been
/// drawn, without a window system.
public final class RecordingBackend: FrameBackend {
    public private(set) var frames: [Frame] = []
    /// How many times the picture was asked for (`p`): it is no picture, an empty file.
    public private(set) var pngRequests = 0

    public init() {}

    public func show(_ frame: Frame) { frames.append(frame) }

    public func pngBytes() -> [UInt8] {
        pngRequests += 1
        return []
    }

    public var lastFrame: Frame? { frames.last }
}
