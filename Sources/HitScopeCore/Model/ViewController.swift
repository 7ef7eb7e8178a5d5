/// A view controller whose root view is a view of the scene. It sits in the responder chain right after its root
/// view; its next responder is the root view's superview (or the window).
public struct ViewController: Hashable, Sendable {
    public var name: String
    /// What the controller's `touchesBegan:` & co. do; UIViewController forwards by default.
    public var touches: TouchHandling

    public init(name: String, touches: TouchHandling = .forward) {
        self.name = name
        self.touches = touches
    }
}
