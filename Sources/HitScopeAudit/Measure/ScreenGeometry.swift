import HitScopeCore

/// Where every view of a hierarchy sits on the screen, worked out once for the audit: the map from each view's
/// bounds space to screen space, whether that map is a plain translation, and the screen box where each view's
/// `hitTest` can answer.
struct ScreenGeometry: Sendable {
    /// Maps a point of view `i`'s bounds space to screen space.
    let toScreen: [Transform2D]
    /// Whether the view and all its ancestors have an identity transform: its edges on the screen are then
    /// straight lines at known coordinates, and every inside test of it is decided by them.
    let isTranslation: [Bool]
    /// A screen box outside which the view's `hitTest` returns nil; nil when it returns nil everywhere (it, or an
    /// ancestor, is skipped, squashed or never answers). Infinite edges: it can answer anywhere.
    let reach: [Box?]

    /// `screen`: the hierarchy's `ScreenMap` (each view's map to the screen, worked out once for every reader).
    init(tester: HitTester, screen: ScreenMap) {
        let hierarchy = tester.hierarchy
        let extents = HitExtent.all(in: hierarchy, behaviors: tester.behaviors)
        var isTranslation = [Bool](repeating: true, count: hierarchy.count)
        var reach = [Box?](repeating: nil, count: hierarchy.count)
        for id in hierarchy.drawingOrder {
            let view = hierarchy[id]
            let parent = hierarchy.parent(of: id)
            let parentToScreen = parent.map { screen.toScreen[$0.index] } ?? .identity
            isTranslation[id.index] = view.transform.isIdentity && (parent.map { isTranslation[$0.index] } ?? true)
            if let parent, reach[parent.index] == nil { continue }
            switch extents[id.index] {
            case .empty: reach[id.index] = nil
            case .unbounded: reach[id.index] = .everywhere
            case .box(let box): reach[id.index] = Box(box, mappedBy: parentToScreen.apply).outsetByAHair()
            }
        }
        self.toScreen = screen.toScreen
        self.isTranslation = isTranslation
        self.reach = reach
    }

    /// The screen box that holds a box of view `id`'s bounds space.
    func screenBox(_ rect: Rect, of id: ViewID) -> Box {
        Box(rect, mappedBy: toScreen[id.index].apply)
    }
}
