/// How a view answers `pointInside:withEvent:` — UIKit's default and the overrides people really write.
///
/// Every rule works in the view's own bounds space (the point has already been converted).
public enum PointInsideRule: Hashable, Sendable {
    /// UIKit's default: `CGRectContainsPoint(self.bounds, point)`.
    case bounds
    /// Seed 003's `HitTestingBounds`: the bounds grown about their centre to at least this size.
    case minimumSize(Size)
    /// The bounds grown by these outsets (negative values are insets).
    case outsets(EdgeOutsets)
    /// The largest circle centred in the bounds (`hypot(dx, dy) <= min(w, h) / 2`).
    case circle
    /// The bounds with rounded corners of this radius (`UIBezierPath(roundedRect:cornerRadius:).contains`).
    case roundedRect(radius: Double)
    /// `return YES;` — every point is inside.
    case always
    /// `return NO;` — no point is inside; the view and its subtree are never hit (unless a parent redirects).
    case never

    /// The name used in scene files and traces.
    public var name: String {
        switch self {
        case .bounds: "bounds"
        case .minimumSize: "minimumSize"
        case .outsets: "outsets"
        case .circle: "circle"
        case .roundedRect: "roundedRect"
        case .always: "always"
        case .never: "never"
        }
    }

    /// Whether the rule can answer YES outside the bounds: a hit area enlarged past them (minimumSize, outsets,
    /// `return YES`).
    public var reachesPastBounds: Bool {
        switch self {
        case .minimumSize, .always: true
        case .outsets(let o): o.top > 0 || o.left > 0 || o.bottom > 0 || o.right > 0
        case .bounds, .circle, .roundedRect, .never: false
        }
    }

    /// The area a point must fall in, when the rule has one, for drawing and explaining.
    public func area(for bounds: Rect) -> Rect? {
        switch self {
        case .bounds, .circle, .roundedRect: bounds
        case .minimumSize(let minimum): Self.hitTestingBounds(bounds, minimum: minimum)
        // `CGRectContainsPoint(UIEdgeInsetsInsetRect(bounds, insets), point)`: insets larger than the view cross
        // its edges, and CGRectContainsPoint standardizes the crossed rectangle (found by the independent oracle).
        case .outsets(let o): bounds.inset(top: -o.top, left: -o.left, bottom: -o.bottom, right: -o.right).standardized
        case .always, .never: nil
        }
    }

    /// Seed 003's `HitTestingBounds(bounds, minimumHitTestWidth, minimumHitTestHeight)`, literally.
    static func hitTestingBounds(_ bounds: Rect, minimum: Size) -> Rect {
        var result = bounds
        if minimum.width > bounds.size.width {
            result.size.width = minimum.width
            result.origin.x -= (result.size.width - bounds.size.width) / 2
        }
        if minimum.height > bounds.size.height {
            result.size.height = minimum.height
            result.origin.y -= (result.size.height - bounds.size.height) / 2
        }
        return result
    }

    /// The shape the rule answers YES in, for a view with these bounds (the one statement of its geometry).
    public func shape(in bounds: Rect) -> PointInsideShape {
        switch self {
        case .bounds: .rect(bounds)
        case .minimumSize, .outsets: .rect(area(for: bounds) ?? bounds)
        case .circle: .circle(center: Point(bounds.midX, bounds.midY), radius: min(bounds.size.width, bounds.size.height) / 2)
        case .roundedRect(let radius): .roundedRect(bounds, radius: max(0, min(radius, bounds.size.width / 2, bounds.size.height / 2)))
        case .always: .everywhere
        case .never: .nowhere
        }
    }

    /// Evaluates the rule for a point in the view's bounds space: its shape's answer (the bounds, by far the most
    /// common rule, asked without building the shape: the traced walk asks this for every view it visits).
    @inline(__always)
    public func contains(_ point: Point, bounds: Rect) -> Bool {
        switch self {
        case .bounds: bounds.contains(point)
        case .always: true
        case .never: false
        default: shape(in: bounds).contains(point)
        }
    }
}

extension PointInsideRule {
    /// Where `pointInside` says YES as a convex polygon in the view's bounds space, for region geometry (a circle or a
    /// rounded corner followed by short lines); nil when every point is inside (`always`), empty when none is
    /// (`never`).
    public func areaPolygon(in bounds: Rect) -> [Point]? {
        switch self {
        case .always:
            return nil
        case .never:
            return []
        case .bounds, .minimumSize, .outsets:
            return (area(for: bounds) ?? bounds).corners
        case .circle, .roundedRect:
            let shape = shape(in: bounds)
            let r = shape.radius ?? 0
            if case .circle(let center, _) = shape { return arcPoints(center: center, rx: r, ry: r, from: 0, segments: 48) }
            let b = bounds
            let corners = [
                (Point(b.maxX - r, b.minY + r), -0.25), (Point(b.maxX - r, b.maxY - r), 0.0),
                (Point(b.minX + r, b.maxY - r), 0.25), (Point(b.minX + r, b.minY + r), 0.5),
            ]
            return corners.flatMap { center, start in arcPoints(center: center, rx: r, ry: r, from: start, turn: 0.25, segments: 8) }
        }
    }
}
