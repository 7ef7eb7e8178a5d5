import HitScopeAudit
import HitScopeCore

/// Proves fixes on copies of the whole scene and ranks them. What a change does to the scene is worked out once and
/// kept (each changed copy compiled once, compared with the scene once), so that one checker asked about many views
/// and points (a report's verdicts and why-not answers, the viewer's touches) pays for each change once.
public struct WholeSceneFixes: Sendable {
    public let scene: Scene
    /// Area changes smaller than this, in points², are not costs (`SceneDiffer.defaultMinimumChange`).
    public let minimumChange: Double
    /// Whether a change is compared with the scene only where it can change an answer (`comparedViews`).
    private let comparesWhereChanged: Bool
    private var prover: FixProver
    /// What every comparison of a change with the scene needs, worked out when the first change is compared.
    private var baseline: Baseline?
    /// What each change compared so far does to the scene.
    private var effects: [FixChange: ChangeEffects] = [:]
    /// The areas of views in the scene measured so far (`wholeArea(of:seenBy:_:)`).
    private var wholeAreas: [WholeAreaKey: Double] = [:]

    /// `tester`: `HitTester(scene.hierarchy)`, when the caller has one.
    public init(scene: Scene, tester: HitTester? = nil, minimumChange: Double = SceneDiffer.defaultMinimumChange) {
        self.init(scene: scene, tester: tester, minimumChange: minimumChange, comparesWhereChanged: true)
    }

    /// `comparesWhereChanged: false` compares every touch target and recognizer view with each changed copy: what
    /// WholeSceneFixTests holds the restricted check equal to.
    package init(scene: Scene, tester: HitTester?, minimumChange: Double, comparesWhereChanged: Bool) {
        self.scene = scene
        self.minimumChange = minimumChange
        self.comparesWhereChanged = comparesWhereChanged
        prover = FixProver(tester ?? HitTester(scene.hierarchy))
    }

    /// How many changes were compared with the scene so far: what a caller with a budget counts.
    public var comparedChanges: Int { effects.count }

    /// The work an answer may spend on comparing changes with the scene, in views × changes.
    static let work = 20_000
    /// The changes compared whatever the scene's size: a few taps' missed views, each with its candidates.
    public static let changesAlwaysCompared = 16

    /// How many changes one run (a page, an audit, a trace's answer) compares with a scene of `views` views before
    /// its answers only name the `hitscope why` command that proves their fixes: a change compared costs at least as
    /// much as the scene is large, so max(16, 20,000 ÷ views), and none in a scene of more than
    /// `Auditor.provenFixLimit` views.
    public static func changeBudget(views: Int) -> Int {
        views <= Auditor.provenFixLimit ? max(changesAlwaysCompared, work / max(1, views)) : 0
    }

    /// The ranked fixes that get `view` the touch of `fingers`: every candidate the engine knows for the reason it
    /// misses (`FixProver.provenChanges`), each compared with the scene. A change not compared before costs the
    /// touch targets and recognizer views whose touch area it can change (`comparedViews`), plus the scene's own
    /// taps: a question about one view, not a walk over every view's area. `answer`: the engine's why-not answer for
    /// `view` at the touch's first point, when the caller has it (`FixProver.provenChanges`).
    public mutating func rank(for view: ViewID, fingers: [Finger], answer: WhyNotAnswer? = nil) -> RankedFixes {
        let proven = prover.provenChanges(for: view, fingers: fingers, answer: answer)
        var checked: [(index: Int, fix: CheckedFix)] = []
        for (index, (change, copy)) in proven.changes.enumerated() {
            let costs = costs(of: change, copy, asked: view, tap: fingers.first?.samples.first?.point)
            checked.append((index, CheckedFix(change: change, costs: costs)))
        }
        return RankedFixes(notNeeded: proven.notNeeded, layoutCause: proven.layoutCause, fixes: Self.ranked(checked), refused: proven.refused)
    }

