/// Everything a touch sequence did (one finger or several), from hit-testing each finger's first location to its
/// last phase.
public struct TouchDelivery: Hashable, Sendable {
    /// The first finger's hit-test view; every phase of that finger goes to it, wherever the finger moves.
    public let hitView: ViewID?
    /// The first finger's responder chain.
    public let responderChain: [Responder]
    /// Each finger's hit-test view, responder chain and whether the views hear of it, in the sequence's order.
    public let fingers: [FingerDelivery]
    /// The phases the views received, every finger's, in time order (equal times in finger order). With a
    /// recognizer that cancels touches, `cancelled` replaces the rest of its finger's phases; a scroll view that
    /// delays its content's touches moves `began` later, or takes the finger before the content hears of it.
    public let phases: [PhaseDelivery]
    /// Every recognizer that saw a finger (on the hit-test view and its ancestors, nearest first), finger by finger.
    public let gestures: [GestureCandidate]
    /// The selection a table or collection view reported, if a finger reached it through a cell.
    public let selection: Selection?
    /// The cell a finger ended in that its list did not select, and why (`allowsSelection = NO`, …).
    public let blockedSelection: BlockedSelection?
    /// The scroll views that scrolled (their pan recognized), in the order they began.
    public let scrolled: [ViewID]
    /// The unsettled questions the first finger's answer depends on (`HitTester.unsettledQuestions(at:)` at its first
    /// point); the verdict carries them.
    public var uncertainties: [UnsettledQuestion] = []
    /// Where the first finger's point lies when no finger reached a view and it is off the screen or every window.
    public var outside: PointOutside?

    /// The first recognizer that recognized, if any.
    public var recognized: GestureCandidate? { gestures.filter { $0.outcome == .recognized }.min { ($0.time ?? 0) < ($1.time ?? 0) } }

    /// Whether a control sent its action: a finger lifted inside an enabled control that tracked it.
    public var sentTouchUpInside: Bool { phases.contains { $0.sends.contains(.touchUpInside) } }
}

extension HitTester {
    /// Delivers a touch that starts at `path[0]`, moves through the middle points and lifts at the last point
    /// (or is cancelled there), the points evenly spaced over `duration` seconds. Points are in screen space; a
    /// single point is a finger held there `duration` seconds (a tap). The shorthand for one `Finger`.
    public func deliverTouch(along path: [Point], duration: Double = Finger.quickTapDuration, cancelled: Bool = false) -> TouchDelivery {
        deliverTouches([Finger(path: path, duration: duration, cancelled: cancelled)])
    }

    /// Delivers a sequence of fingers on one clock. Gesture recognizers on each finger's hit-test view and its
    /// ancestors see the finger first; scroll views hold back or take back their content's touches;
    /// `exclusiveTouch` and `multipleTouchEnabled` keep fingers from views (docs/gestures.md).
    public func deliverTouches(_ fingers: [Finger]) -> TouchDelivery {
        let hits = fingers.map { $0.samples.first.flatMap { hitTest($0.point) } }
        let exclusivity = TouchExclusivity.withheld(fingers, hitViews: hits, in: hierarchy)
        let multiTaps = MultiTap.results(fingers, hits: hits, in: hierarchy)
        let multiTouches = MultiTouch.results(fingers, hits: hits, in: hierarchy)
        var results: [FingerDelivery] = []
        var phases: [PhaseDelivery] = []
        var gestures: [GestureCandidate] = []
        var selection: Selection?
        var blocked: BlockedSelection?
        var scrolled: [ViewID] = []
        for (index, finger) in fingers.enumerated() {
            let hit = hits[index]
            let chain = hit.map(hierarchy.responderChain(from:)) ?? []
            let arbitration = GestureArbitration(
                hierarchy: hierarchy, hitView: hit, finger: finger, index: index, multiTaps: multiTaps, multiTouches: multiTouches)
            let withheld = exclusivity[index] ?? hit.flatMap { id in
                ContentTouches.deceleratingScrollView(containing: id, in: hierarchy).map(TouchWithheld.stoppedDeceleration)
                    ?? ContentTouches.refusingScrollView(for: id, in: hierarchy).map(TouchWithheld.refusedByScrollView)
            }
            results.append(FingerDelivery(hitView: hit, responderChain: chain, withheld: withheld))
            gestures += arbitration.candidates
            for recognition in arbitration.recognitions where recognition.candidate.index == nil && !scrolled.contains(recognition.candidate.view) {
                scrolled.append(recognition.candidate.view)
            }
            guard let hit, withheld == nil else { continue }
            var tracking = controlTracking(for: chain, hit: hit)
            let delivered = viewPhases(finger, hit: hit, arbitration: arbitration).map { time, phase, point in
                deliver(phase, at: point, time: time, finger: index, chain: chain, tracking: &tracking)
            }
            phases += delivered
            if selection == nil, blocked == nil, let ended = endedSelection(after: delivered) {
                if let blocker = SelectionBlocker.first(list: ended.list, cell: ended.cell, in: hierarchy) {
                    blocked = BlockedSelection(selection: ended, blocker: blocker)
                } else {
                    selection = ended
                }
            }
        }
        let ordered = phases.enumerated().sorted { ($0.element.time, $0.element.finger, $0.offset) < ($1.element.time, $1.element.finger, $1.offset) }
        var delivery = TouchDelivery(
            hitView: hits.first ?? nil, responderChain: results.first?.responderChain ?? [], fingers: results,
            phases: ordered.map(\.element), gestures: gestures, selection: selection, blockedSelection: blocked,
            scrolled: scrolled)
        if let first = fingers.first?.samples.first {
            delivery.uncertainties = unsettledQuestions(at: first.point)
            if hits.allSatisfy({ $0 == nil }) { delivery.outside = hierarchy.outside(first.point) }
        }
        return delivery
    }

