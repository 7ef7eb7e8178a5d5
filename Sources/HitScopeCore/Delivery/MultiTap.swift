/// Tap recognizers that need several taps (`numberOfTapsRequired` > 1), across the fingers of a touch sequence:
/// each tap is a finger that comes down after the previous one lifted, in one place (docs/gestures.md, "Recognizers
/// that wait for each other").
package enum MultiTap {
    /// The longest pause between one tap's lift and the next tap's touch-down: about 0.35 s (not documented).
    package static let maximumInterval: Double = 0.35

    /// A recognizer: the view it is attached to and its position in `view.gestures`.
    struct Key: Hashable {
        let view: ViewID
        let index: Int
    }

    enum Result: Equatable {
        /// It recognized when `finger` lifted, the last of `counted` (the fingers that were its taps, in order).
        case recognized(finger: Int, time: Double, counted: [Int])
        /// It failed at `time`: `failedBy` did not tap or came down while another was down, or (nil) the pause
        /// ran out. `counted`: the fingers it had counted as taps until then.
        case failed(time: Double, counted: [Int], failedBy: Int?)

        /// Whether this gesture counted `finger` as a tap or failed because of it.
        func involves(_ finger: Int) -> Bool {
            switch self {
            case .recognized(_, _, let counted): counted.contains(finger)
            case .failed(_, let counted, let failedBy): counted.contains(finger) || failedBy == finger
            }
        }
    }

    /// Every multi-tap recognizer that some finger's hit-test view sees, and each gesture it made, in order: after
    /// each one, recognized or failed, it is reset to possible and starts counting again ("UIGestureRecognizer.State
    /// .failed … is reset to possible").
    static func results(_ fingers: [Finger], hits: [ViewID?], in hierarchy: ViewHierarchy) -> [Key: [Result]] {
        var results: [Key: [Result]] = [:]
        var order: [Int]?  // `comingDown`, worked out at the first multi-tap recognizer
        // Each view on a finger's path once, walked up from its hit-test view: most touches meet no such recognizer,
        // and then no path, list or set is made for one finger.
        var visited = Set<ViewID>()
        for hit in hits {
            var current = hit
            while let id = current {
                current = hierarchy.parent(of: id)
                if hits.count > 1, !visited.insert(id).inserted { continue }
                for (index, recognizer) in hierarchy[id].gestures.enumerated() where recognizer.kind == .tap && recognizer.numberOfTaps > 1 {
                    let sorted = order ?? comingDown(fingers, hits: hits)
                    order = sorted
                    let seen = sorted.filter { finger in hits[finger].map { hierarchy.isAncestor(id, of: $0) } ?? false }
                    results[Key(view: id, index: index)] = gestures(recognizer, fingers: fingers, seen: seen)
                }
            }
        }
        return results
    }

    /// The fingers that reach a view, in the order they come down.
    private static func comingDown(_ fingers: [Finger], hits: [ViewID?]) -> [Int] {
        fingers.indices.filter { hits[$0] != nil && !fingers[$0].samples.isEmpty }.sorted { (fingers[$0].start, $0) < (fingers[$1].start, $1) }
    }

    /// The gesture of `results` that counted `finger` or failed because of it, if any.
    static func gesture(of finger: Int, in results: [Result]?) -> Result? {
        results?.first { $0.involves(finger) }
    }

    /// The recognizer's gestures over the fingers it sees (in the order they come down). A finger that comes down
    /// while a failed gesture's fingers are still down belongs to that gesture: the recognizer resets only once
    /// its touches have ended.
    private static func gestures(_ recognizer: GestureRecognizer, fingers: [Finger], seen: [Int]) -> [Result] {
        var results: [Result] = []
        var counted: [Int] = []
        var lastLift: Double?
        var downUntil = -Double.infinity
        func conclude(_ result: Result) {
            results.append(result)
            counted = []
            lastLift = nil
        }
        for f in seen {
            let finger = fingers[f]
            if finger.start < downUntil {
                downUntil = max(downUntil, finger.end)
                continue
            }
            if let last = lastLift, finger.start > last + maximumInterval {
                conclude(.failed(time: last + maximumInterval, counted: counted, failedBy: nil))
            }
            if let last = lastLift, finger.start < last {
                conclude(.failed(time: finger.start, counted: counted, failedBy: f))
                downUntil = max(last, finger.end)
                continue
            }
            guard isTap(finger) else {
                conclude(.failed(time: finger.end, counted: counted, failedBy: f))
                continue
            }
            counted.append(f)
            lastLift = finger.end
            if counted.count == recognizer.numberOfTaps { conclude(.recognized(finger: f, time: finger.end, counted: counted)) }
        }
        if let last = lastLift { conclude(.failed(time: last + maximumInterval, counted: counted, failedBy: nil)) }
        return results
    }

    /// One tap: a finger that stays within `allowableMovement` and lifts within the tap's maximum duration.
    static func isTap(_ finger: Finger) -> Bool {
        !finger.cancelled && finger.movement(until: finger.end) <= GestureThresholds.allowableMovement
            && finger.end - finger.start < GestureThresholds.maximumTapDuration
    }
}
