/// A point in some view's coordinate space, in points (CGPoint).
public struct Point: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(0, 0)

    public var description: String {
        // Both coordinates below 10⁹ (most points): written at once, as `formatNumber` writes each.
        guard let x = DecimalDigits.scaled(x), let y = DecimalDigits.scaled(y) else {
            return "(\(formatNumber(x)), \(formatNumber(y)))"
        }
        return DecimalDigits.string(capacity: DecimalDigits.maximumPointCount) { DecimalDigits.point(x, y, at: $0) }
    }

    /// Encoded as `[x, y]`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(x)
        try container.encode(y)
    }

    public init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(try container.decode(Double.self), try container.decode(Double.self))
    }
}

/// A width and a height (CGSize).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(0, 0)

    public var description: String { "\(formatNumber(width))×\(formatNumber(height))" }
}

/// An axis-aligned rectangle (CGRect). Sizes are never negative in a valid scene.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(origin: Point(x, y), size: Size(width, height))
    }

    public static let zero = Rect(0, 0, 0, 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var center: Point { Point(midX, midY) }
    public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// The four corners, clockwise on a y-down screen from the minimum corner: `(minX, minY)`, `(maxX, minY)`,
    /// `(maxX, maxY)`, `(minX, maxY)`.
    public var corners: [Point] {
        [Point(minX, minY), Point(maxX, minY), Point(maxX, maxY), Point(minX, maxY)]
    }

    /// The rectangle whose edges are the box's: `maxX − minX` wide, `maxY − minY` high.
    public init(_ box: Box) {
        self.init(box.minX, box.minY, box.maxX - box.minX, box.maxY - box.minY)
    }

    /// `CGRectContainsPoint`: the min edges are inside, the max edges are outside, an empty rect holds no point.
    @inlinable @inline(__always)
    public func contains(_ point: Point) -> Bool {
        Box(minX: minX, minY: minY, maxX: maxX, maxY: maxY).contains(point)
    }

    /// `CGRectStandardize`: the same rectangle with a width and height of 0 or more (a negative size moves the
    /// origin to the other edge). CGGeometry's functions that read a rectangle (`CGRectContainsPoint` among them)
    /// standardize it first.
    public var standardized: Rect {
        Rect(
            Swift.min(origin.x, origin.x + size.width), Swift.min(origin.y, origin.y + size.height), abs(size.width),
            abs(size.height))
    }

    /// `CGRectInset` with separate edges; positive values shrink the rect.
    public func inset(top: Double, left: Double, bottom: Double, right: Double) -> Rect {
        Rect(origin.x + left, origin.y + top, size.width - left - right, size.height - top - bottom)
    }

    /// The smallest rect that holds both (empty rects are ignored).
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x0, y0, x1 - x0, y1 - y0)
    }

    /// Whether the two rectangles share any area.
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// `(x y; w h)`, the way UIKit's `description` prints a frame.
    public var description: String {
        "(\(formatNumber(minX)) \(formatNumber(minY)); \(formatNumber(size.width)) \(formatNumber(size.height)))"
    }
}

/// Formats a number the way people write coordinates: `125`, `12.5`, `-0.25`; never `125.0`.
public func formatNumber(_ value: Double) -> String {
    // Below 10⁹ a value in ten-thousandths is an exact integer, written as its decimal without building the
    // double's description (`DecimalDigits`): the same text as the steps below (PlainTextWritingTests).
    if let scaled = DecimalDigits.scaled(value) {
        return DecimalDigits.string(capacity: DecimalDigits.maximumCount) { DecimalDigits.tenThousandths(scaled, at: $0) }
    }
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    let rounded = (value * 10_000).rounded() / 10_000
    guard rounded.isFinite else { return String(value) }  // above 1.8e304, ten-thousandths overflow: 1e+308, not inf
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
        return String(Int64(rounded))
    }
    return String(rounded)
}
