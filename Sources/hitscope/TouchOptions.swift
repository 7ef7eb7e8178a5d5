import ArgumentParser
import HitScopeCore
import HitScopeScene

/// The options that describe one touch over time, shared by `trace` and `report`: a drag, how long a finger
/// stays down, and fingers of timed samples.
struct TouchOptions: ParsableArguments {
    @Option(
        name: .customLong("drag"), parsing: .upToNextOption,
        help: ArgumentHelp(
            "A touch that moves: X,Y points from where it starts to where it lifts (gestures and scrolling apply).", valueName: PointArgument.valueName),
        transform: PointArgument.init(parsing:))
    var drag: [PointArgument] = []

    @Option(help: "How long the finger stays down for --at and --drag, in seconds (0.5 or more makes a long press).")
    var hold: Double = Finger.quickTapDuration

    @Option(
        name: .customLong("finger"), parsing: .unconditionalSingleValue,
        help: "A finger as timed samples \"T:X,Y T:X,Y …\" (seconds from the first sample; it lifts at its last). Repeat for several fingers on one clock.",
        transform: { text in
            do { return try FingerText.parse(text) } catch { throw ValidationError("\(error)") }
        })
    var fingers: [Finger] = []

    func validate() throws {
        guard hold.isFinite, hold >= 0 else { throw ValidationError("--hold must be 0 seconds or more") }
        guard drag.isEmpty || drag.count >= 2 else { throw ValidationError("--drag needs at least two points: where the touch starts and where it lifts") }
        guard fingers.isEmpty || drag.isEmpty else { throw ValidationError("--finger traces one touch of one or more fingers: leave out --drag") }
    }

    /// The one touch --drag or --finger describes, if any.
    var touch: [Finger]? {
        if !fingers.isEmpty { return fingers }
        if !drag.isEmpty { return [Finger(path: drag.map(\.point), duration: hold)] }
        return nil
    }

    /// A finger held `hold` seconds at `point` (a quick tap by default).
    func press(at point: Point) -> [Finger] { [Finger(path: [point], duration: hold)] }
}
