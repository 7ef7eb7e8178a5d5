/// The parts of a drawing a viewer shows or hides with one key each.
public enum Overlay: String, CaseIterable, Hashable, Sendable {
    /// Every screen point tinted by the view that receives it (the touch-area layer).
    case touchAreas
    /// The numbered badges of a tap's traversal.
    case badges
    /// Views the default hitTest skips (hidden, alpha ≤ 0.01, userInteractionEnabled NO, hitTest returning nil).
    case skippedViews
    /// Hatched parts of views that are drawn but that touches cannot reach.
    case notTouchable
    /// Arrows from a `redirectTo` override to its target.
    case redirects
    /// Dashed outlines of `pointInside` areas that differ from the bounds.
    case hitAreas
    /// The touch-target audit: effective touch areas tinted by their worst finding, badges with the rules
    /// (`TargetMarksDrawing`).
    case audit
}

extension DisplayItem {
    /// The overlay an item of a scene or tap layer belongs to; nil for what is always drawn (views, names, the
    /// tap point and outcome outlines).
    public var overlay: Overlay? {
        switch self {
        case .badge: return .badges
        case .arrow: return .redirects
        case .shape(let shape):
            if case .hatch? = shape.fill { return .notTouchable }
            if case .viewMark? = shape.subject, shape.fill == nil, shape.stroke?.paint == .theme(.hitArea) { return .hitAreas }
            return nil
        case .text, .tapMarker, .picture, .beginClip, .endClip:
            return nil
        }
    }
}

extension Layer {
    /// The layer without the items of hidden overlays.
    public func hiding(_ hidden: Set<Overlay>) -> Layer {
        guard !hidden.isEmpty else { return self }
        return Layer(kind: kind, items: items.filter { item in item.overlay.map { !hidden.contains($0) } ?? true })
    }
}
