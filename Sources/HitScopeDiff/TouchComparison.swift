import HitScopeCore

/// The scenes' own taps and touches (both versions', each once), answered by the engine in both versions: the
/// hit-test view and the verdict (who took the touch and the rule that decided it).
struct TouchComparison {
    let old: Scene
    let new: Scene
    /// The scenes' testers (old, new).
    let testers: (HitTester, HitTester)
    let matching: ViewMatching

    func touches(file: String) -> [TouchDiff] {
        var seen: Set<[Finger]> = []
        var touches: [[Finger]] = []
        for scene in [new, old] {
            for tap in scene.taps where seen.insert([.tap(at: tap)]).inserted { touches.append([.tap(at: tap)]) }
            for fingers in scene.touches where seen.insert(fingers).inserted { touches.append(fingers) }
        }
        let (oldTester, newTester) = testers
        return touches.map { fingers in
            let before = oldTester.answer(fingers, drawn: nil)
            let after = newTester.answer(fingers, drawn: nil)
            return TouchDiff(
                file: file, fingers: fingers, before: before, oldHierarchy: old.hierarchy, after: after, newHierarchy: new.hierarchy,
                level: level(before, after))
        }
    }

    /// Lost when a view took the touch before and another view (or nobody) takes it now; changed when the taker is
    /// the same view but the rule differs, or nobody took it before, or nobody takes it and the responder chain
    /// now ends elsewhere (an app delegate that is a `UIResponder` added or removed: Apple's chain goes on to it).
    private func level(_ beforeAnswer: TouchAnswer, _ afterAnswer: TouchAnswer) -> DiffLevel? {
        let (before, after) = (beforeAnswer.verdict, afterAnswer.verdict)
        let (takerBefore, takerAfter) = (Self.taker(before), Self.taker(after))
        let matched = takerBefore.flatMap { matching.new(for: $0) }
        if takerBefore != nil && (matched == nil || matched != takerAfter) { return .lost }
        if takerBefore == nil && takerAfter != nil { return .changed }
        if before.rule != after.rule || before.takenBy.kind != after.takenBy.kind { return .changed }
        if takerBefore == nil, beforeAnswer.delivery.responderChain.last != afterAnswer.delivery.responderChain.last { return .changed }
        return nil
    }

    /// The view that took the touch (the control, the scroll view, the recognizer's view, the list), if any.
    private static func taker(_ verdict: TouchVerdict) -> ViewID? {
        switch verdict.handledBy {
        case .view(let id), .controller(rootView: let id): id
        case .application, .appDelegate, nil: nil
        }
    }
}
