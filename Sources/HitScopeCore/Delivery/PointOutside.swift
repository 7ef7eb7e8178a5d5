/// Where a touch's point lies when it is off every window: said in the verdict, so that "nobody" is never a mystery.
public enum PointOutside: Hashable, Sendable {
    /// Outside the screen (its size): no finger can touch there, and no window is asked.
    case screen(Point, Size)
    /// On the screen (or the screen is not known) but outside every visible window's bounds.
    case everyWindow(Point)

    /// `screen` or `everyWindow`: what JSON gives.
    public var kind: String {
        switch self {
        case .screen: "screen"
        case .everyWindow: "everyWindow"
        }
    }
}

extension ViewHierarchy {
    /// Whether `point` (screen space) lies outside the screen (`screenSize`, `CGRectContainsPoint`'s edges) or
    /// outside the bounds of every window that is not hidden; nil when a window holds it.
    public func outside(_ point: Point) -> PointOutside? {
        if let screenSize, !Rect(origin: .zero, size: screenSize).contains(point) { return .screen(point, screenSize) }
        let held = windows.contains { id in
            let window = self[id]
            return !window.isHidden && window.bounds.contains(window.convertFromSuperview(point))
        }
        return held ? nil : .everyWindow(point)
    }
}
