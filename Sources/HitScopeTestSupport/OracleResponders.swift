import HitScopeCore

extension UIKitOracle {
    /// The views a touch whose hit-test view is `hitView` reaches, innermost first, written from Apple's "Using
    /// responders and the responder chain to handle events" (developer.apple.com/documentation/uikit/
    /// using-responders-and-the-responder-chain-to-handle-events): UIKit sends the touch to the hit-test view; "if
    /// the initial object doesn't handle an event, UIKit passes the event to the next responder in the chain". A
    /// view's next responder is its view controller when it is a controller's root view, else its superview; the
    /// controller's next responder is the root view's superview. A responder handles the touch when its
    /// `touchesBegan` does not pass it on: the scene says so (`touches`), else an enabled control does (UIControl
    /// tracks its touches) and a disabled one does not ("If the enabled state is false, the control ignores touch
    /// events", `UIControl.isEnabled`), and a view controller forwards.
    ///
    /// The audit counts a point in the effective area of each view its touch reaches: what this gives the oracle's
    /// areas to compare with.
    public func viewsReached(byTouchOn hitView: ViewID) -> [ViewID] {
        var reached = [hitView]
        var current = hitView
        while true {
            let view = hierarchy[current]
            let handles = view.touches.map { $0 == .handle } ?? (view.uikitClass.isControl && view.isEnabled)
            if handles || view.controller?.touches == .handle { return reached }
            guard let superview = hierarchy.parent(of: current) else { return reached }
            reached.append(superview)
            current = superview
        }
    }
}
