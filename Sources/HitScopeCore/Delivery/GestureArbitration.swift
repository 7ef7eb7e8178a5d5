/// What happened to one gesture recognizer that saw a touch.
public enum GestureOutcome: Hashable, Sendable {
    /// It recognized the touch; its action fires.
    case recognized
    /// The touch did not fit it (a drag for a tap, too short for a long press, too short a move for a pan).
    case failed
    /// A control under the finger keeps its default action: UIKit does not let this recognizer, on an ancestor
    /// of the control, begin (the control's `gestureRecognizerShouldBegin:` answers NO).
    case preventedByControl(ViewID)
    /// Another recognizer, nearer the hit-test view, recognized first.
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
}

/// How the recognizers sorted a touch out: which one won, and when.
package struct GestureArbitration {
    let candidates: [GestureCandidate]
    /// The recognizer that recognized, if any.
    let winner: GestureCandidate?
    /// The index in the touch's path at which the winner recognized (a tap: the last point; a pan: the first
    /// point beyond the hysteresis; a long press: the point held when the press lasted long enough).
    let recognizedAt: Int?

    /// UIKit classes with a built-in pan gesture recognizer (they scroll).
    package static let scrollingClasses: Set<String> = ["UIScrollView", "UITableView", "UICollectionView", "UITextView"]

    /// Controls whose default single tap wins over tap recognizers on their ancestors (Apple, Event Handling
    /// Guide for iOS, "Interacting with Other User Interface Controls": iOS 6 and later).
    package static let tapControls: Set<String> = ["UIButton", "UISwitch", "UIStepper", "UISegmentedControl", "UIPageControl"]
    /// Controls whose default drag wins over pan recognizers on their ancestors (a slider's knob, a switch's knob).
    static let dragControls: Set<String> = ["UISlider", "UISwitch"]

    init(hierarchy: ViewHierarchy, hitView: ViewID?, path: [Point], duration: Double, cancelled: Bool) {
        guard let hit = hitView, let start = path.first else {
            (candidates, winner, recognizedAt) = ([], nil, nil)
            return
        }
        let distances = path.map { ((($0.x - start.x) * ($0.x - start.x)) + (($0.y - start.y) * ($0.y - start.y))).squareRoot() }
        let movement = distances.max() ?? 0
        let panStart = distances.firstIndex { $0 >= GestureThresholds.panHysteresis }
        var attached: [(view: ViewID, index: Int?, recognizer: GestureRecognizer)] = []
        var current: ViewID? = hit
        while let id = current {
            let view = hierarchy[id]
            for (index, recognizer) in view.gestures.enumerated() { attached.append((id, index, recognizer)) }
            if Self.scrollingClasses.contains(view.uikitClass.uikitClass) {
                attached.append((id, nil, GestureRecognizer(kind: .pan, name: "\(view.name).panGestureRecognizer")))
            }
            current = hierarchy.parent(of: id)
        }
        var outcomes: [GestureCandidate] = []
        var winner: GestureCandidate?
        var recognizedAt: Int?
        for (view, index, recognizer) in attached {
            var outcome: GestureOutcome
            var at: Int?
            if !recognizer.isEnabled {
                outcome = .disabled
            } else if let control = Self.controlKeepingItsAction(recognizer, on: view, hit: hit, hierarchy: hierarchy) {
                outcome = .preventedByControl(control)
            } else {
                at = Self.recognitionPoint(recognizer, movement: movement, panStart: panStart, pathCount: path.count, duration: duration, cancelled: cancelled)
                outcome = at == nil ? .failed : winner == nil ? .recognized : .otherRecognized
            }
            let candidate = GestureCandidate(view: view, index: index, recognizer: recognizer, outcome: outcome)
            if outcome == .recognized {
                winner = candidate
                recognizedAt = at
            }
            outcomes.append(candidate)
        }
        (candidates, self.winner, self.recognizedAt) = (outcomes, winner, recognizedAt)
    }

    /// Where along the path the recognizer would recognize, or nil when it fails.
    private static func recognitionPoint(
        _ recognizer: GestureRecognizer, movement: Double, panStart: Int?, pathCount: Int, duration: Double,
        cancelled: Bool
    ) -> Int? {
        guard !cancelled else { return nil }
        switch recognizer.kind {
        case .tap:
            return movement <= GestureThresholds.allowableMovement && duration < GestureThresholds.maximumTapDuration
                ? pathCount - 1 : nil
        case .longPress:
            // It recognizes while the finger is still down; the touch is cancelled where the finger then is, which
            // for a still finger is where it lifts.
            return movement <= GestureThresholds.allowableMovement && duration >= recognizer.minimumPressDuration
                ? pathCount - 1 : nil
        case .pan:
            return panStart
        }
    }

    /// The enabled control under the finger that keeps its default action against this recognizer, if any.
    private static func controlKeepingItsAction(
        _ recognizer: GestureRecognizer, on view: ViewID, hit: ViewID, hierarchy: ViewHierarchy
    ) -> ViewID? {
        var current: ViewID? = hit
        while let id = current, id != view {
            let control = hierarchy[id]
            if control.isEnabled {
                let uikit = control.uikitClass.uikitClass
                if recognizer.kind == .tap && tapControls.contains(uikit) { return id }
                if recognizer.kind == .pan && dragControls.contains(uikit) { return id }
            }
            current = hierarchy.parent(of: id)
        }
        return nil
    }
}
