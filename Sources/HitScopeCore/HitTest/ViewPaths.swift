/// Every view's path in one hierarchy, read from one table of steps made once: a caller that asks about every view
/// (a drawing's unreachable parts) then reads each view of the hierarchy once, not once for each of its descendants.
/// The same answers as `ViewPath(_:in:)` gives.
public struct ViewPaths: Sendable {
    private let hierarchy: ViewHierarchy
    private let steps: [ViewPath.Step]

    /// The table of every view's step in `hierarchy`.
    public init(_ hierarchy: ViewHierarchy) {
        self.hierarchy = hierarchy
        steps = ViewPath.steps(of: hierarchy)
    }

    /// `ViewPath(view, in: hierarchy).refusedParts(on: screen)`, its ancestors' steps read from the table in place: no
    /// path of steps is gathered for each view, which for a chain *d* deep copied *d* steps for each of its views.
    public func refusedParts(of view: ViewID, on screen: ScreenMap) -> [ViewPath.RefusedPart] {
        let path = hierarchy.path(to: view)
        return ViewPath.refusedParts(ancestors: path.dropLast().lazy.map { steps[$0.index] }, target: steps[view.index], on: screen)
    }
}
