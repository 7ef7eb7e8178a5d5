/// A control tracking one finger (`UIControl`'s `touchesBegan/Moved/Ended`): the events it sends at each phase,
/// in one place (docs/gestures.md, "Controls").
struct ControlTracking {
    /// How far outside its bounds a tracking control still counts a touch as inside (for touchDragInside,
    /// touchDragExit/Enter and touchUpInside): UIKit's observed tolerance of 70 points.
    static let tolerance: Double = 70

    let control: ViewID
    /// Whether the finger was inside at the last phase (it starts inside: the control is its hit-test view).
    private var inside = true

    init(control: ViewID) { self.control = control }

    /// The events sent for a phase at `point` (screen space), in `UIControlEvents` bit order: a drag sends
    /// touchDragInside or touchDragOutside, then touchDragEnter or touchDragExit when the finger crossed the
    /// tolerance since the last phase.
    mutating func events(for phase: TouchPhase, at point: Point, in hierarchy: ViewHierarchy) -> [ControlEvent] {
        let view = hierarchy[control]
        let local = hierarchy.convertFromScreen(point, to: control)
        let t = Self.tolerance
        let now = view.pointInsideResult(local) || view.bounds.inset(top: -t, left: -t, bottom: -t, right: -t).contains(local)
        defer { inside = now }
        switch phase {
        case .began: return [.touchDown]
        case .moved:
            guard now != inside else { return [now ? .touchDragInside : .touchDragOutside] }
            return now ? [.touchDragInside, .touchDragEnter] : [.touchDragOutside, .touchDragExit]
        case .ended: return [now ? .touchUpInside : .touchUpOutside]
        case .cancelled: return [.touchCancel]
        }
    }
}
