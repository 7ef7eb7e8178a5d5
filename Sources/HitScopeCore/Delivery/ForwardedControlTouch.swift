extension ViewHierarchy {
    /// The control a touch on `hitView` is forwarded to, when the hit-test view is an interaction-enabled view
    /// inside a `UIButton` or a `UIControl` of the app's own (`UnsettledQuestion.touchForwardedToControl`): the
    /// hit-test view is not a control, it and every responder after it forward touches (their default
    /// `touchesBegan` passes them on), and the first responder that handles them is an enabled `UIButton` or plain
    /// `UIControl` left at its default handling. nil for any other chain: the control itself as the hit-test view,
    /// a view that handles the touch first, UIKit's value controls (`UISwitch`, `UISlider`, …), whose own
    /// interaction-enabled parts (`UISwitchModernVisualElement`) are how they are built, and UIKit's private parts of
    /// a button (a class whose name starts with `_`, as `_UISystemBackgroundView`), which are UIKit's own design.
    public func controlReceivingForwardedTouch(from hitView: ViewID) -> ViewID? {
        let hit = self[hitView]
        guard !hit.isControl, !hit.className.hasPrefix("_"), hit.controller == nil, touchHandling(of: .view(hitView)) == .forward
        else { return nil }
        var current = parent(of: hitView)
        while let id = current {
            let view = self[id]
            if view.isControl {
                let tracksOwnTouches = Self.controlsTrackingOwnTouches.contains(view.uikitClass.uikitClass)
                return tracksOwnTouches && view.isEnabled && view.touches == nil ? id : nil
            }
            guard view.controller == nil, touchHandling(of: .view(id)) == .forward else { return nil }
            current = parent(of: id)
        }
        return nil
    }

    /// The controls whose tracking is `UIControl`'s own, started by the touches it gets (the ones the question is
    /// asked of): a button, and a control subclassed by the app (`baseClass: UIControl`).
    private static let controlsTrackingOwnTouches: Set<String> = ["UIButton", "UIControl"]
}