    /// The changes that may meet `goal` for a tap at `point` (`FixGoal.candidates`), each made on a copy of the scene:
    /// those that meet it there (`FixGoal.isMet`), each compared with the scene, ranked as `rank` ranks. Empty when
    /// none meets it.
    public mutating func prove(_ goal: FixGoal, at point: Point) -> [CheckedFix] {
        var checked: [(index: Int, fix: CheckedFix)] = []
        for (index, change) in goal.candidates(in: scene.hierarchy).enumerated() {
            guard let copy = prover.changed(by: change), goal.isMet(by: copy, at: point) else { continue }
            checked.append((index, CheckedFix(change: change, costs: costs(of: change, copy, asked: goal.view, tap: point))))
        }
        return Self.ranked(checked)
    }

    /// The ranking rule (docs/rules.md, "Fixes are proven on the whole scene, and ranked"): free fixes first, then by
    /// the heaviest cost, then the smallest change (`FixChange.rank`), then the engine's order of candidates.
    private static func ranked(_ checked: [(index: Int, fix: CheckedFix)]) -> [CheckedFix] {
        checked.sorted { lhs, rhs in
            let l = (lhs.fix.costs.map(\.weight).max() ?? 0, lhs.fix.change.rank, lhs.index)
            let r = (rhs.fix.costs.map(\.weight).max() ?? 0, rhs.fix.change.rank, rhs.index)
            return l < r
        }.map(\.fix)
    }

    /// The view drawn under the finger that missed the touch (`HitTester.missedView`), with its fixes ranked: what
    /// the report and the viewer say under a verdict ("Drawn here: …").
    public mutating func missedTouch(_ fingers: [Finger], verdict: TouchVerdict, drawn: DrawnViewIndex) -> CheckedMissedTouch? {
        prover.tester.missedView(fingers, verdict: verdict, drawn: drawn).map { missedTouch($0, fingers: fingers) }
    }

    /// The view a touch of `fingers` missed (`missed`, from `HitTester.missedView` or `TouchAnswer.missed`), with its
    /// fixes ranked.
    public mutating func missedTouch(_ missed: WhyNotAnswer, fingers: [Finger]) -> CheckedMissedTouch {
        CheckedMissedTouch(answer: missed, ranked: rank(for: missed.view, fingers: fingers))
    }

    /// A pointInside override enlarging `view`'s hit area to at least `minimum` (`FixChange.enlargeHitArea`: the
    /// audit's fix for a touch target that is too small), compared with the whole scene: the touch area `view` gains,
    /// and what else the change costs (touch area taken from a neighbour, a recognizer turned off, a tap of the scene
    /// that changes hands). Nil when the change cannot be made.
    public mutating func check(enlarging view: ViewID, to minimum: Size) -> (fix: CheckedFix, gained: Double)? {
        let change = FixChange.enlargeHitArea(view, minimum)
        guard let copy = prover.changed(by: change) else { return nil }
        let costs = costs(of: change, copy, asked: view, tap: nil)
        return (CheckedFix(change: change, costs: costs), effects[change]?.gained ?? 0)
    }

    /// What `change` (made on the copy `after`) changes besides what it is for: getting `asked` the touch at `tap`
    /// (any tap of the scene `asked` then gets), or, when `tap` is nil (an enlarged hit area), getting `asked` the taps
    /// nobody took (a tap another responder took is taken from it).
    private mutating func costs(of change: FixChange, _ after: HitTester, asked: ViewID, tap: Point?) -> [FixCost] {
        let known: ChangeEffects
        if let kept = effects[change] {
            known = kept
        } else {
            known = compare(change, after)
            effects[change] = known
        }
        var costs = known.areas.filter { $0.view != asked }.flatMap(\.costs)
        for (touch, new) in zip(baseline?.touches ?? [], known.verdicts) where touch.point != tap {
            // A tap the asked view now gets is what a fix for its tap is for, not a cost; so is a tap nobody took
            // that an enlarged view now gets.
            guard !touch.verdict.takenBy.isSame(as: new.takenBy) else { continue }
            if new.hitView == asked && (tap != nil || touch.verdict.takenBy == .nobody) { continue }
            costs.append(.changesTap(at: touch.point, before: touch.verdict.takenBy, after: new.takenBy))
        }
        return costs
    }

