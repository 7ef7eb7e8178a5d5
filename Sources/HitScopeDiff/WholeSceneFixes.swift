import HitScopeAudit
import HitScopeCore

/// What else a fix changes in the scene, found by comparing the scene with its changed copy: the touch diff's exact
/// areas (`TouchAreaComparer`) of every touch target and every view with a recognizer, and the scene's own taps and
/// touches answered in both.
public enum FixCost: Hashable, Sendable {
    /// `view` (a touch target, or a view whose recognizers see its touches) loses `area` points² of touch area; `all`
    /// when none is left: its touches are turned off.
    case takesArea(from: ViewID, area: Double, all: Bool)
    /// `recognizer` on `view` saw touches before and sees none after: it is turned off.
    case turnsOffRecognizer(view: ViewID, recognizer: GestureRecognizer)
    /// Another tap or touch of the scene, first down at `point`, is taken by someone else (not by the asked view,
    /// which is what the fix is for).
    case changesTap(at: Point, before: TouchVerdict.Taker, after: TouchVerdict.Taker)

    /// How much the cost weighs in the ranking (docs/rules.md, "Fixes are proven on the whole scene"): a recognizer
    /// turned off, a view's touches turned off or another tap changing hands (2) before touch area taken (1).
    public var weight: Int {
        switch self {
        case .takesArea(_, _, let all): all ? 2 : 1
        case .turnsOffRecognizer, .changesTap: 2
        }
    }
}

/// A change that gets the asked view the touch on a copy of the scene, with everything else it changes there.
public struct CheckedFix: Hashable, Sendable {
    public let change: FixChange
    /// Empty when the change costs nothing else: no other view loses touch area, no recognizer is turned off, no
    /// other tap of the scene changes hands.
    public let costs: [FixCost]

    public var isFree: Bool { costs.isEmpty }
}

/// The fixes for "this view should get this touch", each proven on a copy of the whole scene, best first: the
/// answer `why`, the report and HitScopeKit give.
public struct RankedFixes: Hashable, Sendable {
    /// The view already gets the touch, or the touch reaching it is UIKit's normal behaviour.
    public let notNeeded: Bool
    /// The layout bug behind the miss, when an ancestor's size is the cause (named before any fix).
    public let layoutCause: LayoutCause?
    /// The changes that get the view the touch, ranked: free ones first, then by their heaviest cost, then the
    /// smallest change (flags, order, sizes, then overrides), then the engine's order of candidates.
    public let fixes: [CheckedFix]
    /// The candidates that do not get the view the touch, and why.
    public let refused: [FixAdvice.Refusal]

    /// The best fix, if any.
    public var best: CheckedFix? { fixes.first }
    /// Whether some fix costs nothing else.
    public var hasFreeFix: Bool { fixes.first?.isFree == true }
}

extension FixChange {
    /// The size of a change, for the ranking: a flag (0), the order of subviews (1), a size (2), an override to
    /// write or remove (3).
    public var rank: Int {
        switch self {
        case .unhide, .makeOpaque, .enableInteraction, .disableInteraction, .allowInteractionWhileAnimating: 0
        case .bringToFront: 1
        case .resize: 2
        case .askSubviewsOutsideBounds, .removeHitTestOverride: 3
        }
    }
}

/// Proves fixes on copies of the whole scene and ranks them.
public struct WholeSceneFixes {
    public let scene: Scene
    /// Area changes smaller than this, in points², are not costs (`SceneDiffer.defaultMinimumChange`).
    public var minimumChange: Double

    public init(scene: Scene, minimumChange: Double = SceneDiffer.defaultMinimumChange) {
        self.scene = scene
        self.minimumChange = minimumChange
    }

    /// The ranked fixes that get `view` the touch of `fingers`: every candidate the engine knows for the reason it
    /// misses (`FixProver.provenChanges`), each compared with the scene. Its cost grows with the scene's touch
    /// targets times the candidates (at most three): a question about one view, not a walk over every view.
    public func rank(for view: ViewID, fingers: [Finger], prover: inout FixProver) -> RankedFixes {
        let proven = prover.provenChanges(for: view, fingers: fingers)
        var checked: [(index: Int, fix: CheckedFix)] = []
        for (index, (change, copy)) in proven.changes.enumerated() {
            let costs = costs(of: copy, asked: view, fingers: fingers)
            checked.append((index, CheckedFix(change: change, costs: costs)))
        }
        checked.sort { lhs, rhs in
            let l = (lhs.fix.costs.map(\.weight).max() ?? 0, lhs.fix.change.rank, lhs.index)
            let r = (rhs.fix.costs.map(\.weight).max() ?? 0, rhs.fix.change.rank, rhs.index)
            return l < r
        }
        return RankedFixes(notNeeded: proven.notNeeded, layoutCause: proven.layoutCause, fixes: checked.map(\.fix), refused: proven.refused)
    }

    /// What the changed copy `after` changes besides getting `asked` the touch of `fingers`.
    func costs(of after: HitTester, asked: ViewID, fingers: [Finger]) -> [FixCost] {
        let hierarchy = scene.hierarchy
        var changed = scene
        changed.hierarchy = after.hierarchy
        let before = HitTester(hierarchy)
        let audited = Auditor.auditedViews(in: hierarchy)
        let watched = hierarchy.drawingOrder.filter { id in
            id != asked && (audited[id.index] || hierarchy[id].gestures.contains(where: \.isEnabled))
        }
        let comparer = TouchAreaComparer(before: scene, before, after: changed, after)
        let changes = watched.map { comparer.compare(old: $0, new: $0) }
        var costs: [FixCost] = []
        for (id, change) in zip(watched, changes) where change.areaAfter < change.areaBefore - minimumChange {
            let lost = change.areaBefore - change.areaAfter
            let all = change.areaAfter < minimumChange
            // Recognizers see the touches of their view's subtree: what it loses, they lose.
            let recognizers = hierarchy[id].gestures.filter(\.isEnabled)
            if all && !recognizers.isEmpty {
                costs += recognizers.map { FixCost.turnsOffRecognizer(view: id, recognizer: $0) }
                if audited[id.index] { costs.append(.takesArea(from: id, area: lost, all: true)) }
            } else {
                costs.append(.takesArea(from: id, area: lost, all: all))
            }
        }
        let askedPoint = fingers.first?.samples.first?.point
        let touches = scene.taps.map { [Finger.tap(at: $0)] } + scene.touches
        for touch in touches {
            guard let point = touch.first?.samples.first?.point, point != askedPoint else { continue }
            let old = before.deliverTouches(touch).verdict(in: hierarchy)
            let new = after.deliverTouches(touch).verdict(in: after.hierarchy)
            // A tap the asked view now gets is what the fix is for, not a cost.
            guard old.takenBy != new.takenBy, new.hitView != asked else { continue }
            costs.append(.changesTap(at: point, before: old.takenBy, after: new.takenBy))
        }
        return costs
    }
}
