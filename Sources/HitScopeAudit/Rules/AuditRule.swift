import HitScopeCore

/// How bad a finding is. `error` is worse than `warning`.
public enum AuditSeverity: String, Codable, CaseIterable, Comparable, Sendable {
    case warning
    case error

    public static func < (lhs: AuditSeverity, rhs: AuditSeverity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// The rules of the touch-target audit, in the order findings of one view are listed.
public enum AuditRule: String, Codable, CaseIterable, Sendable {
    case unreachable
    case tooSmall = "too-small"
    case partlyCovered = "partly-covered"
    case drawnNotTouchable = "drawn-not-touchable"
    case disabled
    case gestureSwallowsTaps = "gesture-swallows-taps"
    case cancelledByScrolling = "cancelled-by-scrolling"
    case swallowingOverlay = "swallowing-overlay"
    case enlargedOverlap = "enlarged-overlap"
    case uncertain

    /// The level a finding of this rule has unless its message says why it is milder (an unreachable view that
    /// is hidden anyway is a warning).
    public var defaultSeverity: AuditSeverity {
        switch self {
        case .unreachable, .tooSmall, .gestureSwallowsTaps, .swallowingOverlay: .error
        case .partlyCovered, .drawnNotTouchable, .disabled, .enlargedOverlap, .cancelledByScrolling, .uncertain: .warning
        }
    }
}
