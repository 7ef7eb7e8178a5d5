/// The shape a `pointInside` rule answers YES in, in the view's bounds space: the one statement of each rule's
/// geometry, which the engine tests points against and the drawings, the audit's measures and the trace text
/// read (`PointInsideRule.shape(in:)`).
public enum PointInsideShape: Hashable, Sendable {
    /// A rectangle, half-open (`Box.contains`): the bounds, a minimum size, outsets.
    case rect(Rect)
    /// The largest circle centred in the bounds, edge included; none when the bounds are empty (radius 0).
    case circle(center: Point, radius: Double)
    /// The bounds with rounded corners: inside the bounds (half-open) and within `radius` of the rectangle
    /// `radius` in from each edge. `radius` is already limited to half the shorter side.
    case roundedRect(Rect, radius: Double)
    /// `return YES;`.
    case everywhere
    /// `return NO;`.
    case nowhere

    /// Whether `point` (in the view's bounds space) is inside.
    public func contains(_ point: Point) -> Bool {
        switch self {
        case .rect(let rect):
            return rect.contains(point)
        case .circle(let center, let radius):
            let dx = point.x - center.x, dy = point.y - center.y
            return radius > 0 && dx * dx + dy * dy <= radius * radius
        case .roundedRect(let rect, let r):
            guard rect.contains(point) else { return false }
            let core = roundedCore
            let cx = min(max(point.x, core.minX), core.maxX)
            let cy = min(max(point.y, core.minY), core.maxY)
            let dx = point.x - cx, dy = point.y - cy
            return dx * dx + dy * dy <= r * r
        case .everywhere:
            return true
        case .nowhere:
            return false
        }
    }

    /// For a circle or a rounded rectangle: the rectangle (a point, for a circle) whose points within `radius` make
    /// the shape; an empty box at the origin otherwise.
    public var roundedCore: Box {
        switch self {
        case .circle(let center, _):
            return Box(minX: center.x, minY: center.y, maxX: center.x, maxY: center.y)
        case .roundedRect(let rect, let r):
            return Box(minX: rect.minX + r, minY: rect.minY + r, maxX: rect.maxX - r, maxY: rect.maxY - r)
        default:
            return Box(minX: 0, minY: 0, maxX: 0, maxY: 0)
        }
    }

    /// The radius of a circle or a rounded rectangle's corners; nil for the others.
    public var radius: Double? {
        switch self {
        case .circle(_, let r), .roundedRect(_, let r): r
        default: nil
        }
    }
}
