import CCairo

/// A cairo drawing context on a surface. Owns the context and destroys it when released; the surface must
/// outlive it (cairo keeps its own reference, so it does).
public final class Context {
    /// The cairo context; valid while this object lives.
    public let pointer: OpaquePointer

    /// A context that draws on `surface` (a `cairo_surface_t`).
    public init(surface: OpaquePointer) throws(CairoError) {
        guard let cr = cairo_create(surface) else { throw CairoError("creating a drawing context", status: CAIRO_STATUS_NO_MEMORY) }
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(cr)
            throw CairoError("creating a drawing context", status: status)
        }
        self.pointer = cr
    }

    /// A context that draws on an image surface.
    public convenience init(_ surface: ImageSurface) throws(CairoError) {
        try self.init(surface: surface.pointer)
    }

    deinit { cairo_destroy(pointer) }

    /// The error the context has run into, if any (cairo records the first and ignores later calls).
    public var error: CairoError? {
        let status = cairo_status(pointer)
        return status == CAIRO_STATUS_SUCCESS ? nil : CairoError("drawing", status: status)
    }
}
