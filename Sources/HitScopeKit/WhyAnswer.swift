import HitScopeCore

/// Why a view is, or is not, the hit-test view at a point: the first rule that decided it.
public struct WhyAnswer: Sendable {
    /// The view that was asked about.
    public let view: SceneView
    /// The tap, in screen points.
    public let point: Point
    /// The view that is the hit-test view there, or `nil` when every window returned nil.
    public let hitView: SceneView?
    /// The rule that decided, as docs/trace-format.md names it: `isHitView`, `skipped`, `pointInsideNo`,
    /// `coveredBySibling`, `redirected`…
    public let reason: String
    /// The view whose rule decided: the view itself, or an ancestor, a sibling or a redirecting view.
    public let decidingView: String?
    /// The explanation as `hitscope why` prints it, with the fix when there is one.
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
        let document = WhyNotDocument(answer, hierarchy: hierarchy)
        return WhyAnswer(
            view: view,
            point: point,
            hitView: answer.hitView.map { SceneView($0, in: hierarchy) },
            reason: document.reason,
            decidingView: document.decidingView,
            text: document.message,
            json: document.jsonLine
        )
    }
}
