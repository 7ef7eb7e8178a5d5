import HitScopeCore
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
    /// A single-property change HitScope proved on a copy of the scene (the view then gets the tap, and no
    /// control that had it loses it), as an instruction; `nil` when none is needed or none does it.
    public let fix: String?
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
        let advice = tester.fixAdvice(for: view.id, fingers: [.tap(at: point)])
        let document = WhyNotDocument(answer, advice: advice, hierarchy: hierarchy)
        return WhyAnswer(
            view: view,
            point: point,
            hitView: answer.hitView.map { SceneView($0, in: hierarchy) },
            reason: WhyReason(answer.reason),
            decidingView: SceneView(answer.decidingView, in: hierarchy),
            fix: document.fix?.text,
            text: document.message,
            json: document.jsonLine
        )
    }
}
