/// Identifies a view within one `ViewHierarchy` (its position in the hierarchy's storage).
public struct ViewID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: Int32

    public init(_ rawValue: Int) { self.rawValue = Int32(rawValue) }

    public var index: Int { Int(rawValue) }
    public static func < (lhs: ViewID, rhs: ViewID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "#\(rawValue)" }
}
