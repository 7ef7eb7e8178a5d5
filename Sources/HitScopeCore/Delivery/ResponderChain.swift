/// An object in the responder chain.
public enum Responder: Hashable, Sendable {
    case view(ViewID)
    /// The controller whose root view is this view.
    case controller(rootView: ViewID)
    /// `UIApplication`: what reaches it unhandled goes on to the app delegate, when the scene has one that is a
    /// responder, else it is dropped.
    case application
    /// The application's delegate, when it is a `UIResponder` (`ViewHierarchy.appDelegate`): the end of the chain.
    case appDelegate
}

extension ViewHierarchy {
    /// The responder chain that starts at a view: the view; after a controller's root view, its controller, then
    /// the controller that presented it (if it was presented) and on from that controller's root view's superview;
    /// else the superview; up to the window; then the application, and its delegate when that is a responder
    /// (seeds 001 and 004; Apple, "Using responders and the responder chain to handle events").
    public func responderChain(from view: ViewID) -> [Responder] {
        var chain: [Responder] = []
        var current: ViewID? = view
        while let id = current {
            chain.append(.view(id))
            current = parent(of: id)
            guard self[id].controller != nil else { continue }
            chain.append(.controller(rootView: id))
            // "If the view controller was presented by another view controller, the next responder is the
            // presenting view controller" (chains of presentations end: resolvePresentations refuses loops).
            var presented = id
            while let presenter = presentingRoot(of: presented) {
                chain.append(.controller(rootView: presenter))
                current = parent(of: presenter)
                presented = presenter
            }
        }
        chain.append(.application)
        if appDelegate != nil { chain.append(.appDelegate) }
        return chain
    }

    /// The responder's name: a view's or controller's name, `application`, or the app delegate's name.
    public func name(of responder: Responder) -> String {
        switch responder {
        case .view(let id): self[id].name
        case .controller(let root): self[root].controller?.name ?? "controller"
        case .application: "application"
        case .appDelegate: appDelegate?.name ?? "app delegate"
        }
    }

    /// What the responder does with touches it receives.
    public func touchHandling(of responder: Responder) -> TouchHandling {
        switch responder {
        case .view(let id): self[id].effectiveTouches
        case .controller(let root): self[root].controller?.touches ?? .forward
        case .application: .forward
        case .appDelegate: appDelegate?.touches ?? .forward
        }
    }
}
