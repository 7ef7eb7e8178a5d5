/// Where frames go: the cairo back end draws them on the window, the recording back end keeps them for tests.
public protocol FrameBackend: AnyObject {
    /// Shows a frame.
    func show(_ frame: Frame) throws
    /// The picture of the last frame shown, as a PNG file's bytes (the session writes them).
    func pngBytes() throws -> [UInt8]
}
