/// The UIKit rule that decided who took a touch: what a verdict cites, with its source and how sure HitScope is
/// of it (docs/rules.md and docs/gestures.md give each in full). The one place these words are written.
public enum DecidingRule: String, Hashable, Sendable, CaseIterable, Codable {
    /// No window returned a view.
    case noViewAtPoint
    /// A scroll view's pan recognized a drag.
    case scrollViewPan
    /// A decelerating scroll view only stops.
    case stopsDeceleration
    /// A gesture recognizer recognized first.
    case recognizerFirst
    /// A table or collection view selected the cell.
    case cellSelection
    /// A list tracked the touch through a cell but did not select it.
    case selectionBlocked
    /// An enabled control tracked its own touch.
    case controlTracking
    /// An enabled control kept its touch from a single-finger single-tap recognizer on an ancestor.
    case controlOverTapRecognizer
    /// A slider or switch kept a drag along its travel, from its thumb, from a pan on an ancestor.
    case controlOverDragRecognizer
    /// An enabled control kept its touch from its scroll view's pan.
    case controlKeepsTouchInScrollView
    /// The first responder on the chain that handles touches took it.
    case responderHandles
    /// A disabled control is the hit-test view but handles nothing.
    case disabledControl
    /// A `UIButton` or an app's `UIControl` got the touch forwarded from an interaction-enabled view inside it and,
    /// by the best reading of an unsettled question (`UnsettledQuestion.touchForwardedToControl`), does not track it.
    case controlIgnoresForwardedTouch
    /// Nobody on the chain handles touches: the application drops them.
    case droppedByChain
    /// `exclusiveTouch`, `multipleTouchEnabled = NO` or a scroll view's `touchesShouldBegin` kept the finger from
    /// the views.
    case withheldFromViews

    /// The rule in a sentence, as UIKit's documentation or the seeds state it.
    public var statement: String {
        switch self {
        case .noViewAtPoint:
            "hitTest returns nil when the point is outside every window, or when every view on its path is skipped (hidden, alpha <= 0.01, userInteractionEnabled = NO) or says NO in pointInside"
        case .scrollViewPan:
            "a scroll view's pan recognizes a drag of 10 points in a direction it can scroll (else the drag goes to the scroll view around it that can); within its 0.15 s delaysContentTouches wait the content never hears of the touch, after it the content gets touchesCancelled"
        case .stopsDeceleration:
            "a touch on a decelerating scroll view only stops it; its content hears nothing"
        case .recognizerFirst:
            "gesture recognizers on the hit-test view and its ancestors see the touch before the views; the first that recognizes fires its action and, with cancelsTouchesInView (the default), the views get touchesCancelled"
        case .cellSelection:
            "a table or collection view tracks a touch that comes up through one of its cells and, when the finger lifts in the cell, calls its delegate's didSelect"
        case .selectionBlocked:
            "a list does not select a cell when allowsSelection = NO (outside editing), when editing without allowsSelectionDuringEditing, or when its delegate's shouldHighlight answers NO or willSelect returns nil"
        case .controlTracking:
            "an enabled UIControl handles its own touches and sends its actions: touchDown, then touchUpInside when the finger lifts within its tolerance"
        case .controlOverTapRecognizer:
            "a UIButton, UISwitch, UIStepper, UISegmentedControl or UIPageControl keeps its action against a single-finger single-tap recognizer on an ancestor (not a double tap): gestureRecognizerShouldBegin(_:) answers NO"
        case .controlOverDragRecognizer:
            "a UISlider (a UISwitch) keeps a swipe parallel to its travel that starts on its thumb against a pan recognizer on an ancestor: gestureRecognizerShouldBegin(_:) answers NO; a drag across its travel goes to the recognizer"
        case .controlKeepsTouchInScrollView:
            "once a control tracks the touch, a scroll view's drag asks touchesShouldCancel(in:), which answers NO for a UIControl, so the control keeps it and the scroll view does not scroll"
        case .responderHandles:
            "the touch goes up the responder chain (hit-test view, its controller or superview, …, window, application) to the first responder that handles touches without calling super"
        case .disabledControl:
            "a disabled control is still the hit-test view, but it sends no action and passes the touch up the responder chain"
        case .controlIgnoresForwardedTouch:
            "a UIButton or an app's UIControl whose touch comes from an interaction-enabled view inside it (forwarded up the responder chain by that view's touchesBegan) does not track it: it sends no action and passes the touch no further (best reading of an unsettled question)"
        case .droppedByChain:
            "no responder on the chain handles touches, so the application drops them"
        case .withheldFromViews:
            "an exclusiveTouch view, or a view with multipleTouchEnabled = NO that already has a finger, keeps other fingers from the views; a scroll view whose touchesShouldBegin(_:with:in:) answers NO does not send the touch to that content view (recognizers still see them)"
        }
    }

    /// Where the rule comes from.
    public var source: String {
        switch self {
        case .noViewAtPoint: "seeds 000, 001 and 004; Apple, UIView.hitTest(_:with:)"
        case .scrollViewPan, .stopsDeceleration, .controlKeepsTouchInScrollView:
            "Apple, UIScrollView (delaysContentTouches, canCancelContentTouches, touchesShouldCancel(in:), alwaysBounceVertical) and Nesting Scroll Views; docs/gestures.md, Scroll views and their content"
        case .recognizerFirst: "Apple, UIGestureRecognizer (cancelsTouchesInView); docs/gestures.md, Who recognizes"
        case .cellSelection: "seed 002; Apple, UITableViewDelegate and UICollectionViewDelegate"
        case .selectionBlocked: "Apple, UITableView (allowsSelection, allowsSelectionDuringEditing) and UITableViewDelegate; docs/gestures.md, Table and collection views"
        case .controlTracking, .disabledControl: "Apple, UIControl; docs/rules.md, The responder chain and delivery"
        case .controlOverTapRecognizer, .controlOverDragRecognizer:
            "Apple, UIView.gestureRecognizerShouldBegin(_:) and Event Handling Guide, Interacting with Other User Interface Controls; docs/gestures.md, Controls"
        case .responderHandles, .droppedByChain: "seeds 001 and 004; Apple, UIResponder"
        case .controlIgnoresForwardedTouch:
            "developers' reports (Stack Overflow 24814401, hyperoslo/Presentation#89); Apple, UIResponder; docs/rules.md, Unsettled questions"
        case .withheldFromViews: "Apple, UIView (exclusiveTouch, multipleTouchEnabled) and UIScrollView.touchesShouldBegin(_:with:in:); docs/gestures.md, Several fingers"
        }
    }
}
