/// The kinds of gesture recognizer HitScope models.
public enum GestureKind: String, Hashable, Sendable, CaseIterable, Codable {
    /// `UITapGestureRecognizer` (one tap, one finger).
    case tap
    /// `UIPanGestureRecognizer`.
    case pan
    /// `UILongPressGestureRecognizer`.
    case longPress
}

/// A gesture recognizer attached to a view (`view.gestureRecognizers`).
public struct GestureRecognizer: Hashable, Sendable {
    public var kind: GestureKind
    /// A name for traces and reports.
    public var name: String
    /// When it recognizes, the views get `touchesCancelled` instead of the rest of the touch (UIKit's default: YES).
    public var cancelsTouchesInView: Bool
    /// The views get `touchesBegan` only once the recognizer has failed (UIKit's default: NO).
    public var delaysTouchesBegan: Bool
    public var isEnabled: Bool
    /// For `longPress`: how long the finger must stay (UIKit's default: 0.5 s).
    public var minimumPressDuration: Double

    public init(
        kind: GestureKind, name: String, cancelsTouchesInView: Bool = true, delaysTouchesBegan: Bool = false,
        isEnabled: Bool = true, minimumPressDuration: Double = 0.5
    ) {
        self.kind = kind
        self.name = name
        self.cancelsTouchesInView = cancelsTouchesInView
        self.delaysTouchesBegan = delaysTouchesBegan
        self.isEnabled = isEnabled
        self.minimumPressDuration = minimumPressDuration
    }
}

/// The thresholds of UIKit's recognizers that decide between a tap, a press and a drag.
public enum GestureThresholds {
    /// How far a finger may move and still tap or long-press (`allowableMovement`, 10 points).
    public static let allowableMovement: Double = 10
    /// How far a finger must move before a pan (and a scroll view's pan) begins (UIKit's hysteresis, 10 points).
    public static let panHysteresis: Double = 10
    /// A finger held longer than this no longer counts as a tap (UITapGestureRecognizer's maximum, 0.5 s here:
    /// the same as a long press's default minimum, so that the two never both recognize).
    public static let maximumTapDuration: Double = 0.5
}
