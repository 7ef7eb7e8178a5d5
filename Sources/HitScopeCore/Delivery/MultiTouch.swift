/// Recognizers that need several fingers down on their view at once (`numberOfTouchesRequired` > 1), across the
/// fingers of a touch sequence, in one place (docs/gestures.md, "Recognizers that need several fingers"): a tap
/// recognizes when the required fingers, down together, have each tapped, at the last one's lift; a long press
/// when they have been down together for `minimumPressDuration` without moving more than `allowableMovement`.
package enum MultiTouch {
    enum Result: Equatable {
        /// It recognized on `finger` (the last of `counted` to lift for a tap, the last to come down for a press) at
        /// `time`; `counted` are the fingers that were its touches.
        case recognized(finger: Int, time: Double, counted: [Int])
    }

    /// The first gesture of every recognizer that needs several fingers and that some finger's hit-test view sees:
    /// the first moment the required number of its fingers are down at once decides; nothing when that never
    /// happens or the fingers do not fit (the recognizer fails for every finger).
    static func results(_ fingers: [Finger], hits: [ViewID?], in hierarchy: ViewHierarchy) -> [MultiTap.Key: Result] {
        let order = fingers.indices.filter { hits[$0] != nil && !fingers[$0].samples.isEmpty && !fingers[$0].cancelled }
            .sorted { (fingers[$0].start, $0) < (fingers[$1].start, $1) }
        guard order.count > 1 else { return [:] }
        let paths = hits.map { $0.map(hierarchy.path(to:)) ?? [] }
        var results: [MultiTap.Key: Result] = [:]
        for id in Set(paths.joined()) {
            for (index, recognizer) in hierarchy[id].gestures.enumerated() where recognizer.numberOfTouches > 1 && recognizer.kind != .pan {
                let seen = order.filter { paths[$0].contains(id) }
                if let result = gesture(recognizer, fingers: fingers, seen: seen) { results[MultiTap.Key(view: id, index: index)] = result }
            }
        }
        return results
    }

    /// The recognizer's gesture: the first `numberOfTouches` of its fingers that are down together (when the last of
    /// them comes down), if they fit it.
    private static func gesture(_ recognizer: GestureRecognizer, fingers: [Finger], seen: [Int]) -> Result? {
        let required = recognizer.numberOfTouches
        for (position, last) in seen.enumerated() where position + 1 >= required {
            let moment = fingers[last].start
            let down = seen[...position].filter { fingers[$0].start <= moment && fingers[$0].end > moment || $0 == last }
            guard down.count >= required else { continue }
            let group = Array(down.prefix(required - 1)) + [last]
            switch recognizer.kind {
            case .tap:
                guard group.allSatisfy({ MultiTap.isTap(fingers[$0]) }),
                    let lifting = group.max(by: { (fingers[$0].end, $0) < (fingers[$1].end, $1) })
                else { return nil }
                return .recognized(finger: lifting, time: fingers[lifting].end, counted: group)
            case .longPress:
                let time = moment + recognizer.minimumPressDuration
                guard group.allSatisfy({ fingers[$0].end >= time && fingers[$0].movement(until: time) <= recognizer.allowableMovement })
                else { return nil }
                return .recognized(finger: last, time: time, counted: group)
            case .pan:
                return nil
            }
        }
        return nil
    }
}
