/// `exclusiveTouch` and `multipleTouchEnabled`, in one place (docs/gestures.md, "Several fingers"): which fingers
/// of a sequence the views never hear of because of another finger.
enum TouchExclusivity {
    /// For each finger, the reason another finger keeps it from the views, or nil. Fingers are taken in the order
    /// they come down; a finger withheld here does not withhold others.
    static func withheld(_ fingers: [Finger], hitViews: [ViewID?], in hierarchy: ViewHierarchy) -> [TouchWithheld?] {
        var result = [TouchWithheld?](repeating: nil, count: fingers.count)
        let order = fingers.indices.sorted { (fingers[$0].start, $0) < (fingers[$1].start, $1) }
        var delivered: [Int] = []
        for f in order {
            guard let hit = hitViews[f] else { continue }
            let window = hierarchy.path(to: hit).first
            for g in delivered where fingers[g].end > fingers[f].start {
                guard let other = hitViews[g], hierarchy.path(to: other).first == window else { continue }
                if other == hit {
                    if !hierarchy[hit].isMultipleTouchEnabled { result[f] = .multipleTouchDisabled(hit) }
                } else if hierarchy[hit].isExclusiveTouch {
                    result[f] = .exclusiveTouch(hit)
                } else if hierarchy[other].isExclusiveTouch {
                    result[f] = .exclusiveTouch(other)
                }
                if result[f] != nil { break }
            }
            if result[f] == nil { delivered.append(f) }
        }
        return result
    }
}
