import HitScopeCore
import HitScopeOutput

/// What UIKit does with a tap: who took it and why, every hit-test step, the hit-test view and the responder chain.
public struct TouchTrace: Sendable {
    /// The tap, in screen points.
    public let point: Point
    /// The hit-test view, or `nil` when every window returned nil.
    public let hitView: SceneView?
    /// The responders from the hit-test view up: views, their controllers, then the application.
    public let responderChain: [SceneResponder]
    /// Who took the tap and the rule that decided it.
    public let verdict: TouchVerdictAnswer
    /// The responder that took the touch (a control, a view or controller that handles touches, a recognizer's
    /// view, a list that selects), or `nil` when nobody did.
    public let handledBy: SceneResponder?
    /// The trace as `hitscope trace` prints it: one line per call, then the chain and who handled the touch.
    public let text: String
    /// The trace as `hitscope trace --format json` writes it (one line, docs/trace-format.md).
    public let json: String
}

extension HitScene {
    /// Traces a tap at `point` (screen points) the way UIKit handles it.
    public func trace(at point: Point) -> TouchTrace {
        let hierarchy = scene.hierarchy
        // The view drawn under the finger that missed the touch, with its fixes proven on a copy of the whole scene.
        let drawnHere = DrawnHere(scene: scene, sceneFile: file)
        let answer = tester.answer([.tap(at: point)], drawn: drawnHere.drawn)
        let (delivery, verdict) = (answer.delivery, answer.verdict)
        return TouchTrace(
            point: point,
            hitView: delivery.hitView.map { SceneView($0, in: hierarchy) },
            responderChain: delivery.responderChain.map { SceneResponder($0, in: hierarchy) },
            verdict: TouchVerdictAnswer(answer, missed: drawnHere.missed(answer, fingers: [.tap(at: point)], tester: tester), hierarchy: hierarchy),
            handledBy: verdict.handledBy.map { SceneResponder($0, in: hierarchy) },
            text: TraceTextFormatter(hierarchy).tapReport(tester: tester, point: point, drawnHere: drawnHere),
            json: TraceJSON(tester: tester, fingers: [.tap(at: point)], drawnHere: drawnHere).jsonLine
        )
    }
}
