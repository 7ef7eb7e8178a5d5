/// Everything a touch did, from hit-testing its first location to its last phase.
public struct TouchDelivery: Hashable, Sendable {
    /// The hit-test view of the touch's first location; every phase goes to it, wherever the finger moves.
    public let hitView: ViewID?
    public let responderChain: [Responder]
    /// The phases the views received: with a recognizer that cancels touches, `cancelled` replaces the rest.
    public let phases: [PhaseDelivery]
    /// Every recognizer that saw the touch (on the hit-test view and its ancestors, nearest first), with what it did.
    public let gestures: [GestureCandidate]
    /// The selection a table or collection view reported, if the touch reached it through a cell.
    public let selection: Selection?

    /// The responder that handled `began`, the one people mean by "who got the tap".
    public var handledBy: Responder? { phases.first?.handledBy }

    /// The recognizer that recognized the touch, if any.
    public var recognized: GestureCandidate? { gestures.first { $0.outcome == .recognized } }

    /// The control action sent when the touch lifted inside an enabled control that tracked it.
    public var sentTouchUpInside: Bool { phases.last?.controlEvent == .touchUpInside }
}

extension HitTester {
    /// How far outside its bounds a tracking control still counts a touch as inside (for touchDragInside and
    /// touchUpInside): UIKit's observed tolerance of 70 points.
    public static let controlTrackingTolerance: Double = 70

    /// Delivers a touch that starts at `path[0]`, moves through the middle points and lifts at the last point
    /// (or is cancelled there) after `duration` seconds. Points are in screen space; a single point is a tap.
    /// Gesture recognizers on the hit-test view and its ancestors see the touch first (docs/gestures.md).
    public func deliverTouch(along path: [Point], duration: Double = 0.1, cancelled: Bool = false) -> TouchDelivery {
        guard let start = path.first else {
            return TouchDelivery(hitView: nil, responderChain: [], phases: [], gestures: [], selection: nil)
        }
        let hit = hitTest(start)
        let chain = hit.map(hierarchy.responderChain(from:)) ?? []
        let arbitration = GestureArbitration(hierarchy: hierarchy, hitView: hit, path: path, duration: duration, cancelled: cancelled)
        var steps: [(TouchPhase, Point)] = path.enumerated().map { offset, point in
            (offset == 0 ? .began : offset == path.count - 1 ? (cancelled ? .cancelled : .ended) : .moved, point)
        }
        if path.count == 1 { steps.append((cancelled ? .cancelled : .ended, start)) }
        if let winner = arbitration.winner, let at = arbitration.recognizedAt, winner.recognizer.cancelsTouchesInView {
            if winner.recognizer.delaysTouchesBegan {
                steps = []  // the views never heard of the touch
            } else {
                let kept = min(at, steps.count - 1)
                steps = Array(steps.prefix(max(1, kept))) + [(.cancelled, path[min(at, path.count - 1)])]
            }
        }
        let phases = steps.map { deliver($0.0, at: $0.1, to: hit, chain: chain) }
        var selection: Selection?
        if let last = phases.last, last.phase == .ended, case .view(let list) = last.handledBy,
            let cell = selectingCell(in: last.receivers, list: list)
        {
            let cells = hierarchy.children(of: list).filter { Self.cellClasses.contains(hierarchy[$0].uikitClass.uikitClass) }
            selection = Selection(list: list, cell: cell, index: cells.firstIndex(of: cell) ?? 0)
        }
        return TouchDelivery(hitView: hit, responderChain: chain, phases: phases, gestures: arbitration.candidates, selection: selection)
    }

    package static let cellClasses: Set<String> = ["UITableViewCell", "UICollectionViewCell"]
    private static let listClasses: Set<String> = ["UITableView", "UICollectionView"]

    private func deliver(_ phase: TouchPhase, at point: Point, to hit: ViewID?, chain: [Responder]) -> PhaseDelivery {
        var receivers: [Responder] = []
        var handler: Responder?
        for responder in chain {
            receivers.append(responder)
            if handles(responder, after: receivers) {
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

    /// Whether a responder handles what it receives: its `touches`, or, for a table or collection view left at
    /// its default, whether the touch came up through one of its cells (it tracks it to select the cell).
    private func handles(_ responder: Responder, after receivers: [Responder]) -> Bool {
        if case .view(let id) = responder, hierarchy[id].touches == nil,
            Self.listClasses.contains(hierarchy[id].uikitClass.uikitClass)
        {
            return selectingCell(in: receivers, list: id) != nil
        }
        return hierarchy.touchHandling(of: responder) == .handle
    }

    /// The cell of `list` the touch came up through, if it did.
    private func selectingCell(in receivers: [Responder], list: ViewID) -> ViewID? {
        for case .view(let id) in receivers.reversed().dropFirst()
        where hierarchy.parent(of: id) == list && Self.cellClasses.contains(hierarchy[id].uikitClass.uikitClass) {
            return id
        }
        return nil
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