    /// The copy `after` compared with the scene: the touch targets' and recognizer views' lost areas, what an
    /// enlarged view gains, and the verdict of each of the scene's taps and touches.
    private mutating func compare(_ change: FixChange, _ after: HitTester) -> ChangeEffects {
        let hierarchy = scene.hierarchy
        let baseline = self.baseline ?? Baseline(scene: scene, tester: prover.tester)
        self.baseline = baseline
        var changed = scene
        changed.hierarchy = after.hierarchy
        let comparer = TouchAreaComparer(before: baseline.measured, after: MeasuredScene(changed, after))
        var areas: [(view: ViewID, costs: [FixCost])] = []
        let (compared, changedRegion) = comparedViews(change, comparer, watched: baseline.watched)
        // One pass over the changed region gives every compared view's areas there in both versions.
        let pairs = changedRegion.map { comparer.answerPairs(within: $0) }
        for id in compared {
            var costs: [FixCost] = []
            // Recognizers see the touches of their view's subtree (`ViewHierarchy.recognizers(on:see:)`): where none
            // is left, they are turned off; a view that is no touch target loses what its recognizers lose.
            let recognizers = hierarchy[id].gestures.filter(\.isEnabled)
            if !recognizers.isEmpty, let lost = loss(of: id, seenBy: .recognizers, comparer, changedRegion, pairs) {
                if lost.all {
                    costs += recognizers.map { FixCost.turnsOffRecognizer(view: id, recognizer: $0) }
                } else if !baseline.audited[id.index] {
                    costs.append(.takesArea(from: id, area: lost.area, all: false))
                }
            }
            if baseline.audited[id.index], let lost = loss(of: id, seenBy: .touches, comparer, changedRegion, pairs) {
                costs.append(.takesArea(from: id, area: lost.area, all: lost.all))
            }
            if !costs.isEmpty { areas.append((view: id, costs: costs)) }
        }
        // A touch that stays away from where the changed view can answer is delivered as in the scene.
        let verdicts = baseline.touches.map { touch in
            if comparesWhereChanged, comparer.deliversAlike(touch.fingers, changedBy: change.view) {
                return touch.verdict
            }
            return after.deliverTouches(touch.fingers).verdict(in: after.hierarchy)
        }
        var gained = 0.0
        if case .enlargeHitArea(let enlarged, _) = change {
            // What it gains it gains where the change can change an answer: the pass over that region says it.
            if let own = pairs.flatMap({ comparer.areas(of: enlarged, seenBy: .touches, wherever: $0) }) {
                gained = DiffNumbers.area(max(0, own.after - own.before))
            } else {
                let own = comparer.compare(old: enlarged, new: enlarged)
                gained = DiffNumbers.area(max(0, own.areaAfter - own.areaBefore))
            }
        }
        return ChangeEffects(areas: areas, gained: gained, verdicts: verdicts)
    }

    /// What view `id` loses (its touch area, or the area its recognizers see: `rule`): nil when it loses no more
    /// than `minimumChange`; `all` when none is left. Outside `changedRegion` both versions answer alike, so what it
    /// loses it loses there: one pass over that region (`pairs`, `TouchAreaComparer.areas`) gives it, and its area
    /// in the scene (measured once per view) what is left. Where those sums fall within rounding of a threshold, or
    /// curved edges make them approximate, the view's own comparisons decide: within the region, then everywhere.
    private mutating func loss(
        of id: ViewID, seenBy rule: TouchAreaComparer.AreaRule, _ comparer: TouchAreaComparer, _ changedRegion: Box?,
        _ pairs: AnswerPairs?
    ) -> (area: Double, all: Bool)? {
        func measured(within clip: Box) -> TouchAreaChange {
            switch rule {
            case .touches: comparer.compare(old: id, new: id, within: clip)
            case .recognizers: comparer.compare(recognizersOn: id, within: clip)
            }
        }
        if let near = pairs.flatMap({ comparer.areas(of: id, seenBy: rule, wherever: $0) }) {
            let lost = near.before - near.after
            let rounding = 1e-9 * (1 + near.before + near.after)
            if lost <= minimumChange - rounding { return nil }
            if lost > minimumChange + rounding {
                let whole = wholeArea(of: id, seenBy: rule, comparer)
                let left = whole - lost
                let wholeRounding = rounding + 1e-9 * whole
                if abs(left - minimumChange) > wholeRounding { return (DiffNumbers.area(lost), left < minimumChange) }
            }
        } else if let changedRegion {
            let near = measured(within: changedRegion)
            guard near.areaAfter < near.areaBefore - minimumChange else { return nil }
        }
        let area = measured(within: .everywhere)
        guard area.areaAfter < area.areaBefore - minimumChange else { return nil }
        return (DiffNumbers.area(area.areaBefore - area.areaAfter), area.areaAfter < minimumChange)
    }

