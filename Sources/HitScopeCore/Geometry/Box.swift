/// An axis-aligned box given by its edges, which may be infinite (a view that answers anywhere). Empty when an
/// edge pair does not enclose any area. Unlike `Rect` (an origin and a size, as UIKit keeps frames), a box keeps
/// the edges themselves, so that the box around some points has exactly their extreme coordinates.
public struct Box: Hashable, Sendable {
    /// The edges.
    public var minX, minY, maxX, maxY: Double

    /// The box with these edges.
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    /// The box with the rectangle's edges.
    public init(_ rect: Rect) {
        self.init(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY)
    }

    /// The smallest box that holds every point, in one pass of `including`; nil for no points.
    public init?(bounding points: some Sequence<Point>) {
        var iterator = points.makeIterator()
        guard let first = iterator.next() else { return nil }
        self.init(minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
        while let point = iterator.next() { self = including(point) }
    }

    /// The smallest box that holds the image of `rect` under `map` (an affine map's `apply`, or a point
    /// conversion): the box around its four mapped corners, taken in `Rect.corners` order.
    public init(_ rect: Rect, mappedBy map: (Point) -> Point) {
        self.init(around: rect.corners, mappedBy: map)
    }

    /// The smallest box that holds the image of this box under `map`: the box around its four mapped corners.
    public func mapped(by map: (Point) -> Point) -> Box {
        Box(around: corners, mappedBy: map)
    }

    private init(around corners: [Point], mappedBy map: (Point) -> Point) {
        let first = map(corners[0])
        self.init(minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
        for corner in corners.dropFirst() { self = including(map(corner)) }
    }

    /// The whole plane.
    public static let everywhere = Box(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)

    /// Whether the point is inside, the one half-open test of the project: on the min edges is inside, on the
    /// max edges outside (`CGRectContainsPoint`). `Rect.contains` and every walk, map and measure ask this.
    @inlinable @inline(__always)
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether the edges enclose no area.
    public var isEmpty: Bool { !(minX < maxX && minY < maxY) }
    /// `maxX − minX`.
    public var width: Double { maxX - minX }
    /// `maxY − minY`.
    public var height: Double { maxY - minY }

    /// The four corners, clockwise on a y-down screen from the minimum corner (as `Rect.corners`).
    public var corners: [Point] {
        [Point(minX, minY), Point(maxX, minY), Point(maxX, maxY), Point(minX, maxY)]
    }

    /// Whether the two boxes share some area.
    public func intersects(_ other: Box) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Whether `other` lies wholly within this box, edges included.
    public func contains(_ other: Box) -> Bool {
        other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
    }

    /// Whether `point` lies in the box or on its edges (a closed box: what a shape test with a margin asks).
    public func encloses(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// The box grown by `amount` on every side (shrunk for a negative amount).
    public func outset(by amount: Double) -> Box {
        Box(minX: minX - amount, minY: minY - amount, maxX: maxX + amount, maxY: maxY + amount)
    }

    /// The box both boxes hold (empty when they share no area).
    public func intersection(_ other: Box) -> Box {
        Box(minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    }

    /// What of this box lies outside `other`: at most four boxes, none overlapping another or `other` (the band
    /// above `other`, the band below, then the parts left and right of it between them); the box itself when the two
    /// share no area, nothing when `other` holds it.
    public func subtracting(_ other: Box) -> [Box] {
        let shared = intersection(other)
        guard !shared.isEmpty else { return isEmpty ? [] : [self] }
        return [
            Box(minX: minX, minY: minY, maxX: maxX, maxY: shared.minY),
            Box(minX: minX, minY: shared.maxY, maxX: maxX, maxY: maxY),
            Box(minX: minX, minY: shared.minY, maxX: shared.minX, maxY: shared.maxY),
            Box(minX: shared.maxX, minY: shared.minY, maxX: maxX, maxY: shared.maxY),
        ].filter { !$0.isEmpty }
    }

    /// The smallest box holding both (an empty box adds nothing).
    public func union(_ other: Box) -> Box {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return Box(minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// The box grown just enough to hold `point`: each edge is `Swift.min` or `Swift.max` of itself and the
    /// point's coordinate (so an edge that is not a number stays so, and a coordinate that is not one is ignored).
    public func including(_ point: Point) -> Box {
        Box(
            minX: Swift.min(minX, point.x), minY: Swift.min(minY, point.y), maxX: Swift.max(maxX, point.x),
            maxY: Swift.max(maxY, point.y))
    }

    /// Grown by a hair, so that rounding in a conversion can never put a point of the shape outside the box.
    public func outsetByAHair() -> Box {
        let scale = Swift.max(1, Swift.max(abs(minX), abs(minY), abs(maxX), abs(maxY)))
        guard scale.isFinite else { return self }
        let margin = scale * 1e-9
        return Box(minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin)
    }
}

extension Box {
    /// A rectangle of a view's bounds space in another frame that is `offset` away from it (a translation).
    public init(_ rect: Rect, movedBy offset: Point) {
        self.init(minX: rect.minX + offset.x, minY: rect.minY + offset.y, maxX: rect.maxX + offset.x, maxY: rect.maxY + offset.y)
    }
}
