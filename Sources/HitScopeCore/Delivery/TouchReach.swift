
extension ViewHierarchy {
    /// The views that a touch whose hit-test view is `hitView` reaches, innermost first: the hit-test view, then
    /// each superview as long as the view below it hands touches on (neither it nor its controller handles them).
    /// The audit counts such a point in the effective touch area of each of these views.
    public func viewsReached(from hitView: ViewID) -> [ViewID] {
        var reached = [hitView]
        var current = hitView
        while !handlesTouches(current), let parent = parent(of: current) {
            reached.append(parent)
            current = parent
        }
        return reached
    }

    /// Whether the recognizers on `view` see a touch whose hit-test view is `hitView`: those on the hit-test view and
    /// on each of its ancestors do (Apple, UIGestureRecognizer: a recognizer gets the touches of its view and of the
    /// view's subviews; `GestureArbitration` walks up from the hit-test view).
    public func recognizers(on view: ViewID, see hitView: ViewID) -> Bool {
        view == hitView || isAncestor(view, of: hitView)
    }

    /// Whether the view keeps the touches it gets: it, or its controller, handles them.
    private func handlesTouches(_ id: ViewID) -> Bool {
        let view = self[id]
        return view.effectiveTouches == .handle || view.controller?.touches == .handle
    }
}
