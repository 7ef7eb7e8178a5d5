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
