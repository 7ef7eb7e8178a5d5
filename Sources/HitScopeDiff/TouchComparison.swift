import HitScopeCore
import HitScopeOutput

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
        var touches: [(words: String, fingers: [Finger])] = []
        for scene in [new, old] {
            for tap in scene.taps where seen.insert([.tap(at: tap)]).inserted { touches.append(("tap at \(tap)", [.tap(at: tap)])) }
            for fingers in scene.touches where seen.insert(fingers).inserted { touches.append((Self.words(fingers), fingers)) }
        }
        let (oldTester, newTester) = testers
        return touches.map { words, fingers in
            let before = Answer(oldTester.answer(fingers, drawn: nil), old.hierarchy)
            let after = Answer(newTester.answer(fingers, drawn: nil), new.hierarchy)
            return TouchDiff(
                file: file, touch: words, hitViewBefore: before.hitView.map { old.hierarchy[$0].name },
                hitViewAfter: after.hitView.map { new.hierarchy[$0].name }, takenByBefore: before.record.takenBy.name,
                takenByAfter: after.record.takenBy.name, kindBefore: before.record.takenBy.kind, kindAfter: after.record.takenBy.kind,
                ruleBefore: before.record.decidingRule.id, ruleAfter: after.record.decidingRule.id, verdictBefore: before.record.summary,
                verdictAfter: after.record.summary, level: level(before, after), baseline: nil)
        }
    }

    /// A touch of several samples or fingers in words: where each finger starts and ends.
    private static func words(_ fingers: [Finger]) -> String {
        let each = fingers.map { finger -> String in
            guard let first = finger.samples.first?.point, let last = finger.samples.last?.point else { return "a finger" }
            return first == last ? "a finger at \(first)" : "a finger from \(first) to \(last)"
        }
        return "touch: " + each.joined(separator: ", ")
    }

    /// Lost when a view took the touch before and another view (or nobody) takes it now; changed when the taker is
    /// the same view but the rule differs, or nobody took it before.
    private func level(_ before: Answer, _ after: Answer) -> DiffLevel? {
        let takerBefore = before.taker.flatMap { matching.new(for: $0) }
        if before.taker != nil && (takerBefore == nil || takerBefore != after.taker) { return .lost }
        if before.taker == nil && after.taker != nil { return .changed }
        if before.record.decidingRule.id != after.record.decidingRule.id || before.record.takenBy.kind != after.record.takenBy.kind {
            return .changed
        }
        return nil
    }

    /// One version's answer to a touch.
    private struct Answer {
        let record: VerdictRecord
        let hitView: ViewID?
        /// The view that took the touch (the control, the scroll view, the recognizer's view, the list), if any.
        let taker: ViewID?

        init(_ answer: TouchAnswer, _ hierarchy: ViewHierarchy) {
            record = VerdictRecord(answer.verdict, delivery: answer.delivery, hierarchy: hierarchy)
            hitView = answer.verdict.hitView
            switch answer.verdict.handledBy {
            case .view(let id), .controller(rootView: let id): taker = id
            case .application, nil: taker = nil
            }
        }
    }
}
