/// Where each view is drawn on screen, worked out once per hierarchy: its map to the screen (every frame, bounds
/// origin and transform above it), whether UIKit draws it (`Visibility`: hidden and alphas down the tree), and the
/// clip its superviews' `clipsToBounds` and the masks above it (its own included) draw it in, as polygons for
/// drawings. Whether a point is drawn is the path query's (`ViewPath`), so that drawing and hit-testing share one
/// conversion and one edge rule.
public struct ScreenMap: Sendable {
    /// Each view's map from its bounds space to the screen, indexed by `ViewID.index`.
    public let toScreen: [Transform2D]
    /// What each view inherits for drawing, indexed by `ViewID.index`.
    public let visibility: [Visibility]
    /// The screen polygon each view is drawn within (its superviews' clips, its own and its superviews' masks), nil
    /// when nothing clips it.
    public let clip: [[Point]?]
    /// Each view's window (`ViewHierarchy.window(of:)`), carried down the tree once, indexed by `ViewID.index`.
    private let windows: [ViewID]

    public init(_ hierarchy: ViewHierarchy) {
        var toScreen = [Transform2D](repeating: .identity, count: hierarchy.count)
        var visibility = [Visibility](repeating: Visibility(), count: hierarchy.count)
        var clip = [[Point]?](repeating: nil, count: hierarchy.count)
        var clipForSubviews = [[Point]?](repeating: nil, count: hierarchy.count)
        var windows = [ViewID](repeating: ViewID(0), count: hierarchy.count)
        for id in hierarchy.drawingOrder {
            let view = hierarchy[id]
            let parent = hierarchy.parent(of: id)
            let local = view.toSuperview
            toScreen[id.index] = parent.map { toScreen[$0.index].concatenating(local) } ?? local
            windows[id.index] = parent.map { windows[$0.index] } ?? id
            visibility[id.index] = (parent.map { visibility[$0.index] } ?? Visibility()).entering(view)
            var inherited = parent.flatMap { clipForSubviews[$0.index] }
            if let mask = view.mask {
                // A mask view: the view and its subviews are drawn only inside it (hit-testing ignores it).
                let corners = mask.corners.map(toScreen[id.index].apply)
                inherited = inherited.map { ConvexClip.split(corners, by: $0).inside } ?? corners
            }
            clip[id.index] = inherited
            if view.clipsToBounds {
                let corners = view.bounds.corners.map(toScreen[id.index].apply)
                clipForSubviews[id.index] = inherited.map { ConvexClip.split(corners, by: $0).inside } ?? corners
            } else {
                clipForSubviews[id.index] = inherited
            }
        }
        self.toScreen = toScreen
        self.visibility = visibility
        self.clip = clip
        self.windows = windows
    }

    /// The view's bounds as a screen polygon, clockwise from its top-left corner.
    public func corners(of id: ViewID, in hierarchy: ViewHierarchy) -> [Point] {
        hierarchy[id].bounds.corners.map(toScreen[id.index].apply)
    }

    /// The view's bounds on the screen: the smallest upright rectangle that holds them after every frame, bounds
    /// origin and transform above it (UIKit's `convert(bounds, to: screen.coordinateSpace)`).
    public func frameOnScreen(of id: ViewID, in hierarchy: ViewHierarchy) -> Rect {
        Rect(Box(hierarchy[id].bounds, mappedBy: toScreen[id.index].apply))
    }

    /// The view's bounds in its window's bounds space (`convert(bounds, to: nil)`): the window's own frame and
    /// transform left out; nil when the window's transform cannot be inverted.
    public func frameInWindow(of id: ViewID, in hierarchy: ViewHierarchy) -> Rect? {
        guard let fromScreen = hierarchy[windows[id.index]].toSuperview.inverted else { return nil }
        return Rect(Box(hierarchy[id].bounds, mappedBy: fromScreen.concatenating(toScreen[id.index]).apply))
    }

    /// Whether the view's drawn area (its bounds, within every clipping ancestor's) holds `point`: the engine's path
    /// query (`ViewPath.draws(at:)`), with `CGRectContainsPoint`'s edges in each view's own space, as hit-testing.
    public func draws(_ id: ViewID, at point: Point, in hierarchy: ViewHierarchy) -> Bool {
        ViewPath.draws(id, at: point, in: hierarchy)
    }

    /// The views whose drawn area holds `point`, front to back, including views UIKit does not draw (hidden or
    /// transparent: drawings show them as outlines). A walk over every view; `DrawnViewIndex` answers the same
    /// from buckets.
    public func viewsDrawn(at point: Point, in hierarchy: ViewHierarchy) -> [ViewID] {
        hierarchy.drawingOrder.filter { draws($0, at: point, in: hierarchy) }.reversed()
    }
}
