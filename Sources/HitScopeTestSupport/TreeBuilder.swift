import HitScopeCore

/// Builds small hierarchies in tests without a scene file.
public struct TreeBuilder {
    /// The hierarchy built so far (redirects not resolved).
    public var hierarchy = ViewHierarchy()

    /// An empty tree.
    public init() {}

    /// Adds a window (`UIWindow`) at `level`.
    @discardableResult
    public mutating func window(
        _ name: String = "window", frame: Rect = Rect(0, 0, 375, 667), level: Double = 0, _ configure: (inout View) -> Void = { _ in }
    ) -> ViewID {
        var view = View(name: name, className: "UIWindow", frame: frame)
        view.windowLevel = level
        configure(&view)
        do { return try hierarchy.addWindow(view) } catch { preconditionFailure("test tree: \(error)") }
    }

    /// Adds a view as the frontmost subview of `parent`.
    @discardableResult
    public mutating func add(
        _ name: String, _ className: String = "UIView", _ frame: Rect, to parent: ViewID, _ configure: (inout View) -> Void = { _ in }
    ) -> ViewID {
        var view = View(name: name, className: className, frame: frame)
        configure(&view)
        do { return try hierarchy.addSubview(view, to: parent) } catch { preconditionFailure("test tree: \(error)") }
    }

    /// The view with this name (it must exist).
    public func id(_ name: String) -> ViewID {
        guard let id = hierarchy.id(named: name) else { preconditionFailure("test tree: no view named \(name)") }
        return id
    }

    /// The tester after resolving redirects and presentations.
    public func tester() throws -> HitTester {
        var resolved = hierarchy
        try resolved.resolveRedirects()
        try resolved.resolvePresentations()
        return HitTester(resolved)
    }

    /// The hierarchy with redirects resolved; when a random redirect chain closes a cycle, every redirect is
    /// dropped instead (random scenes in tests).
    public func resolvedDroppingRedirectCycles() -> ViewHierarchy {
        var h = hierarchy
        do { try h.resolveRedirects() } catch {
            for index in h.views.indices where h.views[index].hitTestRule.isRedirect {
                try? h.update(ViewID(index)) { $0.hitTestRule = .standard }
            }
            try? h.resolveRedirects()
        }
        return h
    }

    /// The name of the hit-test view at a screen point, or nil.
    public func hit(_ x: Double, _ y: Double) throws -> String? {
        let tester = try tester()
        return tester.hitTest(Point(x, y)).map { tester.hierarchy[$0].name }
    }
}
