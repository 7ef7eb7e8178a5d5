import HitScopeCore
import HitScopeOutput

/// What `hitscope trace` writes for each point of a share, as a `PointAnswers.Answer`.
public enum PointAnswerKind: Sendable {
    /// Hit-only answers (the batch hit-tested at once, in the engine's cell order): `x,y → name` lines, or JSON
    /// lines.
    case hitOnly(json: Bool)
    /// Full traces of a finger held `hold` seconds: text reports or JSON documents. `drawnHere`: for the verdict's
    /// "drawn here" view and its fixes proven on the whole scene (nil for points files).
    case trace(json: Bool, hold: Double, passes: Int, drawnHere: DrawnHere?)

    /// The answer for `tester`'s points. The options come as values: read through a property wrapper per point,
    /// each costs as much as a hit test.
    public func answer(tester: HitTester) -> PointAnswers.Answer {
        let views = tester.hierarchy.views
        switch self {
        case .hitOnly(let json):
            return { _, worker in
                let points = worker.points
                tester.hitTests(points, into: &worker.hits)
                let (hits, spellings) = (worker.hits, worker.spellings)
                for index in points.indices {
                    if json {
                        worker.hitOnlyLines.write(points[index], spelled: spellings[index], hit: hits[index], to: &worker.output)
                    } else {
                        worker.output.text("\(points[index]) → \(hits[index].map { terminalSafe(views[$0.index].name) } ?? "nil")\n")
                    }
                }
            }
        case .trace(let json, let hold, let passes, let drawnHere):
            return { separator, worker in
                for (offset, point) in worker.points.enumerated() {
                    if offset > 0, let separator { worker.output.raw(separator) }
                    if json {
                        TraceJSON(tester: tester, path: [point], duration: hold, passes: passes, drawnHere: drawnHere).write(to: &worker.output)
                        worker.output.byte(0x0A)
                    } else {
                        worker.text.writeTouchReport(tester: tester, path: [point], duration: hold, passes: passes, drawnHere: drawnHere, to: &worker.output)
                    }
                }
            }
        }
    }
}