    /// The area of `id` in the scene seen by `rule`, measured when first asked and kept: every change is compared
    /// with the same scene.
    private mutating func wholeArea(of id: ViewID, seenBy rule: TouchAreaComparer.AreaRule, _ comparer: TouchAreaComparer) -> Double {
        let key = WholeAreaKey(view: id, rule: rule)
        if let known = wholeAreas[key] { return known }
        let area = comparer.areaBefore(of: id, seenBy: rule)
        wholeAreas[key] = area
        return area
    }

    /// The touch targets and views with an enabled recognizer, in drawing order, whose touch area `change` can
    /// change, and the changed region: those whose measured region (in the scene or the copy) meets the part of the
    /// screen where the changed view's `hitTest` can answer in either (`TouchAreaComparer.region(changedBy:)`).
    /// Elsewhere every hit test answers alike, so no area there differs. Every one of them, and no region, when
    /// `comparesWhereChanged` is false.
    private func comparedViews(_ change: FixChange, _ comparer: TouchAreaComparer, watched: [ViewID]) -> ([ViewID], Box?) {
        guard comparesWhereChanged else { return (watched, nil) }
        guard let region = comparer.region(changedBy: change.view) else { return ([], nil) }
        return (watched.filter { comparer.mayChange($0, within: region) }, region)
    }
}

/// The scene as every comparison of a change sees it (`WholeSceneFixes`).
private struct Baseline: Sendable {
    /// The scene laid out for measuring.
    let measured: MeasuredScene
    /// Whether each view is a touch target (`Auditor.auditedViews`).
    let audited: [Bool]
    /// The touch targets and views with an enabled recognizer, in drawing order: the views whose areas a change may
    /// cost.
    let watched: [ViewID]
    /// The scene's own taps and touches, each with where it starts and its verdict in the scene.
    let touches: [(fingers: [Finger], point: Point, verdict: TouchVerdict)]

    init(scene: Scene, tester: HitTester) {
        let hierarchy = scene.hierarchy
        measured = MeasuredScene(scene, tester)
        let audited = Auditor.auditedViews(in: hierarchy)
        self.audited = audited
        watched = hierarchy.drawingOrder.filter { audited[$0.index] || hierarchy[$0].gestures.contains(where: \.isEnabled) }
        touches = (scene.taps.map { [Finger.tap(at: $0)] } + scene.touches).compactMap { touch in
            touch.first?.samples.first.map { (fingers: touch, point: $0.point, verdict: tester.deliverTouches(touch).verdict(in: hierarchy)) }
        }
    }
}

/// A view and whose area of it is meant: the key of a view's area in the scene (`WholeSceneFixes`).
private struct WholeAreaKey: Hashable, Sendable {
    let view: ViewID
    let rule: TouchAreaComparer.AreaRule
}

/// What one change does to the scene, kept per change (`WholeSceneFixes`).
private struct ChangeEffects: Sendable {
    /// Each touch target or recognizer view that loses touch area, with what that costs.
    let areas: [(view: ViewID, costs: [FixCost])]
    /// For `FixChange.enlargeHitArea`, the touch area the enlarged view gains, in points² (else 0).
    let gained: Double
    /// The verdict of each of the scene's taps and touches on the changed copy.
    let verdicts: [TouchVerdict]
}

/// The view drawn under the finger that did not get the touch (`HitTester.missedView`), why, and the fixes for it
/// proven on the whole scene.
public struct CheckedMissedTouch: Hashable, Sendable {
    /// Why the view is not the hit-test view there (`answer.view` is the view).
    public let answer: WhyNotAnswer
    public let ranked: RankedFixes

    /// The view the touch missed.
    public var view: ViewID { answer.view }
}
