/// Every view's `ViewPath` in one hierarchy, gathered from one table of steps made once: a caller that asks about
/// every view (a drawing's unreachable parts) then reads each view of the hierarchy once, not once for each of its
/// descendants. The same paths as `ViewPath(_:in:)` gives.
public struct ViewPaths: Sendable {
    private let hierarchy: ViewHierarchy
    private let steps: [ViewPath.Step]

    /// The table of every view's step in `hierarchy`.
    public init(_ hierarchy: ViewHierarchy) {
        self.hierarchy = hierarchy
        steps = ViewPath.steps(of: hierarchy)
    }

    /// The path of `view`.
    public func path(of view: ViewID) -> ViewPath {
        ViewPath(view, in: hierarchy, steps: steps)
    }
}
