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
