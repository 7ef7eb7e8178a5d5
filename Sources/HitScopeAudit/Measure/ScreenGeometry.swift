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

    init(tester: HitTester) {
        let hierarchy = tester.hierarchy
        let extents = HitExtent.all(in: hierarchy, behaviors: tester.behaviors)
        var toScreen = [Transform2D](repeating: .identity, count: hierarchy.count)
        var isTranslation = [Bool](repeating: true, count: hierarchy.count)
        var reach = [Box?](repeating: nil, count: hierarchy.count)
        for id in hierarchy.drawingOrder {
            let view = hierarchy[id]
            let parent = hierarchy.parent(of: id)
            let parentToScreen = parent.map { toScreen[$0.index] } ?? .identity
            toScreen[id.index] = parentToScreen.concatenating(Self.toSuperview(view))
            isTranslation[id.index] = view.transform.isIdentity && (parent.map { isTranslation[$0.index] } ?? true)
            if let parent, reach[parent.index] == nil { continue }
            switch extents[id.index] {
            case .empty: reach[id.index] = nil
            case .unbounded: reach[id.index] = .everywhere
            case .box(let box): reach[id.index] = Box(box, mappedBy: parentToScreen.apply).outsetByAHair()
            }
        }
        self.toScreen = toScreen
        self.isTranslation = isTranslation
        self.reach = reach
    }

    /// The screen box that holds a box of view `id`'s bounds space.
    func screenBox(_ rect: Rect, of id: ViewID) -> Box {
        Box(rect, mappedBy: toScreen[id.index].apply)
    }

    /// `View.toSuperview` in closed form, `transform · (p − bounds centre) + frame centre` summed in the order the
    /// audit's published figures were computed in (`audit --format json` prints them to the last bit; the
    /// composed `View.toSuperview` can differ there for a transformed view).
    private static func toSuperview(_ view: View) -> Transform2D {
        let t = view.transform
        guard !t.isIdentity else { return view.toSuperview }
        let cx = view.boundsOrigin.x + view.frame.size.width / 2, cy = view.boundsOrigin.y + view.frame.size.height / 2
        return Transform2D(
            a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx + view.frame.midX - t.a * cx - t.c * cy,
            ty: t.ty + view.frame.midY - t.b * cx - t.d * cy)
    }
}
