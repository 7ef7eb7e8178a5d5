/// A `UIStepper` tracking one finger: which button it came down on, and the value each step leaves (docs/gestures.md,
/// "Controls"). The first step is at touch-down; with `autorepeat` (UIKit's default) the stepper steps again after
/// the finger has been held 0.5 s, then every 0.1 s while it stays inside the control's tolerance. Apple documents
/// that holding repeats and that "the rate of change depends on how long the user continues pressing the control",
/// not the rate: 0.5 s and ten steps a second are NSStepper's documented figures, taken here as the best reading
/// (iOS speeds up on a long hold: the count is a lower bound).
struct StepperTracking {
    /// How long a finger is held before the first repeat, and the time between repeats.
    static let repeatDelay = 0.5
    static let repeatInterval = 0.1

    private let settings: ControlSettings
    /// Whether the finger came down on the increment (right) half.
    private let increments: Bool
    private let began: Double
    /// Steps taken or passed over so far, the first at touch-down (a count, kept as a number that cannot overflow).
    private var steps = 0.0
    /// The value now.
    private(set) var value: Double

    /// The tracking of a finger that came down at `local` (the stepper's own space) at `time`.
    init(_ view: borrowing View, local: Point, time: Double) {
        settings = view.controls
        increments = local.x >= view.bounds.midX
        began = time
        value = settings.stepperValue
    }

    /// Takes the steps due by `time`: the first one at touch-down, then the repeats that fell due since the last
    /// phase while the finger was held inside (`wasInside`: where it was at the last phase; repeats that fell due while
    /// it was outside are not taken). Returns whether the value changed.
    mutating func advance(to time: Double, wasInside: Bool) -> Bool {
        let before = value
        if steps == 0 {
            steps = 1
            value = stepped(value, times: 1)
        }
        let held = time - began - Self.repeatDelay
        if settings.autorepeat, held >= 0, held.isFinite {
            // The repeats at began + 0.5 + 0.1·(k − 1), k = 1, 2, …: how many fell due by `time`.
            let due = (held / Self.repeatInterval + 1e-9).rounded(.down) + 1
            let pending = due - steps + 1
            if pending > 0 {
                if wasInside { value = stepped(value, times: pending) }
                steps += pending
            }
        }
        return value != before
    }

    /// The value `times` steps on from `value`, each clamped to the range or, with `wraps`, wrapped from the maximum
    /// to the minimum and back (UIStepper.wraps); in closed form, so that a long hold costs no more than a short one.
    private func stepped(_ value: Double, times: Double) -> Double {
        let (low, high, step) = (settings.minimumValue, settings.maximumValue, settings.stepValue)
        guard step > 0, step.isFinite, high >= low, times >= 1 else { return value }
        let distance = times * step
        if increments {
            if value + distance <= high { return value + distance }
            guard settings.wraps else { return high }
            // Steps to pass the maximum (the last one lands on the minimum), then around the cycle min … max.
            let toWrap = ((high - value) / step).rounded(.down) + 1
            let cycle = ((high - low) / step).rounded(.down) + 1
            let left = (times - toWrap).truncatingRemainder(dividingBy: cycle)
            return low + left * step
        }
        if value - distance >= low { return value - distance }
        guard settings.wraps else { return low }
        let toWrap = ((value - low) / step).rounded(.down) + 1
        let cycle = ((high - low) / step).rounded(.down) + 1
        let left = (times - toWrap).truncatingRemainder(dividingBy: cycle)
        return high - left * step
    }
}
