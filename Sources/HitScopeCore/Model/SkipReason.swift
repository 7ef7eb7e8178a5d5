/// Why a view's default `hitTest` returned nil without calling `pointInside`.
public enum SkipReason: String, Hashable, Sendable, Codable, CaseIterable {
    case hidden
    case transparent
    case userInteractionDisabled
    /// In flight, animated without allowing user interaction (`ViewAnimation`).
    case animating

    /// The words used in traces.
    public var explanation: String {
        switch self {
        case .hidden: "hidden = YES"
        case .transparent: "alpha <= 0.01"
        case .userInteractionDisabled: "userInteractionEnabled = NO"
        case .animating: "animating without allowUserInteraction"
        }
    }
}
