/// What a responder does with a touch it receives: handle it, or forward it to its next responder
/// (`[super touchesBegan:…]`, or not implementing the method at all).
public enum TouchHandling: String, Hashable, Sendable, CaseIterable {
    case handle
    case forward
}
