/// A control tracking one finger (`UIControl`'s `touchesBegan/Moved/Ended`): the events it sends at each phase,
/// its highlight and the value it changes, in one place (docs/gestures.md, "Controls").
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
        /// The value the phase left, when it sends `valueChanged`: a slider's or a stepper's `value`, a switch's
        /// `isOn` (1 or 0), a segmented control's `selectedSegmentIndex`, a page control's `currentPage`.
        var value: Double?
    }

    let control: ViewID
    /// Whether the finger was inside at the last phase (it starts inside: the control is its hit-test view).
    private var inside = true
    /// For a UISlider whose thumb the finger came down on: where (in the slider's space) and the value then.
    private var thumbGrab: (point: Point, value: Double)?
    /// A slider's value as the thumb follows the finger.
    private var value: Double?
    /// A UIStepper's steps.
    private var stepper: StepperTracking?
    /// The value when the touch began, for a control that is not continuous (it sends one valueChanged at the end).
    private var startValue: Double?

    init(control: ViewID) { self.control = control }

    /// The events sent for a phase at `point` (screen space) and `time` (seconds), in `UIControlEvents` bit order: a
    /// drag sends touchDragInside or touchDragOutside, then touchDragEnter or touchDragExit when the finger crossed
    /// the tolerance since the last phase, then valueChanged when the phase changed the control's value (a dragged
    /// slider's thumb, a stepper's step, a switch's, segmented control's or page control's tap); a control that is
    /// not `isContinuous` sends one valueChanged when the touch ends. The control is highlighted while the finger is
    /// inside ("UIControl automatically sets and clears this state when a touch enters and exits during tracking and
    /// when there is a touch up").
    mutating func step(for phase: TouchPhase, at point: Point, time: Double, in hierarchy: ViewHierarchy) -> Step {
        let view = hierarchy[control]
        let local = hierarchy.convertFromScreen(point, to: control)
        let t = Self.tolerance
        let now = view.pointInsideResult(local) || view.bounds.inset(top: -t, left: -t, bottom: -t, right: -t).contains(local)
        let wasInside = inside
        defer { inside = now }
        let uikit = view.uikitClass.uikitClass
        let continuous = view.controls.isContinuous
        switch phase {
        case .began:
            var step = Step(events: [.touchDown], highlighted: true)
            if uikit == "UISlider", view.thumbRect?.contains(local) == true { thumbGrab = (local, view.sliderValue) }
            if uikit == "UIStepper" {
                var tracking = StepperTracking(view, local: local, time: time)
                startValue = tracking.value
                if tracking.advance(to: time, wasInside: true), continuous { step.changed(to: tracking.value) }
                stepper = tracking
            }
            if uikit == "UISlider" { startValue = view.sliderValue }
            return step
        case .moved:
            var step = Step(
                events: now == inside ? [now ? .touchDragInside : .touchDragOutside]
                    : now ? [.touchDragInside, .touchDragEnter] : [.touchDragOutside, .touchDragExit],
                highlighted: now)
            if let grab = thumbGrab {
                let travel = view.bounds.size.width - min(View.sliderThumbSide, view.bounds.size.width)
                let dragged = travel > 0 ? grab.value + (local.x - grab.point.x) / travel : grab.value
                let newValue = min(1, max(0, dragged))
                if newValue != (value ?? grab.value), continuous { step.changed(to: newValue) }
                value = newValue
            }
            if var tracking = stepper {
                if tracking.advance(to: time, wasInside: wasInside), continuous { step.changed(to: tracking.value) }
                stepper = tracking
            }
            return step
        case .ended:
            var step = Step(events: [now ? .touchUpInside : .touchUpOutside], highlighted: false)
            if now { tappedValue(view, local: local, in: hierarchy).map { step.changed(to: $0) } }
            finish(&step, time: time, wasInside: wasInside, continuous: continuous)
            return step
        case .cancelled:
            var step = Step(events: [.touchCancel], highlighted: false)
            finish(&step, time: time, wasInside: wasInside, continuous: continuous)
            return step
        }
    }

    /// What a tap that lifts inside a switch, segmented control or page control sets its value to, if it changes it.
    private func tappedValue(_ view: View, local: Point, in hierarchy: ViewHierarchy) -> Double? {
        switch view.uikitClass.uikitClass {
        case "UISwitch": view.isOn ? 0 : 1
        case "UISegmentedControl": ControlValueTap.segment(of: control, at: local, in: hierarchy).flatMap { $0.changes ? Double($0.index) : nil }
        case "UIPageControl": ControlValueTap.page(of: view, at: local).map(Double.init)
        default: nil
        }
    }

    /// The end of the touch: a stepper's last repeats, and the one valueChanged of a control that is not continuous.
    private mutating func finish(_ step: inout Step, time: Double, wasInside: Bool, continuous: Bool) {
        if var tracking = stepper {
            if tracking.advance(to: time, wasInside: wasInside), continuous { step.changed(to: tracking.value) }
            stepper = tracking
        }
        let final = stepper?.value ?? (thumbGrab != nil ? value : nil)
        if !continuous, let final, let startValue, final != startValue { step.changed(to: final) }
    }
}

extension ControlTracking.Step {
    /// Sends valueChanged (last in bit order) with the value the phase left.
    mutating func changed(to newValue: Double) {
        if !events.contains(.valueChanged) { events.append(.valueChanged) }
        value = newValue
    }
}
