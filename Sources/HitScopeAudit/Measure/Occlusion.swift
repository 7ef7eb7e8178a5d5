import HitScopeCore

/// Which views no hit test can reach inside a screen box, because a view in front surely answers there first: a
/// fast path for measuring, so that a target's grid is cut at the edges of the views that can answer around it
/// and not at those of every view stacked behind (a screen of many overlapping containers cost each target all
/// of them: the audit and the diff grew with the square of the scene).
///
/// UIKit's walk asks a view's subviews last to first and returns the first view one of them returns; so once a
/// view returns a view at a point, nothing after its subtree in hit-test order is asked there. A view *surely
/// answers* inside a box when each of its ancestors surely goes on to its subviews there and it surely returns a
/// view there (`HitBehavior.surelyAsksSubviews`, `surelyAnswers`: the engine's rules, asked, not restated), with no
/// transform on the way, the box shrunk by a hair against rounding. A test holds the measures with this cut equal
/// to the measures without it (AuditOcclusionTests).
package struct Occlusion: Sendable {
    private let order: HitTestOrder
    /// The screen box where each view surely answers once asked; nil where it is nowhere (or not worked out).
    private let answersSurely: [Box?]

    /// For a hierarchy's tester (what the tests ask; the meters share their screen geometry).
    package init(tester: HitTester) {
        self.init(tester: tester, geometry: ScreenGeometry(tester: tester, screen: ScreenMap(tester.hierarchy)))
    }

    init(tester: HitTester, geometry: ScreenGeometry) {
        let hierarchy = tester.hierarchy
        let count = hierarchy.count
        let order = HitTestOrder(tester: tester)
        self.order = order

        // Top down: where every ancestor surely asks its subviews, and where the view itself surely answers.
        var asksSubviews = [Box](repeating: .everywhere, count: count)
        var answersSurely = [Box?](repeating: nil, count: count)
        for id in hierarchy.drawingOrder {
            let reached = hierarchy.parent(of: id).map { asksSubviews[$0.index] } ?? .everywhere
            // A view no window asks (one not in the window order) cuts nothing.
            guard geometry.isTranslation[id.index], !reached.isEmpty, order.position[id.index] != .max else {
                asksSubviews[id.index] = Box(minX: 0, minY: 0, maxX: 0, maxY: 0)
                continue
            }
            let behavior = tester.behaviors[id.index]
            let map = geometry.toScreen[id.index]
            func onScreen(_ extent: HitExtent) -> Box {
                switch extent {
                case .empty: Box(minX: 0, minY: 0, maxX: 0, maxY: 0)
                case .unbounded: .everywhere
                case .box(let rect): Box(rect, movedBy: Point(map.tx, map.ty))
                }
            }
            asksSubviews[id.index] = reached.intersection(onScreen(behavior.surelyAsksSubviews))
            let answers = Self.insetByAHair(reached.intersection(onScreen(behavior.surelyAnswers)))
            answersSurely[id.index] = answers.isEmpty ? nil : answers
        }
        self.answersSurely = answersSurely
    }

    /// `views` (those whose reach meets `region`, a screen box) without the ones no hit test reaches at any point
    /// of `region`: those after the subtree of a view that surely answers everywhere in it. Order is kept.
    package func reachable(_ views: [ViewID], in region: Box) -> [ViewID] {
        var last = Int32.max
        for view in views {
            if let box = answersSurely[view.index], box.contains(region) { last = min(last, order.lastInSubtree[view.index]) }
        }
        guard last != .max else { return views }
        return views.filter { order.position[$0.index] <= last }
    }

    /// Shrunk by a hair, so that rounding in the engine's conversions can never take a point of the box out of
    /// the views' areas (`Box.outsetByAHair`'s margin, inward); not a number stays so, and contains nothing.
    private static func insetByAHair(_ box: Box) -> Box {
        let scale = Swift.max(1, abs(box.minX), abs(box.minY), abs(box.maxX), abs(box.maxY))
        guard scale.isFinite else {
            // Infinite edges stay infinite; the finite ones move in by their own hair.
            return Box(minX: inward(box.minX, 1), minY: inward(box.minY, 1), maxX: inward(box.maxX, -1), maxY: inward(box.maxY, -1))
        }
        return box.outset(by: -scale * 1e-9)
    }

    private static func inward(_ edge: Double, _ sign: Double) -> Double {
        edge.isFinite ? edge + sign * Swift.max(1, abs(edge)) * 1e-9 : edge
    }
}
