import HitScopeCore

/// An outline in screen points: straight lines and cubic Bézier curves, which every back end draws natively.
public struct Path: Codable, Hashable, Sendable {
    public var commands: [PathCommand]

    public init(_ commands: [PathCommand]) { self.commands = commands }

    /// A closed polygon through `points`.
    public init(polygon points: [Point]) {
        var commands: [PathCommand] = []
        commands.reserveCapacity(points.count + 1)
        for (index, point) in points.enumerated() {
            commands.append(index == 0 ? .move(to: point) : .line(to: point))
        }
        if !points.isEmpty { commands.append(.close) }
        self.commands = commands
    }

    /// Several closed polygons in one path (the touch-area overlay draws a view's rectangles as one path).
    public init(polygons: [[Point]]) {
        self.commands = polygons.flatMap { Path(polygon: $0).commands }
    }

    /// Every point the path passes through or is pulled towards (for bounding boxes).
    public var points: [Point] {
        commands.flatMap { command -> [Point] in
            switch command {
            case .move(let p), .line(let p): [p]
            case .curve(let c1, let c2, let p): [c1, c2, p]
            case .close: []
            }
        }
    }

    /// Whether every coordinate is a finite number (a view with an infinite frame cannot be drawn).
    public var isFinite: Bool { points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
}

public enum PathCommand: Codable, Hashable, Sendable {
    case move(to: Point)
    case line(to: Point)
    /// A cubic Bézier curve from the current point.
    case curve(control1: Point, control2: Point, to: Point)
    case close
}
