/// Where a view's `hitTest` can possibly return a view, as a box in its superview's bounds space: a conservative
/// bound (every point outside it gets nil), used to skip subviews that cannot answer without changing any answer.
/// Each view's own extent is `HitBehavior.extent(subviews:)`.
package enum HitExtent: Hashable, Sendable {
    /// The view never returns a view (skipped, `never`, or squashed by its transform).
    case empty
    /// Somewhere inside this box.
    case box(Rect)
    /// Anywhere (`pointInside: always`, `ignoresBoundsReturningSelf`).
    case unbounded

    /// The extents of every view of a hierarchy, from each view's behaviour (same indices), children first.
    package static func all(in hierarchy: ViewHierarchy, behaviors: [HitBehavior]) -> [HitExtent] {
        var extents = [HitExtent](repeating: .empty, count: hierarchy.count)
        for id in hierarchy.drawingOrder.reversed() {
            extents[id.index] = behaviors[id.index].extent(subviews: hierarchy.children(of: id).map { extents[$0.index] })
        }
        return extents
    }

    func union(_ other: HitExtent) -> HitExtent {
        switch (self, other) {
        case (.unbounded, _), (_, .unbounded): .unbounded
        case (.empty, let x), (let x, .empty): x
        case (.box(let a), .box(let b)): .box(a.union(b))
        }
    }

    /// Grows a box by a hair, so that rounding in the forward conversion can never put a hit point outside it.
    static func outsetByAHair(_ box: Rect) -> Rect {
        let scale = max(1, abs(box.minX), abs(box.minY), abs(box.maxX), abs(box.maxY))
        let margin = scale * 1e-9
        return box.inset(top: -margin, left: -margin, bottom: -margin, right: -margin)
    }
}
