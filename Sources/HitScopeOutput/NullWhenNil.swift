/// An optional that a document writes as `null` when it holds nothing, where a synthesized `Encodable` would leave
/// its key out: the documents of docs/trace-format.md give every key, so a reader tells "none" from "not asked".
/// A missing key reads as nil, as for a plain optional.
@propertyWrapper
public struct NullWhenNil<Value: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
    public var wrappedValue: Value?

    public init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

extension KeyedDecodingContainer {
    /// A `NullWhenNil` whose key is missing is nil.
    public func decode<Value>(_ type: NullWhenNil<Value>.Type, forKey key: Key) throws -> NullWhenNil<Value> {
        try decodeIfPresent(type, forKey: key) ?? NullWhenNil(wrappedValue: nil)
    }
}
