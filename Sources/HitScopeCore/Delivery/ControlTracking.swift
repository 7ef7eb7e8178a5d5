/// A control tracking one finger (`UIControl`'s `touchesBegan/Moved/Ended`): the events it sends at each phase,
/// its highlight and a slider's value, in one place (docs/gestures.md, "Controls").
struct ControlTracking {
    /// How far outside its bounds a tracking control still counts a touch as inside (for touchDragInside,
    /// touchDragExit/Enter and touchUpInside): UIKit's observed tolerance of 70 points.
    static let tolerance: Double = 70

    /// What the control does at one phase.
    struct Step {
        /// The events, in `UIControlEvents` bit order.
        var events: [ControlEvent]
        /// `isHighlighted` after the phase.
        var highlighted: Bool
        /// A slider's `value` after the phase, when its thumb is dragged; a switch's `isOn` (1 or 0) after a tap.
        var value: Double?
    }

    let control: ViewID
    /// Whether the finger was inside at the last phase (it starts inside: the control is its hit-test view).
    private var inside = true
    /// For a UISlider whose thumb the finger came down on: where (in the slider's space) and the value then.
    private var thumbGrab: (point: Point, value: Double)?
    /// A slider's value as the thumb follows the finger.
    private var value: Double?

    init(control: ViewID) { self.control = control }

    /// The events sent for a phase at `point` (screen space), in `UIControlEvents` bit order: a drag sends
    /// touchDragInside or touchDragOutside, then touchDragEnter or touchDragExit when the finger crossed the
    /// tolerance since the last phase, then a dragged slider's valueChanged (`isContinuous`, the default); a
    /// switch sends valueChanged after touchUpInside (a tap toggles it). The control is highlighted while the
    /// finger is inside ("UIControl automatically sets and clears this state when a touch enters and exits during
    /// tracking and when there is a touch up").
    mutating func step(for phase: TouchPhase, at point: Point, in hierarchy: ViewHierarchy) -> Step {
        let view = hierarchy[control]
        let local = hierarchy.convertFromScreen(point, to: control)
        let t = Self.tolerance
        let now = view.pointInsideResult(local) || view.bounds.inset(top: -t, left: -t, bottom: -t, right: -t).contains(local)
        defer { inside = now }
        let uikit = view.uikitClass.uikitClass
        switch phase {
        case .began:
            if uikit == "UISlider", view.thumbRect?.contains(local) == true { thumbGrab = (local, view.sliderValue) }
            return Step(events: [.touchDown], highlighted: true)
        case .moved:
            var events: [ControlEvent] = now == inside ? [now ? .touchDragInside : .touchDragOutside]
                : now ? [.touchDragInside, .touchDragEnter] : [.touchDragOutside, .touchDragExit]
            var changed: Double?
            if let grab = thumbGrab {
                let travel = view.bounds.size.width - min(View.sliderThumbSide, view.bounds.size.width)
                let dragged = travel > 0 ? grab.value + (local.x - grab.point.x) / travel : grab.value
                let newValue = min(1, max(0, dragged))
                if newValue != (value ?? grab.value) {
                    events.append(.valueChanged)
                    changed = newValue
                }
                value = newValue
            }
            return Step(events: events, highlighted: now, value: changed)
        case .ended:
            if now && uikit == "UISwitch" { return Step(events: [.touchUpInside, .valueChanged], highlighted: false, value: view.isOn ? 0 : 1) }
            return Step(events: [now ? .touchUpInside : .touchUpOutside], highlighted: false)
        case .cancelled:
            return Step(events: [.touchCancel], highlighted: false)
        }
    }
}
