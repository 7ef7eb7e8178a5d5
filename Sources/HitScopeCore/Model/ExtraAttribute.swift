/// An attribute HitScope keeps without interpreting it (a dump's `layer`, `tag`, `gestureRecognizers`, …).
public struct ExtraAttribute: Hashable, Sendable {
    public var key: String
    public var value: String

    public init(key: String, value: String) { (self.key, self.value) = (key, value) }
}
