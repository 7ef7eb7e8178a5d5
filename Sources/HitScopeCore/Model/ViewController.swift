/// A view controller whose root view is a view of the scene. It sits in the responder chain right after its root
/// view; its next responder is the root view's superview (or the window), or, for a presented controller, the
/// controller that presented it.
public struct ViewController: Hashable, Sendable {
    public var name: String
    /// What the controller's `touchesBegan:` & co. do; UIViewController forwards by default.
    public var touches: TouchHandling
    /// The name of the controller that presented this one (`present(_:animated:)`), if it was presented: its next
    /// responder ("If the view controller was presented by another view controller, the next responder is the
    /// presenting view controller").
    public var presentedBy: String?

    public init(name: String, touches: TouchHandling = .forward, presentedBy: String? = nil) {
        self.name = name
        self.touches = touches
        self.presentedBy = presentedBy
    }
}

/// The application's delegate, when it is a `UIResponder`: the last responder of the chain, after the application
/// ("The next responder is the app delegate, but only if the app delegate is an instance of UIResponder and is not
/// a view, view controller, or the app object itself").
public struct AppDelegate: Hashable, Sendable {
    public var name: String
    /// What its `touchesBegan:` & co. do; a `UIResponder` forwards (to nobody) by default.
    public var touches: TouchHandling

    public init(name: String, touches: TouchHandling = .forward) {
        self.name = name
        self.touches = touches
    }
}
