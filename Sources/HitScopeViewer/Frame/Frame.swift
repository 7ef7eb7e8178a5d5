import HitScopeCore
import HitScopeRender

/// One picture of the window as plain data: layers of display items, back to front. The cairo back end draws it on
/// the window; the recording back end keeps it for tests.
public struct Frame: Sendable {
    public let width: Int
    public let height: Int
    public let layers: [FrameLayer]

    /// The layer of a kind, if the frame has one.
    public func layer(_ kind: FrameLayer.Kind) -> FrameLayer? { layers.first { $0.kind == kind } }
}

/// Display items drawn in one rectangle of the window through one map from item coordinates to pixels.
public struct FrameLayer: Sendable {
    public enum Kind: Hashable, Sendable {
        /// The scene, its overlays and the touch's trace: scene points.
        case scene
        /// Hover, selection and current-step marks: scene points, redrawn every frame.
        case marks
        /// The reload error banner: pixels.
        case banner
        /// The view tree and the touch and trace panel: pixels.
        case panels
        /// The status bar: pixels.
        case status
        /// The key help: pixels.
        case help
    }

    public let kind: Kind
    /// Identifies the content: two layers of a kind with the same key draw the same pixels, so back ends may keep
    /// the picture of a `cacheable` layer and draw it again.
    public let key: Int
    public let cacheable: Bool
    /// Where on the window the layer draws (its clip).
    public let area: PixelRect
    /// `pixel = item × scale + offset`.
    public let scale: Double
    public let offsetX: Double
    public let offsetY: Double
    /// Painted over the whole area first, when set.
    public let background: RGBAColor?
    public let items: [DisplayItem]

    /// The part of item space the area shows (for skipping what is out of view).
    public var visibleBox: DrawingRect {
        DrawingRect(x: (Double(area.x) - offsetX) / scale, y: (Double(area.y) - offsetY) / scale,
            width: Double(area.width) / scale, height: Double(area.height) / scale)
    }
}
