import HitScopeCore

/// One responder of a ``HitScene``'s responder chain: a view, the controller whose root view it is, or the
/// application, and the app delegate after it when the scene names one.
public enum SceneResponder: Hashable, Sendable, CustomStringConvertible {
    /// A view of the scene.
    case view(SceneView)
    /// The view controller whose root view is `rootView`, by its name (its class in a dump).
    case controller(name: String, rootView: SceneView)
    /// `UIApplication`: what reaches it unhandled goes to the app delegate when the scene has one, else is dropped.
    case application
    /// The application's delegate when it is a `UIResponder` (the scene's `appDelegate:`), by its name: the end of
    /// the chain.
    case appDelegate(name: String)

    init(_ responder: Responder, in hierarchy: ViewHierarchy) {
        switch responder {
        case .view(let id): self = .view(SceneView(id, in: hierarchy))
        case .controller(let root): self = .controller(name: hierarchy.name(of: responder), rootView: SceneView(root, in: hierarchy))
        case .application: self = .application
        case .appDelegate: self = .appDelegate(name: hierarchy.name(of: responder))
        }
    }

    /// The responder's name: a view's or controller's name, `application`, or the app delegate's name.
    public var name: String {
        switch self {
        case .view(let view): view.name
        case .controller(let name, _): name
        case .application: "application"
        case .appDelegate(let name): name
        }
    }

    /// The view, when the responder is one.
    public var view: SceneView? {
        if case .view(let view) = self { view } else { nil }
    }

    /// The name, as traces print it.
    public var description: String { name }
}
