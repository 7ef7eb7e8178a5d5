/// Where a view's `hitTest` can possibly return a view, as a box in its superview's bounds space: a conservative
/// bound (every point outside it gets nil), used to skip subviews that cannot answer without changing any answer.
enum HitExtent: Hashable, Sendable {
    /// The view never returns a view (skipped, `never`, or squashed by its transform).
    case empty
    /// Somewhere inside this box.
    case box(Rect)
    /// Anywhere (`pointInside: always`, `ignoresBoundsReturningSelf`).
    case unbounded

    /// The extents of every view of a hierarchy, children before parents.
    static func all(in hierarchy: ViewHierarchy) -> [HitExtent] {
        var extents = [HitExtent](repeating: .empty, count: hierarchy.count)
        for id in hierarchy.drawingOrder.reversed() {
            extents[id.index] = extent(of: hierarchy[id], subviews: hierarchy.children(of: id).map { extents[$0.index] })
        }
        return extents
    }

    /// The extent of `view`, given its subviews' extents (in its own bounds space).
    private static func extent(of view: View, subviews: [HitExtent]) -> HitExtent {
        let placement = Placement(view)
        if view.skipReason != nil || view.hitTest == .never { return .empty }
        if placement.isSingular {
            // Every point converts to (nan, nan), so the answer is the same everywhere: only a view that answers
            // without a usable point (`always`, or asking its subviews regardless) can return one.
            return view.pointInside == .always || view.hitTest.asksSubviewsAnywhere ? .unbounded : .empty
        }
        var own: HitExtent
        switch view.pointInside {
        case .always: own = .unbounded
        case .never: own = .empty
        default:
            let area = view.pointInside.area(for: view.bounds) ?? view.bounds
            own = area.isEmpty ? .empty : .box(area)
        }
        switch view.hitTest {
        case .ignoresBoundsReturningSelf:
            own = .unbounded
        case .ignoresBounds:
            own = subviews.reduce(own) { $0.union($1) }
        default:
            break
        }
        guard case .box(let box) = own else { return own }
        return .box(outset(boundingBox(of: box, placement)))
    }

    private func union(_ other: HitExtent) -> HitExtent {
        switch (self, other) {
        case (.unbounded, _), (_, .unbounded): .unbounded
        case (.empty, let x), (let x, .empty): x
        case (.box(let a), .box(let b)): .box(a.union(b))
        }
    }

    /// The box in the superview's space that holds the transformed box.
    private static func boundingBox(of box: Rect, _ placement: Placement) -> Rect {
        let corners = [
            Point(box.minX, box.minY), Point(box.maxX, box.minY), Point(box.maxX, box.maxY), Point(box.minX, box.maxY),
        ].map(placement.convertToSuperview)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return Rect(minX, minY, xs.max()! - minX, ys.max()! - minY)
    }

    /// Grows a box by a hair, so that rounding in the forward conversion can never put a hit point outside it.
    private static func outset(_ box: Rect) -> Rect {
        let scale = max(1, abs(box.minX), abs(box.minY), abs(box.maxX), abs(box.maxY))
        let margin = scale * 1e-9
        return box.inset(top: -margin, left: -margin, bottom: -margin, right: -margin)
    }
}
