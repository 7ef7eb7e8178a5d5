/// One call or decision of the hit-test, in the order UIKit makes them. `depth` is the nesting of `hitTest`
/// calls: 0 for a window.
public enum HitTestStep: Hashable, Sendable {
    /// `hitTest:withEvent:` is called on `view` with `point` in the view's own bounds space.
    case hitTest(view: ViewID, point: Point, depth: Int)
    /// `[view convertPoint:before fromView:from]`, before `view` is asked; `from` is nil for screen space.
    case convert(from: ViewID?, to: ViewID, before: Point, after: Point, depth: Int)
    /// The default `hitTest` returned nil at once, without calling `pointInside`.
    case skip(view: ViewID, reason: SkipReason, depth: Int)
    /// `pointInside:withEvent:` answered, decided by `rule`.
    case pointInside(view: ViewID, point: Point, inside: Bool, rule: PointInsideRule, depth: Int)
    /// An overridden `hitTest` did something the default would not.
    case override(view: ViewID, effect: OverrideEffect, depth: Int)
    /// Something worth knowing that changed nothing (clipsToBounds is drawing only).
    case note(view: ViewID, note: TraceNote, depth: Int)
    /// `hitTest:withEvent:` returned.
    case result(view: ViewID, returned: ViewID?, depth: Int)

    /// The view the step is about.
    public var view: ViewID {
        switch self {
        case .hitTest(let view, _, _), .skip(let view, _, _), .pointInside(let view, _, _, _, _),
            .override(let view, _, _), .note(let view, _, _), .result(let view, _, _):
            view
        case .convert(_, let to, _, _, _):
            to
        }
    }

    /// The nesting of `hitTest` calls the step belongs to.
    public var depth: Int {
        switch self {
        case .hitTest(_, _, let depth), .skip(_, _, let depth), .pointInside(_, _, _, _, let depth),
            .override(_, _, let depth), .note(_, _, let depth), .result(_, _, let depth),
            .convert(_, _, _, _, let depth):
            depth
        }
    }
}

/// What an overridden `hitTest` did.
public enum OverrideEffect: Hashable, Sendable {
    /// `never`: returned nil without looking at anything.
    case returnedNil
    /// `self`: returned self after its own `pointInside`, without asking its subviews.
    case returnedSelfWithoutAskingSubviews
    /// `ignoresBounds` / `ignoresBoundsReturningSelf`: asks the subviews before and regardless of `pointInside`.
    case askedSubviewsRegardlessOfBounds
    /// `ignoresBoundsReturningSelf`: no subview answered, so it returned self without checking the point at all.
    case returnedSelfAnywhere
    /// `passThrough`: the default would have returned the view itself; it returned nil instead.
    case passedThrough
    /// `redirectTo`: the default returned `original`; the override returned `target` instead.
    case redirected(original: ViewID, target: ViewID)
}

/// Facts the trace points out because they surprise people.
public enum TraceNote: Hashable, Sendable {
    /// A subview took the touch at a point outside this view's bounds although this view clips its subviews: it is
    /// invisible there, but clipsToBounds does not change hit-testing.
    case hitWhileClipped(subview: ViewID)
    /// The point is inside a subview's frame (the subview may be drawn there, clipsToBounds = NO), but this view's
    /// `pointInside` said NO, so its subviews were never asked.
    case drawnButNotTouchable(subview: ViewID)
}

/// A complete hit-test of one point: every step, and the hit-test view.
public struct HitTestTrace: Hashable, Sendable {
    /// The point in screen space.
    public let point: Point
    /// The steps of one pass, in order.
    public let steps: [HitTestStep]
    /// The hit-test view, or nil when no window took the point.
    public let hitView: ViewID?

    public init(point: Point, steps: [HitTestStep], hitView: ViewID?) {
        self.point = point
        self.steps = steps
        self.hitView = hitView
    }
}
