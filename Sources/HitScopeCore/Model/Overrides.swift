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

    /// The area a point must fall in, when the rule has one, for drawing and explaining.
    public func area(for bounds: Rect) -> Rect? {
        switch self {
        case .bounds, .circle, .roundedRect: bounds
        case .minimumSize(let minimum): Self.hitTestingBounds(bounds, minimum: minimum)
        case .outsets(let o): bounds.inset(top: -o.top, left: -o.left, bottom: -o.bottom, right: -o.right)
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

    /// Evaluates the rule for a point in the view's bounds space.
    public func contains(_ point: Point, bounds: Rect) -> Bool {
        switch self {
        case .bounds:
            return bounds.contains(point)
        case .minimumSize, .outsets:
            return area(for: bounds)!.contains(point)
        case .circle:
            let radius = min(bounds.size.width, bounds.size.height) / 2
            let dx = point.x - bounds.midX, dy = point.y - bounds.midY
            return radius > 0 && dx * dx + dy * dy <= radius * radius
        case .roundedRect(let radius):
            guard bounds.contains(point) else { return false }
            let r = max(0, min(radius, bounds.size.width / 2, bounds.size.height / 2))
            let cx = min(max(point.x, bounds.minX + r), bounds.maxX - r)
            let cy = min(max(point.y, bounds.minY + r), bounds.maxY - r)
            let dx = point.x - cx, dy = point.y - cy
            return dx * dx + dy * dy <= r * r
        case .always:
            return true
        case .never:
            return false
        }
    }
}

/// How a view's `hitTest:withEvent:` is written — UIKit's default and the overrides people really write.
///
/// UIKit's default (`standard`): return nil when the view is hidden, has `alpha <= 0.01` or
/// `userInteractionEnabled == NO` (without calling `pointInside`); return nil when its own `pointInside` says NO;
/// otherwise ask the subviews last to first (each through its own `hitTest`, with the point converted into its
/// space) and return the first non-nil answer, or self.
public enum HitTestRule: Hashable, Sendable {
    /// UIKit's default implementation.
    case standard
    /// `let v = super.hitTest(…); return v == self ? nil : v` — an overlay that lets touches through to what is
    /// behind it while its subviews stay touchable.
    case passThrough
    /// The subviews are asked even when the point is outside this view (a tab bar whose centre button sticks out);
    /// the view itself still answers only where its own `pointInside` says YES.
    case ignoresBounds
    /// Seed 003's literal snippet: the `pointInside` check commented out, so after asking the subviews it returns
    /// self for every point — it swallows every touch that reaches it.
    case ignoresBoundsReturningSelf
    /// Seed 003's scroll view case, exactly as written: `let v = super.hitTest(…); return v != nil ? target : nil`.
    /// The target is returned as is: it is not hit-tested, so its own state does not matter.
    case redirect(to: String)
    /// Seed 002's cell override: after the skip rules and its own `pointInside`, returns self without asking its
    /// subviews, so nothing inside it (a button in a cell) can be hit.
    case returnsSelf
    /// `return nil;` — neither the view nor anything inside it is ever hit.
    case never

    /// The name used in scene files and traces.
    public var name: String {
        switch self {
        case .standard: "standard"
        case .passThrough: "passThrough"
        case .ignoresBounds: "ignoresBounds"
        case .ignoresBoundsReturningSelf: "ignoresBoundsReturningSelf"
        case .redirect: "redirectTo"
        case .returnsSelf: "self"
        case .never: "never"
        }
    }

    /// Whether the subviews are asked before (and regardless of) the view's own `pointInside`.
    public var asksSubviewsAnywhere: Bool {
        self == .ignoresBounds || self == .ignoresBoundsReturningSelf
    }

    /// Whether the override returns another view (`redirect(to:)`).
    public var isRedirect: Bool {
        if case .redirect = self { return true }
        return false
    }
}

/// What a responder does with a touch it receives: handle it, or forward it to its next responder
/// (`[super touchesBegan:…]`, or not implementing the method at all).
public enum TouchHandling: String, Hashable, Sendable, CaseIterable {
    case handle
    case forward
}

/// Why a view's default `hitTest` returned nil without calling `pointInside`.
public enum SkipReason: String, Hashable, Sendable, Codable, CaseIterable {
    case hidden
    case transparent
    case userInteractionDisabled

    /// The words used in traces.
    public var explanation: String {
        switch self {
        case .hidden: "hidden = YES"
        case .transparent: "alpha <= 0.01"
        case .userInteractionDisabled: "userInteractionEnabled = NO"
        }
    }
}
