import HitScopeCore

/// One touch sent by pressing, dragging and releasing the pointer: it is hit-tested where it starts, and every
/// later phase goes to that view, wherever the pointer moves (UIKit's rule). With the window system's event times,
/// the touch keeps its real timing: a press held past a scroll view's 0.15 s delay, then dragged, is what it is on
/// a device. Events without a time (tests that drive the state directly) make a quick touch: 0.1 s from press to
/// lift, through the last move.
public struct TouchSession: Hashable, Sendable {
    /// Where the touch began, in screen points.
    public let start: Point
    /// The hit-test of the starting point, step by step.
    public let trace: HitTestTrace
    /// When the press came, in the window system's seconds; nil for events without a time.
    private let pressedAt: Double?
    /// The pointer's positions after the press, on the touch's clock (seconds since the press).
    private var later: [TouchSample] = []
    /// How many times the pointer moved while pressed.
    public private(set) var moves: Int = 0
    /// The last point the touch moved to, if it moved.
    public private(set) var lastMove: Point?
    /// Where it lifted; nil while the pointer is still down.
    public private(set) var end: Point?

    /// A touch pressed at `start`, at `time` (the window system's seconds) when the event has one.
    public init(start: Point, tester: HitTester, time: Double? = nil) {
        self.start = start
        self.trace = tester.trace(start)
        self.pressedAt = time
    }

    public var isActive: Bool { end == nil }

    /// The touch as one finger: its samples so far, lifting at the last one (while the pointer is down, the
    /// engine's delivery ends with a lift that has not happened yet: `pendingLift` says so).
    public var finger: Finger {
        guard pressedAt != nil else {
            var path = [start]
            if let lastMove { path.append(lastMove) }
            path.append(end ?? lastMove ?? start)
            return Finger(path: path, duration: Finger.quickTapDuration)
        }
        var samples = [TouchSample(time: 0, point: start)] + later
        if isActive { samples.append(TouchSample(time: samples[samples.count - 1].time, point: samples[samples.count - 1].point)) }
        return Finger(samples: samples)
    }

    /// The touch's phases as the engine delivers them.
    public func delivery(_ tester: HitTester) -> TouchDelivery {
        tester.deliverTouches([finger])
    }

    /// When the lift that has not happened yet would come, on the touch's clock: the last phase at this time is
    /// the pending lift, not something the user did. nil once lifted.
    public var pendingLift: Double? { isActive ? finger.end : nil }

    /// Records a move at `time` (the window system's seconds, when the event has one); returns the moved phase
    /// as delivered, if the views heard it.
    public mutating func move(to point: Point, tester: HitTester, time: Double? = nil) -> PhaseDelivery? {
        moves += 1
        lastMove = point
        guard let now = clock(time) else {
            let delivery = tester.deliverTouch(along: [start, point, point])
            return delivery.phases.count == 3 ? delivery.phases[1] : nil
        }
        later.append(TouchSample(time: now, point: point))
        return delivery(tester).phases.last { $0.phase == .moved && $0.time == now }
    }

    /// Records the lift at `time`; returns the last phase as delivered.
    public mutating func lift(at point: Point, tester: HitTester, time: Double? = nil) -> PhaseDelivery? {
        end = point
        guard let now = clock(time) else { return tester.deliverTouch(along: [start, point]).phases.last }
        later.append(TouchSample(time: now, point: point))
        return delivery(tester).phases.last
    }

    /// The same touch on another scene (after a reload): the same samples, hit-tested again.
    public func replayed(on tester: HitTester) -> TouchSession {
        var replay = TouchSession(start: start, tester: tester, time: pressedAt)
        (replay.later, replay.moves, replay.lastMove, replay.end) = (later, moves, lastMove, end)
        return replay
    }

    /// The began phase.
    public func began(_ tester: HitTester) -> PhaseDelivery? {
        tester.deliverTouch(along: [start]).phases.first
    }

    /// Seconds since the press for an event at `time`, never earlier than the last sample; nil without times.
    private func clock(_ time: Double?) -> Double? {
        guard let pressedAt, let time else { return nil }
        return max(time - pressedAt, later.last?.time ?? 0)
    }
}
