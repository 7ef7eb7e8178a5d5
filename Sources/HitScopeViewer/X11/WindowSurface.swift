import CCairo
import CX11
import HitScopeCairo

/// A cairo surface on the window, that the back buffer is painted onto in one go. Owns the surface.
final class WindowSurface {
    private let surface: OpaquePointer
    private let window: XWindow

    init(window: XWindow) throws(CairoError) {
        self.surface = try CairoError.checkedSurface(
            cairo_xlib_surface_create(window.connection.display, window.id, window.visual, Int32(window.width), Int32(window.height)),
            "drawing on the window")
        self.window = window
    }

    deinit { cairo_surface_destroy(surface) }

    /// Follows the window's new size.
    func resized() {
        cairo_xlib_surface_set_size(surface, Int32(window.width), Int32(window.height))
    }

    /// Copies the back buffer onto the window and waits until the server has drawn it.
    func present(_ backBuffer: ImageSurface) throws(CairoError) {
        let context = try Context(surface: surface)
        let cr = context.pointer
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, backBuffer.pointer, 0, 0)
        cairo_paint(cr)
        if let error = context.error { throw error }
        cairo_surface_flush(surface)
        XSync(window.connection.display, False)
    }
}
