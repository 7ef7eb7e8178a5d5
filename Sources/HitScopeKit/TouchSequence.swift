import HitScopeCore
import HitScopeOutput

/// What UIKit does with a touch over time (one finger or several, timed samples): who took it and why, the
/// hit-test view, every phase each view heard, what scrolled, which recognizers recognized, what was selected.
public struct TouchSequence: Sendable {
    /// One phase a responder chain heard.
    public struct Event: Hashable, Sendable {
        /// Seconds from the sequence's first sample.
        public let time: Double
        /// The finger's index in the sequence.
        public let finger: Int
        /// `began`, `moved`, `ended` or `cancelled`.
        public let phase: String
        /// Where the finger was, in screen points.
        public let point: Point
        /// The responders that received it, from the hit-test view up.
        public let receivers: [SceneResponder]
        /// The responder that handled it, `nil` when the application dropped it.
        public let handledBy: SceneResponder?
        /// The control events sent (`touchDown`, `touchUpInside`…).
        public let sends: [String]
    }

    /// A table or collection view's delegate call.
    public struct SelectionCall: Hashable, Sendable {
        public let list: SceneView
        public let cell: SceneView
        /// The cell's row or item among the list's cells.
        public let index: Int
        /// `tableView:didSelectRowAtIndexPath:` or `collectionView:didSelectItemAtIndexPath:`.
        public let delegateMethod: String
    }

    /// Who took the touch, and the rule that decided it.
    public let verdict: TouchVerdictAnswer
    /// The first finger's hit-test view.
    public let hitView: SceneView?
    /// Every phase the views heard, in time order.
    public let timeline: [Event]
    /// The scroll views that scrolled, in the order they began.
    public let scrolled: [SceneView]
    /// The recognizers that recognized, by name, in the order they did.
    public let recognized: [String]
    /// The selection a table or collection view reported.
    public let selection: SelectionCall?
    /// The sequence as `hitscope trace --finger …` prints it: the verdict, the steps, the timeline.
    public let text: String
    /// The sequence as `hitscope trace --finger … --format json` writes it (one line, docs/trace-format.md).
    public let json: String
}

extension HitScene {
    /// Delivers a touch sequence: each finger is its timed samples (seconds from the sequence's first sample,
    /// screen points), down at its first sample and lifted at its last, on one clock.
    public func touch(fingers: [[TouchSample]]) -> TouchSequence {
        let hierarchy = scene.hierarchy
        let engineFingers = fingers.map { Finger(samples: $0) }
        // The view drawn under the finger that missed the touch, with its fixes proven on a copy of the whole scene.
        let drawnHere = DrawnHere(scene: scene, sceneFile: file)
        let answer = tester.answer(engineFingers, drawn: drawnHere.drawn)
        let delivery = answer.delivery
        let view = { (id: ViewID) in SceneView(id, in: hierarchy) }
        return TouchSequence(
            verdict: TouchVerdictAnswer(answer, missed: drawnHere.missed(answer, fingers: engineFingers, tester: tester), hierarchy: hierarchy),
            hitView: delivery.hitView.map(view),
            timeline: delivery.phases.map { phase in
                TouchSequence.Event(
                    time: phase.time, finger: phase.finger, phase: phase.phase.rawValue, point: phase.point,
                    receivers: phase.receivers.map { SceneResponder($0, in: hierarchy) },
                    handledBy: phase.handledBy.map { SceneResponder($0, in: hierarchy) },
                    sends: phase.sends.map(\.rawValue))
            },
            scrolled: delivery.scrolled.map(view),
            recognized: delivery.gestures.filter { $0.outcome == .recognized }.sorted { ($0.time ?? 0) < ($1.time ?? 0) }.map(\.recognizer.name),
            selection: delivery.selection.map {
                TouchSequence.SelectionCall(list: view($0.list), cell: view($0.cell), index: $0.index, delegateMethod: $0.delegateMethod(in: hierarchy))
            },
            text: TraceTextFormatter(hierarchy).touchReport(tester: tester, fingers: engineFingers, drawnHere: drawnHere),
            json: TraceJSON(tester: tester, fingers: engineFingers, drawnHere: drawnHere).jsonLine)
    }
}
