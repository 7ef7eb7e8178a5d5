import HitScopeCore

/// One view of a ``HitScene``: its name, its class and where it is on the screen.
public struct SceneView: Hashable, Sendable, CustomStringConvertible {
    /// The view's name in the scene (a dump's views are named by class and counter: `UIButton1`).
    public let name: String
    /// The class as the scene or dump gives it (`UIButton`, `MyApp.PayButton`).
    public let className: String
    /// The centre of the view's bounds, in screen points: where "a tap in the middle of the view" lands.
    public let center: Point
    /// The smallest upright rectangle around the view's bounds on the screen, in screen points.
    public let frameOnScreen: Rect
    let id: ViewID

    init(_ id: ViewID, in hierarchy: ViewHierarchy) {
        let view = hierarchy[id]
        let toScreen = { (point: Point) in hierarchy.convertToScreen(point, from: id) }
        self.id = id
        self.name = view.name
        self.className = view.className
        self.center = toScreen(view.bounds.center)
        self.frameOnScreen = Rect(Box(view.bounds, mappedBy: toScreen))
    }

    /// `name (className)`.
    public var description: String { "\(name) (\(className))" }
}
