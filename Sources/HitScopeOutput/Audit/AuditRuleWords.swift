import HitScopeAudit

extension AuditSeverity {
    /// The sign every front end puts before it, so that it never rests on colour alone: ✖ or ⚠.
    public var symbol: String { self == .error ? "✖" : "⚠" }
}

extension AuditRule {
    /// One line saying what the rule checks.
    public var summary: String {
        switch self {
        case .unreachable: "No point of the screen reaches the view."
        case .tooSmall: "The area where touches reach the view is narrower or shorter than the minimum touch size."
        case .partlyCovered: "Part of what the view draws does not get its touches: views asked first take them."
        case .drawnNotTouchable: "Part of the view is drawn outside an ancestor whose pointInside says NO there."
        case .disabled: "A disabled control is the hit-test view where it is drawn but sends no action."
        case .gestureSwallowsTaps: "A tap recognizer on an ancestor recognizes the view's taps and cancels them."
        case .cancelledByScrolling: "A view that handles touches itself inside a scroll view loses every touch that drags."
        case .swallowingOverlay: "A view that handles nothing sits above controls and takes their touches."
        case .enlargedOverlap: "A control's enlarged hit area takes touches from another control's drawn area."
        case .uncertain: "Whether some touches reach the view depends on a question about UIKit that no source settles."
        }
    }

    /// What the rule is about and why it matters, for rule help in CI tools.
    public var explanation: String {
        switch self {
        case .unreachable:
            "The view is an interactive target (a control, a view that handles touches, or a redirect target), but every point where it is drawn hit-tests to something else: an ancestor is hidden, transparent or not interactive, the view lies outside an ancestor's bounds, or views asked first cover it."
        case .tooSmall:
            "The effective touch area is the set of points whose touches reach the view, computed by hit-testing exactly as UIKit does (enlarged hit areas count; parts taken by other views do not). Its bounding size must be at least the minimum (44×44 points by default, Apple's Human Interface Guidelines)."
        case .partlyCovered:
            "Touches on part of the view's drawn area go to other views, which UIKit asks first (later subviews, views in front, enlarged hit areas)."
        case .drawnNotTouchable:
            "clipsToBounds = NO lets a subview draw outside its superview, but the superview's pointInside says NO there, so its subviews are never asked: the part outside looks tappable and is not."
        case .disabled:
            "A disabled control is still the hit-test view; it forwards the touches to its next responder and sends no action."
        case .gestureSwallowsTaps:
            "UIKit lets UIButton, UISwitch, UIStepper, UISegmentedControl and UIPageControl keep their single tap against tap recognizers on their ancestors; other controls, table and collection cells and views that handle touches themselves lose the tap: the recognizer recognizes and, with cancelsTouchesInView, the view gets touchesCancelled."
        case .cancelledByScrolling:
            "A scroll view holds a touch-down back from its content for 0.15 s (delaysContentTouches) and, when the finger then drags, takes the touch back to scroll (canCancelContentTouches): the content gets touchesCancelled. touchesShouldCancel(in:) answers NO for UIControl, so controls keep their touch; a view that handles touches itself does not."
        case .swallowingOverlay:
            "An interactive view that forwards its touches, is not a control and has no gesture recognizers takes the touches of the controls beneath it: the classic missing pass-through."
        case .uncertain:
            "Two questions about UIKit are answered both ways and settled by no source (docs/rules.md, Unsettled questions): whether a view at alpha exactly 0.01 is hit-tested, and whether a button or control tracks a touch forwarded to it by an interaction-enabled view inside it. The audit follows the best reading and marks the touch area whose answer depends on one, with the change that makes the answer sure."
        case .enlargedOverlap:
            "A hit area enlarged beyond the bounds (pointInside minimumSize or outsets) reaches over a neighbouring control and takes the touches on part of it."
        }
    }
}
