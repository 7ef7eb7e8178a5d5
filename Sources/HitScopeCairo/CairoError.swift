import CCairo

/// A cairo call that failed, with cairo's own words for why.
public struct CairoError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What HitScope was doing.
    public let operation: String
    /// cairo's description of the status (`out of memory`, `error while writing to output stream`, …).
    public let reason: String

    /// The error of a failed cairo call: what HitScope was doing, and the status cairo returned.
    public init(_ operation: String, status: cairo_status_t) {
        self.operation = operation
        self.reason = String(cString: cairo_status_to_string(status))
    }

    public var description: String { "\(operation): \(reason)" }
}

extension CairoError {
    /// A surface a cairo constructor returned, once its status says it is usable: cairo returns an error surface
    /// rather than nil, so both are checked; a failed surface is destroyed before the error is thrown.
    public static func checkedSurface(_ surface: OpaquePointer?, _ operation: String) throws(CairoError) -> OpaquePointer {
        guard let surface else { throw CairoError(operation, status: CAIRO_STATUS_NO_MEMORY) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoError(operation, status: status)
        }
        return surface
    }
}
