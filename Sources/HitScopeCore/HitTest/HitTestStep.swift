/// One call or decision of the hit-test, in the order UIKit makes them. `depth` is the nesting of `hitTest`
/// calls: 0 for a window.
///
/// Steps are small (32 bytes) because a trace writes dozens per point: what the neighbouring steps or the view
/// already say is not repeated. A `pointInside` step's rule is the view's own `pointInside`, and there is no step
/// for the conversion a caller makes before each call (`[view convertPoint:point fromView:caller]`): its input is
/// the caller's `hitTest` point (the screen point for a window), its result the new `hitTest` step's point, which
/// `HitTestTrace.conversions` pairs up.
public enum HitTestStep: Hashable, Sendable {
    /// `hitTest:withEvent:` is called on `view` with `point` in the view's own bounds space.
    case hitTest(view: ViewID, point: Point, depth: Int32)
    /// The default `hitTest` returned nil at once, without calling `pointInside`.
    case skip(view: ViewID, reason: SkipReason, depth: Int32)
    /// `pointInside:withEvent:` answered, decided by the view's `pointInside` rule.
    case pointInside(view: ViewID, inside: Bool, point: Point, depth: Int32)
    /// An overridden `hitTest` did something the default would not.
    case override(view: ViewID, effect: OverrideEffect, depth: Int32)
    /// Something worth knowing that changed nothing (clipsToBounds is drawing only).
    case note(view: ViewID, note: TraceNote, depth: Int32)
    /// `hitTest:withEvent:` returned.
    case result(view: ViewID, returned: ViewID?, depth: Int32)

    /// The view the step is about.
    public var view: ViewID {
        switch self {
        case .hitTest(let view, _, _), .skip(let view, _, _), .pointInside(let view, _, _, _),
            .override(let view, _, _), .note(let view, _, _), .result(let view, _, _):
            view
        }
    }

    /// The nesting of `hitTest` calls the step belongs to.
    public var depth: Int {
        switch self {
        case .hitTest(_, _, let depth), .skip(_, _, let depth), .pointInside(_, _, _, let depth),
            .override(_, _, let depth), .note(_, _, let depth), .result(_, _, let depth):
            Int(depth)
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

/// The conversion a caller makes before calling `hitTest` on a view: `[view convertPoint:before fromView:from]`,
/// whose result is the point of the view's `hitTest` step.
public struct HitTestConversion: Hashable, Sendable {
    /// The point in the caller's bounds space (screen space for a window).
    public let before: Point
    /// The caller, or nil for the screen (a window asked by the application).
    public let from: ViewID?
}

extension HitTestTrace {
    /// For each step, the conversion made just before it: one for every `hitTest` step, nil for the others.
    public var conversions: [HitTestConversion?] {
        var callers: [(view: ViewID, point: Point)] = []
        return steps.map { step in
            guard case .hitTest(let view, let after, let nesting) = step else { return nil }
            let depth = Int(nesting)
            callers.removeSubrange(min(depth, callers.count)...)
            let caller = depth == 0 ? nil : callers.last
            callers.append((view, after))
            return HitTestConversion(before: caller?.point ?? point, from: caller?.view)
        }
    }
}
