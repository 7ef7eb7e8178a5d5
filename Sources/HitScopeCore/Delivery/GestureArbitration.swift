/// What happened to one gesture recognizer that saw a touch.
public enum GestureOutcome: Hashable, Sendable {
    /// It recognized the touch; its action fires.
    case recognized
    /// The touch did not fit it (a drag for a tap, too short for a long press, too short a move for a pan).
    case failed
    /// A control under the finger keeps its default action: UIKit does not let this recognizer, on an ancestor
    /// of the control, begin (the control's `gestureRecognizerShouldBegin:` answers NO): a single-finger single
    /// tap over a button-like control, or a drag parallel to a slider's travel (a switch's) from its thumb.
    case preventedByControl(ViewID)
    /// A scroll view's pan that does not begin: the drag goes this way (`ScrollAxes.drag`) and the scroll view
    /// cannot scroll that way (`ViewHierarchy.scrollAxes(of:)`); the drag is left to a scroll view around it.
    case cannotScroll(drag: ScrollAxes)
    /// A scroll view's pan that would scroll, but the content already tracks the touch and keeps it
    /// (`canCancelContentTouches = NO`, or `touchesShouldCancel(in:)` answers NO for this view, a control).
    case keptByContent(ViewID)
    /// Another recognizer recognized first (or at the same moment, nearer the hit-test view), and the two may not
    /// recognize together.
    case otherRecognized
    /// Its delegate's `gestureRecognizer(_:shouldReceive:)` answered NO: the finger's hit-test view is in the
    /// subtree of this view (`ignoresTouchesIn`). It never saw the finger.
    case didNotReceive(ViewID)
    /// `enabled = NO`.
    case disabled
    /// A multi-tap recognizer counted this finger as one of its taps and recognized when that finger lifted.
    case tapCounted(completedBy: Int)
    /// A recognizer that needs several fingers at once (`numberOfTouchesRequired`) counted this finger as one of
    /// them and recognized on that finger (its lift for a tap, its touch-down's press time for a long press).
    case touchCounted(completedBy: Int)
    /// It requires the named recognizer to fail (`require(toFail:)`), and that one recognized.
    case blockedByRequiredFailure(String)
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

/// How the recognizers sorted one finger's touch out: which ones recognized, and when.
package struct GestureArbitration {
    /// A recognizer that recognized.
    struct Recognition {
        let candidate: GestureCandidate
        let time: Double
        /// A scroll view's pan that began before its content heard of the touch: the content never does.
        let tookTouchFromContent: Bool
    }

    let candidates: [GestureCandidate]
    /// The recognizers that recognized, in time order: the first, then those allowed to recognize with it.
    let recognitions: [Recognition]
    /// `delaysTouchesEnded`: a multi-tap recognizer that counted this finger as a tap and concludes after it lifts
    /// holds the views' `touchesEnded` back until then; `cancels`: it then recognizes and cancels touches.
    let endedHeld: (time: Double, cancels: Bool)?
    /// `delaysTouchesBegan`: the views get `touchesBegan` only once every such recognizer that saw the finger
    /// has failed; this is when the last of them fails (nil when none holds it back).
    let beganHeldUntil: Double?

    /// Controls whose default action wins over a single-finger single-tap recognizer on their ancestors (Apple,
    /// Event Handling Guide for iOS, "Interacting with Other User Interface Controls": iOS 6 and later; "a single
    /// finger single tap on a UIButton, UISwitch, UIStepper, UISegmentedControl, and UIPageControl").
    package static let tapControls: Set<String> = ["UIButton", "UISwitch", "UIStepper", "UISegmentedControl", "UIPageControl"]
    /// Controls whose default drag wins over pan recognizers on their ancestors for a drag that starts on their
    /// thumb and goes parallel to their travel ("a swipe on a UISlider object in a direction parallel to the
    /// slider", "a swipe on a UISwitch … knob"; `View.thumbRect`).
    static let dragControls: Set<String> = ["UISlider", "UISwitch"]

    /// `multiTaps`: what each multi-tap recognizer did over the whole sequence (`MultiTap.results`).
    /// `multiTouches`: what each recognizer that needs several fingers did (`MultiTouch.results`).
    init(
        hierarchy: ViewHierarchy, hitView: ViewID?, finger: Finger, index fingerIndex: Int, multiTaps: [MultiTap.Key: [MultiTap.Result]],
        multiTouches: [MultiTap.Key: MultiTouch.Result] = [:]
    ) {
        guard let hit = hitView, !finger.samples.isEmpty else {
            (candidates, recognitions, endedHeld, beganHeldUntil) = ([], [], nil, nil)
            return
        }
        var attached: [(view: ViewID, index: Int?, recognizer: GestureRecognizer)] = []
        var current: ViewID? = hit
        while let id = current {
            let view = hierarchy[id]
            for (index, recognizer) in view.gestures.enumerated() { attached.append((id, index, recognizer)) }
            if view.isScrollView {
                // isScrollEnabled = NO disables the scroll view's pan.
                let pan = GestureRecognizer(kind: .pan, name: "\(view.name).panGestureRecognizer", isEnabled: view.scrolling.isScrollEnabled)
                attached.append((id, nil, pan))
            }
            current = hierarchy.parent(of: id)
        }
        // Each recognizer's own answer first: when it would recognize, if ever.
        var answers: [(outcome: GestureOutcome, time: Double?, takesFromContent: Bool)] = []
        for (view, index, recognizer) in attached {
            if !recognizer.isEnabled {
                answers.append((.disabled, nil, false))
            } else if let refused = Self.refusingSubtree(recognizer, hit: hit, hierarchy: hierarchy) {
                answers.append((.didNotReceive(refused), nil, false))
            } else if let index, recognizer.numberOfTouches > 1 {
                switch multiTouches[MultiTap.Key(view: view, index: index)] {
                case .recognized(let last, let time, _)? where last == fingerIndex: answers.append((.recognized, time, false))
                case .recognized(let last, _, let counted)? where counted.contains(fingerIndex): answers.append((.touchCounted(completedBy: last), nil, false))
                default: answers.append((.failed, nil, false))
                }
            } else if let index, recognizer.kind == .tap, recognizer.numberOfTaps > 1 {
                switch MultiTap.gesture(of: fingerIndex, in: multiTaps[MultiTap.Key(view: view, index: index)]) {
                case .recognized(let last, let time, _) where last == fingerIndex: answers.append((.recognized, time, false))
                case .recognized(let last, _, _): answers.append((.tapCounted(completedBy: last), nil, false))
                default: answers.append((.failed, nil, false))
                }
            } else if let time = Self.recognitionTime(recognizer, finger: finger) {
                let drag = index == nil ? hierarchy.dragAxes(finger, until: time, in: view) : []
                if index == nil, hierarchy.scrollAxes(of: view).isDisjoint(with: drag) {
                    answers.append((.cannotScroll(drag: drag), nil, false))
                } else if let control = Self.controlKeepingItsAction(recognizer, on: view, hit: hit, finger: finger, at: time, hierarchy: hierarchy) {
                    answers.append((.preventedByControl(control), nil, false))
                } else if index == nil, view != hit {
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
        // require(toFail:): a recognizer waits for the ones it names to fail, and fails if one of them recognizes.
        for (offset, entry) in attached.enumerated() where answers[offset].time != nil {
            for required in entry.recognizer.requiresFailureOf {
                switch Self.failure(of: required, attached: attached, answers: answers, finger: finger, index: fingerIndex, multiTaps: multiTaps, hierarchy: hierarchy) {
                case nil:
                    answers[offset] = (.blockedByRequiredFailure(required), nil, false)
                case let failedAt?:
                    if let time = answers[offset].time { answers[offset].time = max(time, failedAt) }
                }
                if answers[offset].time == nil { break }
            }
        }
        // The earliest recognizes (the nearest the hit-test view among equals); the others that could have, lose,
        // unless their delegates let them recognize with it.
        let first = answers.indices.compactMap { offset in answers[offset].time.map { (offset, $0) } }.min { $0.1 < $1.1 }?.0
        var outcomes: [GestureCandidate] = []
        var recognized: [Recognition] = []
        for (offset, entry) in attached.enumerated() {
            var outcome = answers[offset].outcome
            var time = answers[offset].time
            if outcome == .recognized, let first, offset != first, !entry.recognizer.recognizesSimultaneously(with: attached[first].recognizer) {
                outcome = .otherRecognized
                time = nil
            }
            let candidate = GestureCandidate(
                view: entry.view, index: entry.index, recognizer: entry.recognizer, outcome: outcome, finger: fingerIndex, time: time)
            if let time, outcome == .recognized {
                recognized.append(Recognition(candidate: candidate, time: time, tookTouchFromContent: answers[offset].takesFromContent))
            }
            outcomes.append(candidate)
        }
        candidates = outcomes
        endedHeld = Self.heldEnd(attached, finger: finger, index: fingerIndex, multiTaps: multiTaps)
        let firstTime = recognized.map(\.time).min()
        beganHeldUntil = zip(attached, outcomes).compactMap { entry, candidate -> Double? in
            guard entry.recognizer.delaysTouchesBegan else { return nil }
            return Self.failureTime(of: candidate, finger: finger, index: fingerIndex, firstRecognition: firstTime, multiTaps: multiTaps)
        }.max()
        recognitions = recognized.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// When the recognizer named `name` fails for this finger, or nil when it recognizes (or counts this finger
    /// as a tap it later recognizes). One that did not see the finger fails at once.
    private static func failure(
        of name: String, attached: [(view: ViewID, index: Int?, recognizer: GestureRecognizer)],
        answers: [(outcome: GestureOutcome, time: Double?, takesFromContent: Bool)], finger: Finger, index fingerIndex: Int,
        multiTaps: [MultiTap.Key: [MultiTap.Result]], hierarchy: ViewHierarchy
    ) -> Double? {
        let keys = multiTaps.keys.sorted { ($0.view.index, $0.index) < ($1.view.index, $1.index) }
        for key in keys where hierarchy[key.view].gestures[key.index].name == name {
            switch MultiTap.gesture(of: fingerIndex, in: multiTaps[key]) {
            case .recognized: return nil
            case .failed(let time, _, _): return time
            case nil: continue
            }
        }
        guard let offset = attached.firstIndex(where: { $0.recognizer.name == name }) else { return finger.start }
        return answers[offset].time == nil ? finger.end : nil
    }

    /// Until when a multi-tap recognizer with `delaysTouchesEnded` holds back this finger's `touchesEnded` (the
    /// latest, if several), and whether it then cancels the touch.
    private static func heldEnd(
        _ attached: [(view: ViewID, index: Int?, recognizer: GestureRecognizer)], finger: Finger, index fingerIndex: Int,
        multiTaps: [MultiTap.Key: [MultiTap.Result]]
    ) -> (time: Double, cancels: Bool)? {
        var held: (time: Double, cancels: Bool)?
        for entry in attached where entry.recognizer.delaysTouchesEnded && entry.recognizer.isEnabled {
            guard let index = entry.index,
                let result = MultiTap.gesture(of: fingerIndex, in: multiTaps[MultiTap.Key(view: entry.view, index: index)])
            else { continue }
            let until: (Double, Bool)
            switch result {
            case .recognized(let last, let time, _) where last != fingerIndex:
                until = (time, entry.recognizer.cancelsTouchesInView)
            case .failed(let time, let counted, _) where counted.contains(fingerIndex):
                until = (time, false)
            default: continue
            }
            if until.0 > finger.end, until.0 > (held?.time ?? -.infinity) { held = until }
        }
        return held
    }

    /// The view among `ignoresTouchesIn` whose subtree holds the hit-test view, if any.
    private static func refusingSubtree(_ recognizer: GestureRecognizer, hit: ViewID, hierarchy: ViewHierarchy) -> ViewID? {
        guard !recognizer.ignoresTouchesIn.isEmpty else { return nil }
        return hierarchy.path(to: hit).first { recognizer.ignoresTouchesIn.contains(hierarchy[$0].name) }
    }

    /// When the recognizer would recognize the finger, or nil when it fails.
    private static func recognitionTime(_ recognizer: GestureRecognizer, finger: Finger) -> Double? {
        guard !finger.cancelled else { return nil }
        switch recognizer.kind {
        case .tap:
            return MultiTap.isTap(finger) ? finger.end : nil
        case .longPress:
            // It recognizes while the finger is still down, once it has stayed long enough without moving away.
            let time = finger.start + recognizer.minimumPressDuration
            return finger.end >= time && finger.movement(until: time) <= recognizer.allowableMovement ? time : nil
        case .pan:
            return finger.firstTime(movedAtLeast: GestureThresholds.panHysteresis)
        }
    }

    /// The enabled control under the finger that keeps its default action against this recognizer, which would
    /// recognize at `time`, if any: a single-finger single tap over a button-like control; a drag whose first
    /// 10 points go parallel to a slider's or switch's travel (its x-axis; a drag at exactly 45° counts) and that
    /// starts on its thumb.
    private static func controlKeepingItsAction(
        _ recognizer: GestureRecognizer, on view: ViewID, hit: ViewID, finger: Finger, at time: Double, hierarchy: ViewHierarchy
    ) -> ViewID? {
        guard let start = finger.samples.first?.point else { return nil }
        var current: ViewID? = hit
        while let id = current, id != view {
            let control = hierarchy[id]
            if control.isEnabled {
                let uikit = control.uikitClass.uikitClass
                if recognizer.kind == .tap && recognizer.numberOfTaps == 1 && tapControls.contains(uikit) { return id }
                if recognizer.kind == .pan && dragControls.contains(uikit),
                    control.thumbRect?.contains(hierarchy.convertFromScreen(start, to: id)) == true,
                    hierarchy.dragAxes(finger, until: time, in: id).contains(.horizontal)
                {
                    return id
                }
            }
            current = hierarchy.parent(of: id)
        }
        return nil
    }

    /// When a recognizer that saw the finger and did not recognize failed: when the finger showed it does not fit
    /// (a tap held too long or moved too far, a press lifted early or moved, a pan lifted before 10 points), when
    /// another recognized first, or when it would have begun and a control or a scroll direction refused it. nil
    /// for one that recognized or never saw the finger.
    private static func failureTime(
        of candidate: GestureCandidate, finger: Finger, index fingerIndex: Int, firstRecognition: Double?,
        multiTaps: [MultiTap.Key: [MultiTap.Result]]
    ) -> Double? {
        let recognizer = candidate.recognizer
        switch candidate.outcome {
        case .recognized, .disabled, .didNotReceive: return nil
        case .otherRecognized, .blockedByRequiredFailure: return firstRecognition ?? finger.end
        case .preventedByControl, .cannotScroll, .keptByContent: return recognitionTime(recognizer, finger: finger) ?? finger.end
        case .tapCounted, .touchCounted: return nil
        case .failed:
            if let index = candidate.index, recognizer.kind == .tap, recognizer.numberOfTaps > 1,
                case .failed(let time, _, _)? = MultiTap.gesture(of: fingerIndex, in: multiTaps[MultiTap.Key(view: candidate.view, index: index)])
            {
                return time
            }
            let limit = recognizer.kind == .longPress ? recognizer.allowableMovement : GestureThresholds.allowableMovement
            let movedAway = finger.firstTime(movedAtLeast: limit.nextUp)
            switch recognizer.kind {
            case .tap: return [movedAway, finger.start + GestureThresholds.maximumTapDuration, finger.end].compactMap { $0 }.min()
            case .longPress: return [movedAway, finger.end].compactMap { $0 }.min()
            case .pan: return finger.end
            }
        }
    }
}
