/// Why a scene could not be read or a view could not be found: `file:line:column: what is wrong — what to do`.
public struct HitScopeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The whole message, located and with what to do.
    public let description: String

    init(_ description: String) { self.description = description }
}
