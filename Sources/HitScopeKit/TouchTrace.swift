import HitScopeCore

/// What UIKit does with a tap: every hit-test step, the hit-test view, the responder chain and who handled it.
public struct TouchTrace: Sendable {
    /// The tap, in screen points.
    public let point: Point
    /// The hit-test view, or `nil` when every window returned nil.
    public let hitView: SceneView?
    /// The responders from the hit-test view up: views, their controllers, then `application`.
    public let responderChain: [String]
    /// The responder that handled the touch (`touchesBegan` not forwarded), or `nil` when none did.
    public let handledBy: String?
    /// The trace as `hitscope trace` prints it: one line per call, then the chain and who handled the touch.
    public let text: String
    /// The trace as `hitscope trace --format json` writes it (one line, docs/trace-format.md).
    public let json: String
}

extension HitScene {
    /// Traces a tap at `point` (screen points) the way UIKit handles it.
    public func trace(at point: Point) -> TouchTrace {
        let hierarchy = scene.hierarchy
        let delivery = tester.deliverTouch(along: [point])
        return TouchTrace(
            point: point,
            hitView: delivery.hitView.map { SceneView($0, in: hierarchy) },
            responderChain: delivery.responderChain.map(hierarchy.name(of:)),
            handledBy: delivery.handledBy.map(hierarchy.name(of:)),
            text: TraceTextFormatter(hierarchy).tapReport(tester: tester, point: point),
            json: TraceJSON(tester: tester, path: [point], duration: 0.1).jsonLine
        )
    }
}
