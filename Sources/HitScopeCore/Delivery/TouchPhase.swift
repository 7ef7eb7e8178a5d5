/// A phase of a touch (`touchesBegan/Moved/Ended/Cancelled:withEvent:`).
public enum TouchPhase: String, Hashable, Sendable, Codable, CaseIterable {
    case began, moved, ended, cancelled

    /// The `UIResponder` method that receives the phase: `touchesBegan`, ….
    public var methodName: String {
        switch self {
        case .began: "touchesBegan"
        case .moved: "touchesMoved"
        case .ended: "touchesEnded"
        case .cancelled: "touchesCancelled"
        }
    }
}
