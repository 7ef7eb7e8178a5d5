/// A gesture recognizer attached to a view (`view.gestureRecognizers`).
public struct GestureRecognizer: Hashable, Sendable {
    public var kind: GestureKind
    /// A name for traces and reports.
    public var name: String
    /// When it recognizes, the views get `touchesCancelled` instead of the rest of the touch (UIKit's default: YES).
    public var cancelsTouchesInView: Bool
    /// The views get `touchesBegan` only once the recognizer has failed (UIKit's default: NO).
    public var delaysTouchesBegan: Bool
    /// While it may still recognize after a finger lifts (a multi-tap between its taps), the views get that
    /// finger's `touchesEnded` only once it concludes (UIKit's default: YES).
    public var delaysTouchesEnded: Bool
    public var isEnabled: Bool
    /// For `longPress`: how long the finger must stay (UIKit's default: 0.5 s).
    public var minimumPressDuration: Double
    /// For `tap`: `numberOfTapsRequired` (UIKit's default: 1); each tap is a finger of the touch sequence.
    public var numberOfTaps: Int
    /// For `tap` and `longPress`: `numberOfTouchesRequired` (UIKit's default: 1), the fingers that must be down on
    /// the view together.
    public var numberOfTouches: Int
    /// For `longPress`: `allowableMovement` (UIKit's default: 10 points), how far a finger may move before it fails.
    public var allowableMovement: Double
    /// Views (by name) in whose subtree the delegate's `gestureRecognizer(_:shouldReceive:)` answers NO: a touch
    /// whose hit-test view is one of them or inside one never reaches this recognizer.
    public var ignoresTouchesIn: [String]
    /// Recognizers (by name) it may recognize together with (`shouldRecognizeSimultaneouslyWith` answers YES).
    public var simultaneousWith: [String]
    /// Recognizers (by name) that must fail before it may recognize (`require(toFail:)`).
    public var requiresFailureOf: [String]

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
        self.delaysTouchesEnded = true
        self.numberOfTaps = 1
        self.numberOfTouches = 1
        self.allowableMovement = GestureThresholds.allowableMovement
        self.ignoresTouchesIn = []
        self.simultaneousWith = []
        self.requiresFailureOf = []
    }

    /// Whether the two may recognize together: either one's delegate allows it.
    public func recognizesSimultaneously(with other: GestureRecognizer) -> Bool {
        simultaneousWith.contains(other.name) || other.simultaneousWith.contains(name)
    }
}
