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
