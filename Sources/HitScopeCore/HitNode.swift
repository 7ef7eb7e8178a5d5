/// What the engine needs of one view, flat and free of reference counting.
struct HitNode: Sendable {
    enum Rule: UInt8, Sendable {
        case standard, passThrough, ignoresBounds, ignoresBoundsReturningSelf, redirect, returnsSelf, never

        var asksSubviewsAnywhere: Bool { self == .ignoresBounds || self == .ignoresBoundsReturningSelf }
    }

    let placement: Placement
    let skip: SkipReason?
    let pointInside: PointInsideRule
    let rule: Rule
    let redirectTarget: Int32
    let clipsToBounds: Bool
    /// The box that holds every subview's frame (after transforms), in the view's bounds space; a trace looks
    /// for subviews drawn at a point only inside it.
    let subviewsDrawnIn: Rect?

    /// The view's bounds, from its placement (not stored: 32 bytes a view).
    var bounds: Rect { Rect(origin: placement.boundsOrigin, size: placement.frame.size) }

    init(_ view: View, redirectTarget: ViewID?, subviewsDrawnIn: Rect?) {
        self.subviewsDrawnIn = subviewsDrawnIn.map { box in
            let margin = 1e-9 * max(1, abs(box.minX), abs(box.minY), abs(box.maxX), abs(box.maxY))
            return box.inset(top: -margin, left: -margin, bottom: -margin, right: -margin)
        }
        placement = Placement(view)
        skip = view.skipReason
        pointInside = view.pointInside
        clipsToBounds = view.clipsToBounds
        self.redirectTarget = redirectTarget?.rawValue ?? -1
        switch view.hitTest {
        case .standard: rule = .standard
        case .passThrough: rule = .passThrough
        case .ignoresBounds: rule = .ignoresBounds
        case .ignoresBoundsReturningSelf: rule = .ignoresBoundsReturningSelf
        // A redirect whose target was never resolved behaves as the default: the scene readers always resolve.
        case .redirect: rule = redirectTarget == nil ? .standard : .redirect
        case .returnsSelf: rule = .returnsSelf
        case .never: rule = .never
        }
    }
}
