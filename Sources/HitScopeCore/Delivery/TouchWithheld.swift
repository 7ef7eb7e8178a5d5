/// Why the views hear nothing of a finger, though it touches a view (its recognizers still see it).
public enum TouchWithheld: Hashable, Sendable {
    /// `exclusiveTouch`: this view is exclusive and another view of its window is touched, or this other view is
    /// exclusive and touched.
    case exclusiveTouch(ViewID)
    /// `multipleTouchEnabled = NO`: this view, the finger's hit-test view, already has a finger on it.
    case multipleTouchDisabled(ViewID)
    /// The finger came down on this decelerating scroll view's content: it only stops the scroll view.
    case stoppedDeceleration(ViewID)
    /// This scroll view's `touchesShouldBegin(_:with:in:)` answers NO for the touched content view: it does not
    /// send the touch to it (its pan still sees the finger).
    case refusedByScrollView(ViewID)
}
