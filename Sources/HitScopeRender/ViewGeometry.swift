import HitScopeCore

/// Where every view of a hierarchy lies on screen: the map from its bounds space to screen space, computed once,
/// top down, without recursion.
struct SceneGeometry {
    /// Where each view is drawn (Core's `ScreenMap`, the one place it is worked out).
    let screen: ScreenMap
    /// Indexed by `ViewID.index`.
    var toScreen: [Transform2D] { screen.toScreen }

    init(_ hierarchy: ViewHierarchy) {
        screen = ScreenMap(hierarchy)
    }

    /// A rectangle of a view's bounds space as a screen polygon, clockwise from its top-left corner.
    func polygon(_ rect: Rect, in id: ViewID) -> [Point] {
        rect.corners.map(toScreen[id.index].apply)
    }

    /// The view's bounds as a screen polygon.
    func corners(of id: ViewID, in hierarchy: ViewHierarchy) -> [Point] {
        polygon(hierarchy[id].bounds, in: id)
    }

    /// The outline of a view's `pointInside` area on screen, when it differs from the bounds; nil when it has
    /// none (`always`, `never`) or is the bounds.
    func hitAreaPath(of id: ViewID, in hierarchy: ViewHierarchy) -> Path? {
        let view = hierarchy[id]
        let b = view.bounds
        switch view.pointInsideRule {
        case .bounds, .always, .never:
            return nil
        case .minimumSize, .outsets:
            guard let area = view.pointInsideRule.area(for: b), area != b else { return nil }
            return Path(polygon: polygon(area, in: id))
        case .circle, .roundedRect:
            switch view.pointInsideRule.shape(in: b) {
            case .circle(let center, let r): return ellipse(center: center, rx: r, ry: r, in: id)
            case .roundedRect(let rect, let r): return roundedRect(rect, radius: r, in: id)
            default: return nil
            }
        }
    }

    /// The `pointInside` area of a view as a convex screen polygon (`PointInsideRule.areaPolygon(in:)`). nil when
    /// every point is inside (`always`); empty when none is (`never`).
    func areaPolygon(of id: ViewID, in hierarchy: ViewHierarchy) -> [Point]? {
        let view = hierarchy[id]
        return view.pointInsideRule.areaPolygon(in: view.bounds)?.map(toScreen[id.index].apply)
    }

    /// An ellipse in a view's bounds space, drawn exactly with four cubic curves.
    private func ellipse(center: Point, rx: Double, ry: Double, in id: ViewID) -> Path {
        let k = 0.5522847498307936  // 4/3·(√2−1): the control distance of a quarter circle
        let t = toScreen[id.index]
        let (cx, cy) = (center.x, center.y)
        let p = { (x: Double, y: Double) in t.apply(to: Point(cx + x, cy + y)) }
        return Path([
            .move(to: p(rx, 0)),
            .curve(control1: p(rx, k * ry), control2: p(k * rx, ry), to: p(0, ry)),
            .curve(control1: p(-k * rx, ry), control2: p(-rx, k * ry), to: p(-rx, 0)),
            .curve(control1: p(-rx, -k * ry), control2: p(-k * rx, -ry), to: p(0, -ry)),
            .curve(control1: p(k * rx, -ry), control2: p(rx, -k * ry), to: p(rx, 0)),
            .close,
        ])
    }

    /// A rounded rectangle in a view's bounds space, drawn exactly with lines and quarter-circle curves.
    private func roundedRect(_ rect: Rect, radius r: Double, in id: ViewID) -> Path {
        let k = 0.5522847498307936 * r
        let t = toScreen[id.index]
        let p = { (x: Double, y: Double) in t.apply(to: Point(x, y)) }
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        return Path([
            .move(to: p(x0 + r, y0)),
            .line(to: p(x1 - r, y0)),
            .curve(control1: p(x1 - r + k, y0), control2: p(x1, y0 + r - k), to: p(x1, y0 + r)),
            .line(to: p(x1, y1 - r)),
            .curve(control1: p(x1, y1 - r + k), control2: p(x1 - r + k, y1), to: p(x1 - r, y1)),
            .line(to: p(x0 + r, y1)),
            .curve(control1: p(x0 + r - k, y1), control2: p(x0, y1 - r + k), to: p(x0, y1 - r)),
            .line(to: p(x0, y0 + r)),
            .curve(control1: p(x0, y0 + r - k), control2: p(x0 + r - k, y0), to: p(x0 + r, y0)),
            .close,
        ])
    }
}
