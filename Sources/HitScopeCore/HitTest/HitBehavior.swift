/// How one view's `hitTest:withEvent:` behaves — UIKit's default with the view's skip rules, its own
/// `pointInside:withEvent:` and its override — taken apart into the decisions every walk makes, in UIKit's order:
///
/// 1. `gate` (`View.hitTestGate`): before the subviews, the call returns nil at once (an override returning nil,
///    or a skip rule), asks its own `pointInside` (`isInside`; NO: nil; YES: self at once when
///    `returnsSelfWhenInside`, else on to the subviews), or goes to its subviews without asking (`ignoresBounds`).
/// 2. The subviews, last to first, each through its own behaviour, with the point converted into its space
///    (`Placement.convertFromSuperview`): that loop is the walk's.
/// 3. `fallback`, `returnsSelfAfterSubviews(at:)`: what the call returns when no subview returned a view.
/// 4. `rewrite`, `finish(_:returned:)`: what the override does with its default `hitTest`'s answer.
/// 5. `extent(subviews:)`: where the call can return a view at all.
///
/// This is the one place HitScope states these rules. The traced and untraced walks, the touch-area painter, the
/// trace region maps, the audit and `HitExtent` ask it; drawings ask the public `View` answers below it. The
/// test-support target's `UIKitOracle` restates them plainly from Apple's documentation, to prove every walk
/// equal to UIKit's recursion.
package struct HitBehavior: Sendable {
    /// What the call returns when none of its subviews returned a view.
    enum Fallback: UInt8, Sendable {
        /// Itself (the default: its `pointInside` already said YES).
        case returnsSelf
        /// Itself if its own `pointInside` says YES now, else nil (`ignoresBounds`, which skipped it before).
        case returnsSelfIfInside
        /// Itself wherever the point is (`ignoresBoundsReturningSelf`: the check is commented out).
        case returnsSelfAnywhere
    }

    /// What the override does with the answer of its default `hitTest`.
    enum Rewrite: UInt8, Sendable {
        case none
        /// Self becomes nil (`passThrough`).
        case passThrough
        /// Any view becomes `redirectTarget` (`redirect(to:)`).
        case redirect
    }

    package let placement: Placement
    /// The first skip rule of the default `hitTest` that applies (`View.skipReason`): it closes the gate unless
    /// the override returns nil before it.
    package let skip: SkipReason?
    package let pointInside: PointInsideRule
    package let gate: HitTestGate
    /// After `pointInside` says YES, whether the override returns self without asking the subviews
    /// (`returnsSelf`).
    package let returnsSelfWhenInside: Bool
    /// Whether the override asks the subviews without asking `pointInside` first (`ignoresBounds…`), whether or
    /// not the gate is closed before that.
    package let asksSubviewsAnywhere: Bool
    let fallback: Fallback
    let rewrite: Rewrite
    /// The redirect's target, or -1.
    package let redirectTarget: Int32
    package let clipsToBounds: Bool
    /// The box that holds every subview's frame (after transforms), in the view's bounds space; a trace looks
    /// for subviews drawn at a point only inside it.
    let subviewsDrawnIn: Rect?

    /// The view's bounds, from its placement (not stored: 32 bytes a view).
    package var bounds: Rect { placement.bounds }

    init(_ view: borrowing View, redirectTarget: ViewID?, subviewsDrawnIn: Rect?) {
        self.subviewsDrawnIn = subviewsDrawnIn.map(HitExtent.outsetByAHair)
        placement = Placement(view)
        pointInside = view.pointInsideRule
        clipsToBounds = view.clipsToBounds
        self.redirectTarget = redirectTarget?.rawValue ?? -1
        // A redirect whose target was never resolved behaves as the default: the scene readers always resolve.
        let rule: HitTestRule = redirectTarget == nil && view.hitTestRule.isRedirect ? .standard : view.hitTestRule
        skip = view.skipReason
        asksSubviewsAnywhere = rule.asksSubviewsAnywhere
        gate = view.hitTestGate
        returnsSelfWhenInside = rule == .returnsSelf
        switch rule {
        case .ignoresBounds: fallback = .returnsSelfIfInside
        case .ignoresBoundsReturningSelf: fallback = .returnsSelfAnywhere
        default: fallback = .returnsSelf
        }
        switch rule {
        case .passThrough: rewrite = .passThrough
        case .redirect: rewrite = .redirect
        default: rewrite = .none
        }
    }

    /// Whether the default `hitTest` is unchanged and nothing skips the view: its call is `pointInside`, then the
    /// subviews, then self.
    var isDefault: Bool { gate == .pointInside && !returnsSelfWhenInside && fallback == .returnsSelf && rewrite == .none }

    /// Whether the call returns nil at every point without asking anything.
    package var isClosed: Bool { gate.isClosed }

    /// The view's own `pointInside:withEvent:` for a point in its bounds space.
    @inline(__always)
    package func isInside(_ point: Point) -> Bool { pointInside.contains(point, bounds: bounds) }

    /// Whether the call at `point` (in the view's bounds space) goes on to its subviews: its gate is open, or its
    /// `pointInside` says YES and it does not return self at once.
    package func asksSubviews(at point: Point) -> Bool {
        switch gate {
        case .returnsNil, .skipped: false
        case .open: true
        case .pointInside: isInside(point) && !returnsSelfWhenInside
        }
    }

    /// When no subview returned a view: whether the call returns self at `point`.
    @inline(__always)
    func returnsSelfAfterSubviews(at point: Point) -> Bool {
        switch fallback {
        case .returnsSelf, .returnsSelfAnywhere: true
        case .returnsSelfIfInside: isInside(point)
        }
    }

    /// The override's answer for what its default `hitTest` returned (raw ids, -1 for nil), and the rewrite it
    /// applied (`.none` when it left the answer as it was).
    @inline(__always)
    func finish(_ own: ViewID, returned: Int32) -> (result: Int32, applied: Rewrite) {
        switch rewrite {
        case .passThrough where returned == own.rawValue: (-1, .passThrough)
        case .redirect where returned >= 0: (redirectTarget, .redirect)
        default: (returned, .none)
        }
    }

    /// Whether a subview's answer at `point` lies where this view clips what its subviews draw: touches go there
    /// all the same (`clipsToBounds` is drawing only), which traces note.
    @inline(__always)
    func clipsAway(_ point: Point) -> Bool { clipsToBounds && !bounds.contains(point) }

    /// Where, in the view's bounds space, a call surely goes on to its subviews once it is made: everywhere for an
    /// open gate, inside a rectangular `pointInside` area (bounds, `minimumSize`, outsets) when the gate asks it,
    /// nowhere otherwise. A subview's view is then the call's answer, rewritten perhaps but never nil (`finish`).
    /// Exact or smaller, never larger: what may skip the views a walk never reaches (the audit's occlusion) asks it.
    package var surelyAsksSubviews: HitExtent {
        switch gate {
        case .returnsNil, .skipped: .empty
        case .open: .unbounded
        case .pointInside: returnsSelfWhenInside ? .empty : rectangularInside
        }
    }

    /// Where, in the view's bounds space, a call surely returns a view once it is made, whatever its subviews
    /// answer: inside its rectangular `pointInside` area, or everywhere when it returns itself anywhere; nowhere
    /// for a pass-through view (itself becomes nil) or a closed gate. Exact or smaller, never larger.
    package var surelyAnswers: HitExtent {
        if rewrite == .passThrough { return .empty }
        switch gate {
        case .returnsNil, .skipped: return .empty
        case .pointInside: return rectangularInside
        case .open: return fallback == .returnsSelfIfInside ? rectangularInside : .unbounded
        }
    }

    /// The points `isInside` accepts, when they form a rectangle (`CGRectContainsPoint`'s half-open test).
    private var rectangularInside: HitExtent {
        switch pointInside {
        case .always: .unbounded
        case .never, .circle, .roundedRect: .empty
        case .bounds, .minimumSize, .outsets: pointInside.area(for: bounds).map(HitExtent.box) ?? .empty
        }
    }

    /// Where the call can return a view, in the superview's bounds space, given its subviews' extents in its own.
    func extent(subviews: [HitExtent]) -> HitExtent {
        if isClosed { return .empty }
        if placement.isSingular {
            // Every point converts to (nan, nan), so the answer is the same everywhere: only a view that answers
            // without a usable point (`always`, or returning itself anywhere) can return one.
            return pointInside == .always || gate == .open ? .unbounded : .empty
        }
        var own: HitExtent
        switch pointInside {
        case .always: own = .unbounded
        case .never: own = .empty
        default:
            let area = pointInside.area(for: bounds) ?? bounds
            own = area.isEmpty ? .empty : .box(area)
        }
        if fallback == .returnsSelfAnywhere { own = .unbounded }
        if gate == .open { own = subviews.reduce(own) { $0.union($1) } }
        guard case .box(let box) = own else { return own }
        return .box(HitExtent.outsetByAHair(placement.boundingBoxInSuperview(of: box)))
    }
}
