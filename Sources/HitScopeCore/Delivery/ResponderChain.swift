/// An object in the responder chain.
public enum Responder: Hashable, Sendable {
    case view(ViewID)
    /// The controller whose root view is this view.
    case controller(rootView: ViewID)
    /// `UIApplication`: the end of the chain; what reaches it unhandled is dropped.
    case application
}

extension ViewHierarchy {
    /// The responder chain that starts at a view: the view; after a controller's root view, its controller; then
    /// the superview; up to the window; then the application (seeds 001 and 004).
    public func responderChain(from view: ViewID) -> [Responder] {
        var chain: [Responder] = []
        var current: ViewID? = view
        while let id = current {
            chain.append(.view(id))
            if self[id].controller != nil { chain.append(.controller(rootView: id)) }
            current = parent(of: id)
        }
        chain.append(.application)
        return chain
    }

    /// The responder's name: a view's or controller's name, or `application`.
    public func name(of responder: Responder) -> String {
        switch responder {
        case .view(let id): self[id].name
        case .controller(let root): self[root].controller?.name ?? "controller"
        case .application: "application"
        }
    }

    /// What the responder does with touches it receives.
    public func touchHandling(of responder: Responder) -> TouchHandling {
        switch responder {
        case .view(let id): self[id].effectiveTouches
        case .controller(let root): self[root].controller?.touches ?? .forward
        case .application: .forward
        }
    }
}
