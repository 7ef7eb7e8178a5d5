/// A phase of a touch (`touchesBegan/Moved/Ended/Cancelled:withEvent:`).
public enum TouchPhase: String, Hashable, Sendable, Codable, CaseIterable {
    case began, moved, ended, cancelled

    /// The `UIResponder` method that receives the phase: `touchesBegan`, ….
    public var methodName: String {
        switch self {
        case .began: "touchesBegan"
        case .moved: "touchesMoved"
        case .ended: "touchesEnded"
        case .cancelled: "touchesCancelled"
        }
    }
}

/// A `UIControlEvents` value a control sends while it tracks a touch.
public enum ControlEvent: String, Hashable, Sendable, Codable {
    case touchDown, touchDragInside, touchDragOutside, touchUpInside, touchUpOutside, touchCancel
}

/// How one phase of a touch travelled.
public struct PhaseDelivery: Hashable, Sendable {
    public let phase: TouchPhase
    /// The touch's location in screen space.
    public let point: Point
    /// The responders that received the phase, in order: the hit-test view first, then each one a responder
    /// forwarded it to. Empty when there is no hit-test view.
    public let receivers: [Responder]
    /// The responder that handled the phase; nil when the application dropped it.
    public let handledBy: Responder?
    /// The control event sent when the handler is an enabled control.
    public let controlEvent: ControlEvent?
}

/// Everything a touch did, from hit-testing its first location to its last phase.
public struct TouchDelivery: Hashable, Sendable {
    /// The hit-test view of the touch's first location; every phase goes to it, wherever the finger moves.
    public let hitView: ViewID?
    public let responderChain: [Responder]
    public let phases: [PhaseDelivery]

    /// The responder that handled `began`, the one people mean by "who got the tap".
    public var handledBy: Responder? { phases.first?.handledBy }
}

extension HitTester {
    /// How far outside its bounds a tracking control still counts a touch as inside (for touchDragInside and
    /// touchUpInside): UIKit's observed tolerance of 70 points.
    public static let controlTrackingTolerance: Double = 70

    /// Delivers a touch that starts at `path[0]`, moves through the middle points and lifts at the last point
    /// (or is cancelled there). Points are in screen space; a single point is a tap.
    public func deliverTouch(along path: [Point], cancelled: Bool = false) -> TouchDelivery {
        guard let start = path.first else { return TouchDelivery(hitView: nil, responderChain: [], phases: []) }
        let hit = hitTest(start)
        let chain = hit.map(hierarchy.responderChain(from:)) ?? []
        var phases: [PhaseDelivery] = []
        phases.append(deliver(.began, at: start, to: hit, chain: chain))
        for point in path.dropFirst().dropLast() {
            phases.append(deliver(.moved, at: point, to: hit, chain: chain))
        }
        phases.append(deliver(cancelled ? .cancelled : .ended, at: path[path.count - 1], to: hit, chain: chain))
        return TouchDelivery(hitView: hit, responderChain: chain, phases: phases)
    }

    private func deliver(_ phase: TouchPhase, at point: Point, to hit: ViewID?, chain: [Responder]) -> PhaseDelivery {
        var receivers: [Responder] = []
        var handler: Responder?
        for responder in chain {
            receivers.append(responder)
            if hierarchy.touchHandling(of: responder) == .handle {
                handler = responder
                break
            }
        }
        var event: ControlEvent?
        if case .view(let id) = handler, hierarchy[id].isControl, hierarchy[id].isEnabled, hierarchy[id].touches == nil {
            event = controlEvent(for: phase, at: point, control: id)
        }
        return PhaseDelivery(phase: phase, point: point, receivers: receivers, handledBy: handler, controlEvent: event)
    }

    private func controlEvent(for phase: TouchPhase, at point: Point, control: ViewID) -> ControlEvent {
        let view = hierarchy[control]
        let local = hierarchy.convertFromScreen(point, to: control)
        let t = Self.controlTrackingTolerance
        let inside = view.pointInsideResult(local) || view.bounds.inset(top: -t, left: -t, bottom: -t, right: -t).contains(local)
        switch phase {
        case .began: return .touchDown
        case .moved: return inside ? .touchDragInside : .touchDragOutside
        case .ended: return inside ? .touchUpInside : .touchUpOutside
        case .cancelled: return .touchCancel
        }
    }
}
