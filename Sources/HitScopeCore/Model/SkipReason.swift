/// Why a view's default `hitTest` returned nil without calling `pointInside`.
public enum SkipReason: String, Hashable, Sendable, Codable, CaseIterable {
    case hidden
    case transparent
    case userInteractionDisabled
    /// In flight, animated without allowing user interaction (`ViewAnimation`).
    case animating

    /// The condition in UIKit's words, as traces, audits and answers say it (the one place these words are
    /// written).
    public var explanation: String {
        switch self {
        case .hidden: "hidden = YES"
        case .transparent: "alpha <= 0.01"
        case .userInteractionDisabled: "userInteractionEnabled = NO"
        case .animating: "animating without allowUserInteraction"
        }
    }

    /// A few words for a chip on a drawing or a legend: `hidden`, `alpha <= 0.01`, `no interaction`, `animating`.
    public var shortName: String {
        switch self {
        case .hidden: "hidden"
        case .transparent: "alpha <= 0.01"
        case .userInteractionDisabled: "no interaction"
        case .animating: "animating"
        }
    }
}
