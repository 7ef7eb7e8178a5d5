import HitScopeCore
import HitScopeOutput

extension Trace {
    /// What `trace` writes for the points of a share: hit-only lines (the batch hit-tested at once, in the
    /// engine's cell order) or full traces, as text or JSON. The options come as values: each read through its
    /// property wrapper costs as much as a hit test.
    /// `drawn`: for the verdict's "drawn here" view and its fix (nil for points files).
    static func pointAnswer(tester: HitTester, hitOnly: Bool, format: Format, hold: Double, passes: Int, drawn: DrawnViewIndex?) -> PointAnswers.Answer {
        let views = tester.hierarchy.views
        return { separator, worker in
            let points = worker.points
            if hitOnly {
                tester.hitTests(points, into: &worker.hits)
                let (hits, spellings) = (worker.hits, worker.spellings)
                for index in points.indices {
                    switch format {
                    case .json: worker.hitOnlyLines.write(points[index], spelled: spellings[index], hit: hits[index], to: &worker.output)
                    case .text:
                        worker.output.text("\(points[index]) → \(hits[index].map { terminalSafe(views[$0.index].name) } ?? "nil")\n")
                    }
                }
                return
            }
            for (offset, point) in points.enumerated() {
                if offset > 0, let separator { worker.output.raw(separator) }
                if format == .json {
                    TraceJSON(tester: tester, path: [point], duration: hold, passes: passes, drawn: drawn).write(to: &worker.output)
                    worker.output.byte(0x0A)
                } else {
                    worker.text.writeTouchReport(tester: tester, path: [point], duration: hold, passes: passes, drawn: drawn, to: &worker.output)
                }
            }
        }
    }
}
