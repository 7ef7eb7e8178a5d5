/// What happened to one gesture recognizer that saw a touch.
public enum GestureOutcome: Hashable, Sendable {
    /// It recognized the touch; its action fires.
    case recognized
    /// The touch did not fit it (a drag for a tap, too short for a long press, too short a move for a pan).
    case failed
    /// A control under the finger keeps its default action: UIKit does not let this recognizer, on an ancestor
    /// of the control, begin (the control's `gestureRecognizerShouldBegin:` answers NO).
    case preventedByControl(ViewID)
    /// A scroll view's pan that would scroll, but the content already tracks the touch and keeps it
    /// (`canCancelContentTouches = NO`, or `touchesShouldCancel(in:)` answers NO for this view, a control).
    case keptByContent(ViewID)
    /// Another recognizer recognized first (or at the same moment, nearer the hit-test view).
    case otherRecognized
    /// `enabled = NO`.
    case disabled
}

/// A recognizer that saw a touch: one attached to the hit-test view or an ancestor, or a scroll view's own pan.
public struct GestureCandidate: Hashable, Sendable {
    /// The view it is attached to.
    public let view: ViewID
    /// Its position in `view.gestures`, or nil for a scroll view's built-in `panGestureRecognizer`.
    public let index: Int?
    public let recognizer: GestureRecognizer
    public let outcome: GestureOutcome
    /// The finger it saw (its index in the touch sequence).
    public let finger: Int
    /// When it recognized (seconds on the sequence's clock); nil unless `outcome` is `recognized`.
    public let time: Double?
}

/// How the recognizers sorted one finger's touch out: which one won, and when.
package struct GestureArbitration {
    let candidates: [GestureCandidate]
    /// The recognizer that recognized, if any.
    let winner: GestureCandidate?
    /// The winner is a scroll view's pan that began before its content heard of the touch: the content never does.
    let winnerTookTouchFromContent: Bool

    /// Controls whose default single tap wins over tap recognizers on their ancestors (Apple, Event Handling
    /// Guide for iOS, "Interacting with Other User Interface Controls": iOS 6 and later).
    package static let tapControls: Set<String> = ["UIButton", "UISwitch", "UIStepper", "UISegmentedControl", "UIPageControl"]
    /// Controls whose default drag wins over pan recognizers on their ancestors when the finger comes down on their
    /// thumb (`View.thumbRect`: a slider's thumb, a switch's knob).
    static let dragControls: Set<String> = ["UISlider", "UISwitch"]

    init(hierarchy: ViewHierarchy, hitView: ViewID?, finger: Finger, index fingerIndex: Int) {
        guard let hit = hitView, !finger.samples.isEmpty else {
            (candidates, winner, winnerTookTouchFromContent) = ([], nil, false)
            return
        }
        var attached: [(view: ViewID, index: Int?, recognizer: GestureRecognizer)] = []
        var current: ViewID? = hit
        while let id = current {
            let view = hierarchy[id]
            for (index, recognizer) in view.gestures.enumerated() { attached.append((id, index, recognizer)) }
            if view.isScrollView {
                attached.append((id, nil, GestureRecognizer(kind: .pan, name: "\(view.name).panGestureRecognizer")))
            }
            current = hierarchy.parent(of: id)
        }
        // Each recognizer's own answer first: when it would recognize, if ever.
        var answers: [(outcome: GestureOutcome, time: Double?, takesFromContent: Bool)] = []
        for (view, index, recognizer) in attached {
            if !recognizer.isEnabled {
                answers.append((.disabled, nil, false))
            } else if let control = Self.controlKeepingItsAction(recognizer, on: view, hit: hit, start: finger.samples[0].point, hierarchy: hierarchy) {
                answers.append((.preventedByControl(control), nil, false))
            } else if let time = Self.recognitionTime(recognizer, finger: finger) {
                if index == nil, view != hit {
                    switch ContentTouches.panDecision(view, at: time, finger: finger, hit: hit, in: hierarchy) {
                    case .keptByContent(let content): answers.append((.keptByContent(content), nil, false))
                    case .scrolls(let heard): answers.append((.recognized, time, !heard))
                    }
                } else {
                    answers.append((.recognized, time, false))
                }
            } else {
                answers.append((.failed, nil, false))
            }
        }
        // The earliest recognizes (the nearest the hit-test view among equals); the others that could have, lose.
        let first = answers.indices.compactMap { offset in answers[offset].time.map { (offset, $0) } }.min { $0.1 < $1.1 }?.0
        var outcomes: [GestureCandidate] = []
        for (offset, entry) in attached.enumerated() {
            var outcome = answers[offset].outcome
            if outcome == .recognized && offset != first { outcome = .otherRecognized }
            outcomes.append(
                GestureCandidate(
                    view: entry.view, index: entry.index, recognizer: entry.recognizer, outcome: outcome, finger: fingerIndex,
                    time: offset == first ? answers[offset].time : nil))
        }
        candidates = outcomes
        winner = first.map { outcomes[$0] }
        winnerTookTouchFromContent = first.map { answers[$0].takesFromContent } ?? false
    }

    /// When the recognizer would recognize the finger, or nil when it fails.
    private static func recognitionTime(_ recognizer: GestureRecognizer, finger: Finger) -> Double? {
        guard !finger.cancelled else { return nil }
        switch recognizer.kind {
        case .tap:
            return finger.movement(until: finger.end) <= GestureThresholds.allowableMovement
                && finger.end - finger.start < GestureThresholds.maximumTapDuration ? finger.end : nil
        case .longPress:
            // It recognizes while the finger is still down, once it has stayed long enough without moving away.
            let time = finger.start + recognizer.minimumPressDuration
            return finger.end >= time && finger.movement(until: time) <= GestureThresholds.allowableMovement ? time : nil
        case .pan:
            return finger.firstTime(movedAtLeast: GestureThresholds.panHysteresis)
        }
    }

    /// The enabled control under the finger that keeps its default action against this recognizer, if any.
    private static func controlKeepingItsAction(
        _ recognizer: GestureRecognizer, on view: ViewID, hit: ViewID, start: Point, hierarchy: ViewHierarchy
    ) -> ViewID? {
        var current: ViewID? = hit
        while let id = current, id != view {
            let control = hierarchy[id]
            if control.isEnabled {
                let uikit = control.uikitClass.uikitClass
                if recognizer.kind == .tap && tapControls.contains(uikit) { return id }
                if recognizer.kind == .pan && dragControls.contains(uikit),
                    control.thumbRect?.contains(hierarchy.convertFromScreen(start, to: id)) == true
                {
                    return id
                }
            }
            current = hierarchy.parent(of: id)
        }
        return nil
    }
}
