/// Tap recognizers that need several taps (`numberOfTapsRequired` > 1), across the fingers of a touch sequence:
/// each tap is a finger that comes down after the previous one lifted, in one place (docs/gestures.md, "Recognizers
/// that wait for each other").
enum MultiTap {
    /// The longest pause between one tap's lift and the next tap's touch-down: about 0.35 s (not documented).
    static let maximumInterval: Double = 0.35

    /// A recognizer: the view it is attached to and its position in `view.gestures`.
    struct Key: Hashable {
        let view: ViewID
        let index: Int
    }

    enum Result: Equatable {
        /// It recognized when `finger` lifted, the last of `counted` (the fingers that were its taps, in order).
        case recognized(finger: Int, time: Double, counted: [Int])
        /// It failed at `time`: a finger did not tap, came down while another was down, or the pause ran out.
        /// `counted`: the fingers it had counted as taps until then.
        case failed(time: Double, counted: [Int])
    }

    /// Every multi-tap recognizer that some finger's hit-test view sees, and what it did.
    static func results(_ fingers: [Finger], hits: [ViewID?], in hierarchy: ViewHierarchy) -> [Key: Result] {
        let order = fingers.indices.filter { hits[$0] != nil && !fingers[$0].samples.isEmpty }
            .sorted { (fingers[$0].start, $0) < (fingers[$1].start, $1) }
        let paths = hits.map { $0.map(hierarchy.path(to:)) ?? [] }
        var results: [Key: Result] = [:]
        for id in Set(paths.joined()) {
            for (index, recognizer) in hierarchy[id].gestures.enumerated() where recognizer.kind == .tap && recognizer.numberOfTaps > 1 {
                let seen = order.filter { paths[$0].contains(id) }
                results[Key(view: id, index: index)] = result(recognizer, fingers: fingers, seen: seen)
            }
        }
        return results
    }

    private static func result(_ recognizer: GestureRecognizer, fingers: [Finger], seen: [Int]) -> Result {
        var counted: [Int] = []
        var lastLift: Double?
        for f in seen {
            let finger = fingers[f]
            if let lastLift {
                if finger.start > lastLift + maximumInterval { return .failed(time: lastLift + maximumInterval, counted: counted) }
                if finger.start < lastLift { return .failed(time: finger.start, counted: counted) }
            }
            guard isTap(finger) else { return .failed(time: finger.end, counted: counted) }
            counted.append(f)
            lastLift = finger.end
            if counted.count == recognizer.numberOfTaps { return .recognized(finger: f, time: finger.end, counted: counted) }
        }
        return .failed(time: (lastLift ?? 0) + maximumInterval, counted: counted)
    }

    /// One tap: a finger that stays within `allowableMovement` and lifts within the tap's maximum duration.
    static func isTap(_ finger: Finger) -> Bool {
        !finger.cancelled && finger.movement(until: finger.end) <= GestureThresholds.allowableMovement
            && finger.end - finger.start < GestureThresholds.maximumTapDuration
    }
}
