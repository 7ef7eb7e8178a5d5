import CCairo
import HitScopeCairo
import HitScopeCore
import HitScopeRender

/// Draws frames with cairo into an image back buffer, keeping the picture of each cacheable layer until its key
/// changes; `present` then puts the back buffer on the screen in one copy (no flicker).
public final class CairoBackend: FrameBackend {
    private struct Cache {
        let key: Int
        let area: PixelRect
        let surface: ImageSurface
        let painter: Painter
    }

    private var backBuffer: ImageSurface?
    private var painter: Painter?
    private var caches: [FrameLayer.Kind: Cache] = [:]
    private let present: (ImageSurface) throws -> Void

    /// A back end that hands each finished back buffer to `present` (the window; nothing for off-screen use).
    public init(present: @escaping (ImageSurface) throws -> Void = { _ in }) {
        self.present = present
    }

    /// The last frame's picture.
    public var picture: ImageSurface? { backBuffer }

    public func show(_ frame: Frame) throws {
        let (buffer, painter) = try target(width: frame.width, height: frame.height)
        let cr = painter.context.pointer
        painter.clear(Palette.light[.canvas])
        for layer in frame.layers {
            if layer.cacheable {
                let cache = try cached(layer)
                cairo_save(cr)
                cairo_identity_matrix(cr)
                cairo_rectangle(cr, Double(layer.area.x), Double(layer.area.y), Double(layer.area.width), Double(layer.area.height))
                cairo_clip(cr)
                cairo_set_source_surface(cr, cache.surface.pointer, Double(layer.area.x), Double(layer.area.y))
                cairo_paint(cr)
                cairo_restore(cr)
            } else {
                cairo_save(cr)
                cairo_identity_matrix(cr)
                cairo_rectangle(cr, Double(layer.area.x), Double(layer.area.y), Double(layer.area.width), Double(layer.area.height))
                cairo_clip(cr)
                if let background = layer.background { painter.clear(background) }
                painter.setTransform(scale: layer.scale, offsetX: layer.offsetX, offsetY: layer.offsetY)
                painter.draw(layer.items, visible: layer.visibleBox)
                cairo_restore(cr)
            }
        }
        if let error = painter.context.error { throw error }
        cairo_surface_flush(buffer.pointer)
        try present(buffer)
    }

    public func pngBytes() throws -> [UInt8] {
        guard let backBuffer else { throw CairoError("encoding the PNG: nothing drawn yet", status: CAIRO_STATUS_NULL_POINTER) }
        return try backBuffer.pngBytes()
    }

    private func target(width: Int, height: Int) throws -> (ImageSurface, Painter) {
        if let backBuffer, let painter, backBuffer.width == max(1, width), backBuffer.height == max(1, height) {
            return (backBuffer, painter)
        }
        let buffer = try ImageSurface(width: width, height: height)
        let painter = try Painter(Context(buffer))
        self.backBuffer = buffer
        self.painter = painter
        return (buffer, painter)
    }

    /// The picture of a cacheable layer, drawn again only when its key or area changed.
    private func cached(_ layer: FrameLayer) throws -> Cache {
        if let cache = caches[layer.kind], cache.key == layer.key, cache.area == layer.area { return cache }
        let reusable = caches[layer.kind].flatMap { $0.area.width == layer.area.width && $0.area.height == layer.area.height ? $0 : nil }
        let surface = try reusable?.surface ?? ImageSurface(width: layer.area.width, height: layer.area.height)
        let painter = try reusable?.painter ?? Painter(Context(surface))
        let cr = painter.context.pointer
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_restore(cr)
        if let background = layer.background { painter.clear(background) }
        painter.setTransform(scale: layer.scale, offsetX: layer.offsetX - Double(layer.area.x), offsetY: layer.offsetY - Double(layer.area.y))
        painter.draw(layer.items, visible: layer.visibleBox)
        if let error = painter.context.error { throw error }
        cairo_surface_flush(surface.pointer)
        let cache = Cache(key: layer.key, area: layer.area, surface: surface, painter: painter)
        caches[layer.kind] = cache
        return cache
    }
}