    package static let cellClasses: Set<String> = ["UITableViewCell", "UICollectionViewCell"]
    private static let listClasses: Set<String> = ["UITableView", "UICollectionView"]

    /// The phases the views get of one finger, with their times and locations.
    private func viewPhases(_ finger: Finger, hit: ViewID, arbitration: GestureArbitration) -> [(Double, TouchPhase, Point)] {
        guard let first = finger.samples.first, let last = finger.samples.last else { return [] }
        // A scroll view's delaysContentTouches, then every delaysTouchesBegan recognizer's failure, hold it back.
        let begins = max(ContentTouches.contentBegins(finger, hit: hit, in: hierarchy), arbitration.beganHeldUntil ?? -.infinity)
        let delayed = begins > first.time
        // A delayed touchesBegan comes where the finger is when it is sent; the moves before it are folded into it.
        var steps: [(Double, TouchPhase, Point)] = [(begins, .began, delayed ? finger.location(at: begins) : first.point)]
        for sample in finger.samples.dropFirst().dropLast() where !delayed || sample.time > begins {
            steps.append((sample.time, .moved, sample.point))
        }
        // delaysTouchesEnded: a multi-tap still possible after the lift holds touchesEnded back until it concludes.
        let held = finger.cancelled ? nil : arbitration.endedHeld
        let end = max(held?.time ?? last.time, begins)
        steps.append((end, finger.cancelled ? .cancelled : held?.cancels == true ? .cancelled : .ended, last.point))
        // The first recognizer that cancels touches in the views decides; one that recognizes after the views had
        // touchesEnded (it waited for another to fail) cancels nothing.
        guard held?.cancels != true,
            let cancelling = arbitration.recognitions.first(where: { $0.candidate.recognizer.cancelsTouchesInView }),
            cancelling.time <= end
        else { return steps }
        let time = cancelling.time
        if cancelling.candidate.recognizer.delaysTouchesBegan || cancelling.tookTouchFromContent || time < begins {
            return []  // the views never hear of the finger
        }
        return [steps[0]] + steps.dropFirst().filter { $0.0 < time } + [(time, .cancelled, finger.location(at: time))]
    }

    /// The tracking of the control that handles what comes up `chain`, if it is an enabled control left at its
    /// default (handling is fixed along a chain, so it handles every phase) and the touch is its own: a button or an
    /// app's control does not track a touch forwarded from an interaction-enabled view inside it (best reading,
    /// `controlReceivingForwardedTouch(from:)`).
    private func controlTracking(for chain: [Responder], hit: ViewID) -> ControlTracking? {
        if hierarchy.controlReceivingForwardedTouch(from: hit) != nil { return nil }
        var receivers: [Responder] = []
        for responder in chain {
            receivers.append(responder)
            guard handles(responder, after: receivers) else { continue }
            guard case .view(let id) = responder, hierarchy[id].isControl, hierarchy[id].isEnabled, hierarchy[id].touches == nil else {
                return nil
            }
            return ControlTracking(control: id)
        }
        return nil
    }

    private func deliver(
        _ phase: TouchPhase, at point: Point, time: Double, finger: Int, chain: [Responder], tracking: inout ControlTracking?
    ) -> PhaseDelivery {
        var receivers: [Responder] = []
        var handler: Responder?
        for responder in chain {
            receivers.append(responder)
            if handles(responder, after: receivers) {
                handler = responder
                break
            }
        }
        let step = tracking?.step(for: phase, at: point, time: time, in: hierarchy)
        var delivery = PhaseDelivery(
            time: time, finger: finger, phase: phase, point: point, receivers: receivers, handledBy: handler, sends: step?.events ?? [])
        delivery.highlighted = step?.highlighted
        delivery.value = step?.value
        return delivery
    }

    /// The cell a finger's last phase ended in, through its list (before the list's selection rules).
    private func endedSelection(after phases: [PhaseDelivery]) -> Selection? {
        guard let last = phases.last, last.phase == .ended, case .view(let list) = last.handledBy,
            let cell = selectingCell(in: last.receivers, list: list)
        else { return nil }
        let cells = hierarchy.children(of: list).filter { Self.cellClasses.contains(hierarchy[$0].uikitClass.uikitClass) }
        var selection = Selection(list: list, cell: cell, index: cells.firstIndex(of: cell) ?? 0)
        selection.deselects = hierarchy[list].selection.allowsMultipleSelection && hierarchy[cell].selection.isSelected
        return selection
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
}
