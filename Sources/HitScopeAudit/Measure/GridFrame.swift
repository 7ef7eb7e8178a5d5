import HitScopeCore

/// The space a view's local grid is laid out in: the screen, or the bounds space of the deepest transformed view
/// on the view's path. In that space the view and everything between it and the frame view are axis-aligned, so
/// a rotated or scaled subtree is measured exactly too; views slanted in it become `SlantedShape`s.
struct GridFrame {
    /// nil for the screen.
    let view: ViewID?
    /// Maps a point of the frame to the screen, and back.
    let toScreen: Transform2D
    let fromScreen: Transform2D
    /// Screen points² per frame points².
    let areaScale: Double
    private let geometry: ScreenGeometry
    private let hierarchy: ViewHierarchy

    /// The frame for a view whose path (window first) is `path`; nil when a transform on it squashes everything.
    init?(path: [ViewID], geometry: ScreenGeometry, hierarchy: ViewHierarchy) {
        self.geometry = geometry
        self.hierarchy = hierarchy
        view = path.last { !hierarchy[$0].transform.isIdentity }
        toScreen = view.map { geometry.toScreen[$0.index] } ?? .identity
        guard let inverse = toScreen.inverted else { return nil }
        fromScreen = inverse
        areaScale = abs(toScreen.determinant)
    }

    /// The screen itself, for grids that views of two versions of a scene share (`TouchAreaComparer`).
    init(screenOf geometry: ScreenGeometry, hierarchy: ViewHierarchy) {
        self.geometry = geometry
        self.hierarchy = hierarchy
        view = nil
        toScreen = .identity
        fromScreen = .identity
        areaScale = 1
    }

    /// The translation from `id`'s bounds space into the frame, when that is all it takes: on the screen, the
    /// view's map there (`ScreenMap`); in a view's frame, the `Translation.offset`s of the views between, added up.
    func offset(of id: ViewID) -> Point? {
        guard let frame = view else {
            let map = geometry.toScreen[id.index]
            return geometry.isTranslation[id.index] ? Point(map.tx, map.ty) : nil
        }
        var offset = Point.zero
        var current = id
        while current != frame {
            let node = hierarchy[current]
            guard node.transform.isIdentity, let parent = hierarchy.parent(of: current) else { return nil }
            let step = Translation(node).offset
            offset.x += step.x
            offset.y += step.y
            current = parent
        }
        return offset
    }

    /// The map from `id`'s bounds space into the frame.
    func toFrame(of id: ViewID) -> Transform2D {
        fromScreen.concatenating(geometry.toScreen[id.index])
    }

    /// A box of the frame as a box on the screen (the box around its image).
    func screenBox(_ box: Box) -> Box { box.mapped(by: toScreen.apply) }

    /// A box of the screen as a box of the frame (the box around its image).
    func frameBox(_ box: Box) -> Box { box.mapped(by: fromScreen.apply) }
}
