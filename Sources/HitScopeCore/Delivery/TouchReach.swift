
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

    /// Whether the view keeps the touches it gets: it, or its controller, handles them.
    private func handlesTouches(_ id: ViewID) -> Bool {
        let view = self[id]
        return view.effectiveTouches == .handle || view.controller?.touches == .handle
    }
}
