import HitScopeCore

/// An axis-aligned box given by its edges, which may be infinite (a view that answers anywhere): the audit's
/// screen-space boxes. Empty when an edge pair does not enclose any area.
struct Box: Hashable, Sendable {
    var minX, minY, maxX, maxY: Double

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    init(_ rect: Rect) {
        self.init(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY)
    }

    /// The whole plane.
    static let everywhere = Box(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)

    var isEmpty: Bool { !(minX < maxX && minY < maxY) }
    var width: Double { maxX - minX }
    var height: Double { maxY - minY }

    /// Whether the two boxes share some area.
    func intersects(_ other: Box) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    func intersection(_ other: Box) -> Box {
        Box(minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    }

    /// The smallest box holding both (an empty box adds nothing).
    func union(_ other: Box) -> Box {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return Box(minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// Grown by a hair, so that rounding in a conversion can never put a point of the shape outside the box.
    func outsetByAHair() -> Box {
        let scale = Swift.max(1, Swift.max(abs(minX), abs(minY), abs(maxX), abs(maxY)))
        guard scale.isFinite else { return self }
        let margin = scale * 1e-9
        return Box(minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin)
    }
}
