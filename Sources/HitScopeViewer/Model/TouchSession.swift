import HitScopeCore

/// One touch sent by pressing, dragging and releasing the pointer: it is hit-tested where it starts, and every
/// later phase goes to that view, wherever the pointer moves (UIKit's rule).
public struct TouchSession: Hashable, Sendable {
    /// Where the touch began, in screen points.
    public let start: Point
    /// The hit-test of the starting point, step by step.
    public let trace: HitTestTrace
    /// How many times the pointer moved while pressed.
    public private(set) var moves: Int = 0
    /// The last point the touch moved to, if it moved.
    public private(set) var lastMove: Point?
    /// Where it lifted; nil while the pointer is still down.
    public private(set) var end: Point?

    public init(start: Point, tester: HitTester) {
        self.start = start
        self.trace = tester.trace(start)
    }

    public var isActive: Bool { end == nil }

    /// The touch's phases as the engine delivers them: began, one moved (the last) if it moved, and ended once
    /// lifted. While the pointer is down, the last phase is the latest move (or began).
    public func delivery(_ tester: HitTester) -> TouchDelivery {
        var path = [start]
        if let lastMove { path.append(lastMove) }
        path.append(end ?? lastMove ?? start)
        return tester.deliverTouch(along: path)
    }

    /// Records a move; returns the moved phase as delivered.
    public mutating func move(to point: Point, tester: HitTester) -> PhaseDelivery? {
        moves += 1
        lastMove = point
        let delivery = tester.deliverTouch(along: [start, point, point])
        return delivery.phases.count == 3 ? delivery.phases[1] : nil
    }

    /// Records the lift; returns the ended phase as delivered.
    public mutating func lift(at point: Point, tester: HitTester) -> PhaseDelivery? {
        end = point
        return tester.deliverTouch(along: [start, point]).phases.last
    }

    /// The began phase.
    public func began(_ tester: HitTester) -> PhaseDelivery? {
        tester.deliverTouch(along: [start]).phases.first
    }
}
