/// The kinds of gesture recognizer HitScope models.
public enum GestureKind: String, Hashable, Sendable, CaseIterable, Codable {
    /// `UITapGestureRecognizer` (one tap, one finger).
    case tap
    /// `UIPanGestureRecognizer`.
    case pan
    /// `UILongPressGestureRecognizer`.
    case longPress
}
