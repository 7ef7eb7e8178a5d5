/// The answer to "why is this view not the hit-test view here?".
public struct WhyNotAnswer: Hashable, Sendable {
    public let view: ViewID
    public let point: Point
    public let hitView: ViewID?
    public let reason: WhyNotReason
}

extension WhyNotAnswer {
    /// The view whose rule decided: the view itself or an ancestor, sibling, window or redirecting view; for
    /// `insideHitView` and `descendantIsHitView`, the hit-test view.
    public var decidingView: ViewID {
        switch reason {
        case .isHitView: view
        case .insideHitView(let hit, _), .descendantIsHitView(let hit): hit
        case .windowInFront(let window, _): window
        case .skipped(let view, _), .pointInsideNo(let view, _, _), .hitTestNever(let view), .passedThrough(let view): view
        case .ancestorReturnsSelf(let ancestor): ancestor
        case .coveredBySibling(_, let sibling, _): sibling
        case .redirected(let by, _): by
        }
    }
}
