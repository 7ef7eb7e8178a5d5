/// Edge distances; positive values grow an area outwards, negative values shrink it (UIEdgeInsets, negated).
public struct EdgeOutsets: Hashable, Sendable, CustomStringConvertible {
    public var top, left, bottom, right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    public var description: String {
        if top == left, left == bottom, bottom == right { return formatNumber(top) }
        return "[\([top, left, bottom, right].map(formatNumber).joined(separator: ", "))]"
    }
}
