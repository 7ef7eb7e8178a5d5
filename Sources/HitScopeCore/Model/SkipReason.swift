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
