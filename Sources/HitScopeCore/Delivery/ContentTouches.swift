/// UIScrollView's rules for the touches of its content, in one place (docs/gestures.md, "Scroll views and their
/// content"): `delaysContentTouches`, `canCancelContentTouches`, `touchesShouldCancel(in:)` and a tap that stops
/// a decelerating scroll view.
package enum ContentTouches {
    /// How long a scroll view that `delaysContentTouches` holds back a touch-down from its content to learn
    /// whether the finger scrolls: 150 ms (not in Apple's documentation; the figure every account of the
    /// mechanism gives).
    package static let delay: Double = 0.15

    /// What a scroll view's pan does when the finger has moved far enough to scroll.
    enum PanDecision: Equatable {
        /// It scrolls. `contentHeard`: the content had already received the touch and gets `touchesCancelled`.
        case scrolls(contentHeard: Bool)
        /// The content tracks the touch and keeps it: `canCancelContentTouches = NO`, or `touchesShouldCancel(in:)`
        /// answers NO (the touched view is a `UIControl`). The scroll view does not scroll.
        case keptByContent(ViewID)
    }

    /// The scroll views that hold `hit` in their content (strict ancestors), nearest first.
    static func scrollViews(around hit: ViewID, in hierarchy: ViewHierarchy) -> [ViewID] {
        hierarchy.path(to: hit).dropLast().reversed().filter { hierarchy[$0].isScrollView }
    }

    /// When the content first hears of the finger (`touchesBegan`): when it comes down, or, inside scroll views
    /// that delay content touches, once the delay has passed, or when the finger lifts if that is sooner.
    /// A scroll view with `isScrollEnabled = NO` takes no touch and delays none (best reading).
    static func contentBegins(_ finger: Finger, hit: ViewID, in hierarchy: ViewHierarchy) -> Double {
        let delays = scrollViews(around: hit, in: hierarchy).contains {
            hierarchy[$0].delaysContentTouches && hierarchy[$0].scrolling.isScrollEnabled
        }
        return delays ? min(finger.start + delay, finger.end) : finger.start
    }

    /// The decision of `scrollView`'s pan, which would begin at `time`, for a touch whose hit-test view is `hit`
    /// inside its content.
    static func panDecision(
        _ scrollView: ViewID, at time: Double, finger: Finger, hit: ViewID, in hierarchy: ViewHierarchy
    ) -> PanDecision {
        // On a decelerating scroll view the content never hears of the finger: nothing holds the scroll back.
        if deceleratingScrollView(containing: hit, in: hierarchy) != nil { return .scrolls(contentHeard: false) }
        let scroller = hierarchy[scrollView]
        let heardAt = scroller.delaysContentTouches ? finger.start + delay : finger.start
        guard time >= heardAt else { return .scrolls(contentHeard: false) }
        // The content tracks the touch: the scroll view asks touchesShouldCancel(in:) only when it can cancel.
        guard scroller.canCancelContentTouches, touchesShouldCancel(in: hit, hierarchy: hierarchy) else {
            return .keptByContent(hit)
        }
        return .scrolls(contentHeard: true)
    }

    /// `touchesShouldCancel(in:)`'s default: YES unless the view is a `UIControl`.
    static func touchesShouldCancel(in view: ViewID, hierarchy: ViewHierarchy) -> Bool {
        !hierarchy[view].isControl
    }

    /// The decelerating scroll view a touch at `hit` stops (the outermost, it takes the touch first), if any: the
    /// touch only stops it, and its content hears nothing.
    static func deceleratingScrollView(containing hit: ViewID, in hierarchy: ViewHierarchy) -> ViewID? {
        hierarchy.path(to: hit).first { hierarchy[$0].isScrollView && hierarchy[$0].isDecelerating }
    }

    /// The scroll view (the nearest around `hit`) whose `touchesShouldBegin(_:with:in:)` answers NO for `hit`: it
    /// names `hit` or a view `hit` is inside (`ScrollSettings.touchesShouldBeginRefuses`). It does not send the
    /// touch to its content; its pan still sees the finger.
    static func refusingScrollView(for hit: ViewID, in hierarchy: ViewHierarchy) -> ViewID? {
        let path = hierarchy.path(to: hit)
        for scrollView in scrollViews(around: hit, in: hierarchy) {
            let refuses = hierarchy[scrollView].scrolling.touchesShouldBeginRefuses
            guard !refuses.isEmpty else { continue }
            if path.drop(while: { $0 != scrollView }).dropFirst().contains(where: { refuses.contains(hierarchy[$0].name) }) {
                return scrollView
            }
        }
        return nil
    }
}
