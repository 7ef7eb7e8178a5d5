import HitScopeCore
import HitScopeDiff
import HitScopeOutput

/// Why a view is, or is not, the hit-test view at a point: the first rule that decided it.
public struct WhyAnswer: Sendable {
    /// The view that was asked about.
    public let view: SceneView
    /// The tap, in screen points.
    public let point: Point
    /// The view that is the hit-test view there, or `nil` when every window returned nil.
    public let hitView: SceneView?
    /// The rule that decided.
    public let reason: WhyReason
    /// The view whose rule decided: the view itself, or an ancestor, a sibling or a redirecting view.
    public let decidingView: SceneView
    /// The best change HitScope proved on a copy of the whole scene when it changes nothing else there (the view
    /// then gets the tap, no other view loses touch area, no recognizer is turned off, no other tap of the scene
    /// changes hands), as an instruction; `nil` when none is needed, none does it, or each costs something
    /// (``fixes`` says what).
    public let fix: String?
    /// Every fix proven on a copy of the whole scene, best first (docs/rules.md, "Fixes are proven on the whole
    /// scene"): each change with what else it changes in the scene; empty when none is needed or none does it.
    public let fixes: [ProvenFix]
    /// The degenerate ancestor behind the miss (0 pt wide or tall, or holding none of its subviews), in words;
    /// `nil` when the cause is not a layout bug.
    public let layoutCause: String?
    /// The explanation as `hitscope why` prints it, with the proven fix or why no simple change does it.
    public let text: String
    /// The answer as `hitscope why --format json` writes it (one line, docs/trace-format.md).
    public let json: String

    /// Whether a tap at ``point`` reaches ``view`` itself.
    public var reachesView: Bool { hitView == view }
}

extension HitScene {
    /// Explains why `view` is or is not the hit-test view for a tap at `point` (screen points).
    public func why(_ view: SceneView, at point: Point) -> WhyAnswer {
        let hierarchy = scene.hierarchy
        let answer = tester.whyNot(view.id, at: point)
        var fixes = WholeSceneFixes(scene: scene, tester: tester)
        let ranked = fixes.rank(for: view.id, fingers: [.tap(at: point)])
        let document = WhyNotDocument(answer, ranked: ranked, hierarchy: hierarchy)
        return WhyAnswer(
            view: view,
            point: point,
            hitView: answer.hitView.map { SceneView($0, in: hierarchy) },
            reason: WhyReason(answer.reason),
            decidingView: SceneView(answer.decidingView, in: hierarchy),
            fix: document.fix?.text,
            fixes: (document.fixes ?? []).map(ProvenFix.init),
            layoutCause: document.layoutCause?.text,
            text: document.message,
            json: document.jsonLine
        )
    }
}

/// A fix proven on a copy of the whole scene (``WhyAnswer/fixes``): the change, and what else it changes there.
public struct ProvenFix: Hashable, Sendable {
    /// What the change is: `resize`, `enableInteraction`, `disableInteraction`, `bringToFront`, `unhide`, … .
    public let change: String
    /// The name of the view the change is made on.
    public let view: String
    /// Whether it changes nothing else in the scene.
    public let isFree: Bool
    /// What else it changes, each in words ("turns off reloadTap (tap) on shimmerOverlay"); empty when free.
    public let costs: [String]
    /// The change and its costs in one sentence.
    public let text: String

    init(_ record: CheckedFixRecord) {
        (change, view, isFree, costs, text) = (record.change, record.view, record.free, record.costs, record.text)
    }
}
