extension HitTester {
    /// Explains, from the engine's own trace, why `view` is or is not the hit-test view at a screen point.
    public func whyNot(_ view: ViewID, at point: Point) -> WhyNotAnswer {
        whyNot([view], at: point)[0]
    }

    /// `whyNot(_:at:)` for each of `views` at one point, in order: the point traced once, its visits read once.
    public func whyNot(_ views: [ViewID], at point: Point) -> [WhyNotAnswer] {
        let trace = self.trace(point)
        let visits = VisitLog(trace.steps)
        return views.map { whyNot($0, at: point, trace: trace, visits: visits) }
    }

    private func whyNot(_ view: ViewID, at point: Point, trace: HitTestTrace, visits: VisitLog) -> WhyNotAnswer {
        var found = reason(view, trace, visits)
        // A view that does nothing with touches, inside the hit-test view: the touch goes where the user sees it.
        if let hit = trace.hitView, hit != view, !hierarchy[view].usesTouches, hierarchy.isAncestor(hit, of: view) {
            switch found {
            case .skipped(let blocker, _), .pointInsideNo(let blocker, _, _):
                if blocker == view || hierarchy.isAncestor(hit, of: blocker) { found = .insideHitView(hitView: hit, blocker: found) }
            default: break
            }
        }
        return WhyNotAnswer(view: view, point: point, hitView: trace.hitView, reason: found)
    }

    private func reason(_ target: ViewID, _ trace: HitTestTrace, _ visits: VisitLog) -> WhyNotReason {
        if trace.hitView == target { return .isHitView }
        if let hit = trace.hitView, hierarchy.isAncestor(target, of: hit), visits.redirects.isEmpty {
            return .descendantIsHitView(hitView: hit)
        }
        let path = hierarchy.path(to: target)
        for (position, id) in path.enumerated() {
            guard let visit = visits.byView[id] else {
                if position == 0, let hit = trace.hitView {
                    return .windowInFront(window: hierarchy.window(of: hit), hitView: hit)
                }
                return coveredReason(parent: path[max(0, position - 1)], visits: visits, trace: trace)
            }
            if visit.returnedNilOverride { return .hitTestNever(view: id) }
            if let reason = visit.skip { return .skipped(view: id, reason: reason) }
            if let inside = visit.pointInside, !inside.inside {
                // An ancestor that asks its subviews regardless of its bounds does not block the path with its NO.
                if id == target || !hierarchy[id].hitTestRule.asksSubviewsAnywhere {
                    return .pointInsideNo(view: id, point: inside.point, rule: hierarchy[id].pointInsideRule)
                }
            }
            if visit.returnedSelfWithoutSubviews, id != target { return .ancestorReturnsSelf(ancestor: id) }
        }
        if let redirect = visits.redirects.first(where: { hierarchy.isAncestor($0.by, of: target) }) {
            return .redirected(by: redirect.by, to: redirect.to)
        }
        if visits.byView[target]?.passedThrough == true { return .passedThrough(view: target) }
        // The view returned itself, but something above it replaced the answer without a redirect: a window in
        // front, or nothing at all (a pass-through ancestor cannot drop a descendant's answer).
        if let hit = trace.hitView { return .windowInFront(window: hierarchy.window(of: hit), hitView: hit) }
        return .passedThrough(view: target)
    }

    private func coveredReason(parent: ViewID, visits: VisitLog, trace: HitTestTrace) -> WhyNotReason {
        let winner = visits.nonNilResults.last { hierarchy.parent(of: $0.view) == parent }
        if let winner, let hit = trace.hitView {
            return .coveredBySibling(parent: parent, sibling: winner.view, hitView: hit)
        }
        if let hit = trace.hitView { return .windowInFront(window: hierarchy.window(of: hit), hitView: hit) }
        return .hitTestNever(view: parent)
    }
}

/// What happened to each view during one traced pass.
private struct VisitLog {
    struct Visit {
        var skip: SkipReason?
        var pointInside: (point: Point, inside: Bool)?
        var returnedNilOverride = false
        var returnedSelfWithoutSubviews = false
        var passedThrough = false
        var returned: ViewID??
    }

    var byView: [ViewID: Visit] = [:]
    var redirects: [(by: ViewID, to: ViewID)] = []
    var nonNilResults: [(view: ViewID, returned: ViewID)] = []

    init(_ steps: [HitTestStep]) {
        for step in steps {
            switch step {
            case .hitTest(let view, _, _):
                byView[view] = Visit()
            case .skip(let view, let reason, _):
                byView[view]?.skip = reason
            case .pointInside(let view, let inside, let point, _):
                byView[view]?.pointInside = (point, inside)
            case .override(let view, let effect, _):
                switch effect {
                case .returnedNil: byView[view]?.returnedNilOverride = true
                case .returnedSelfWithoutAskingSubviews: byView[view]?.returnedSelfWithoutSubviews = true
                case .passedThrough: byView[view]?.passedThrough = true
                case .redirected(_, let target): redirects.append((view, target))
                case .askedSubviewsRegardlessOfBounds, .returnedSelfAnywhere: break
                }
            case .result(let view, let returned, _):
                byView[view]?.returned = .some(returned)
                if let returned { nonNilResults.append((view, returned)) }
            case .note:
                break
            }
        }
    }
}
