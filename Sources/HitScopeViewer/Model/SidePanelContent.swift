import HitScopeCore
import HitScopeDiff
import HitScopeOutput
import HitScopeRender

/// The words of the side panel, wrapped to its width: the touch (responder chain, who handled each phase) and the
/// trace of its first point, one entry per step (the engine's own words, from `TraceTextFormatter`).
public struct SidePanelContent: Hashable, Sendable {
    /// One wrapped line.
    public struct Line: Hashable, Sendable {
        public let text: String
        /// The listed step (`TraceSummary.steps`) the line belongs to, for trace lines.
        public let step: Int?
        /// Indentation in pixels (trace nesting and wrapped continuations).
        public let indent: Double
        public let bold: Bool
    }

    public static let textSize = 11.5
    public static let lineHeight = 16

    public let touchLines: [Line]
    public let traceLines: [Line]
    /// For each listed step, the index of its first line in `traceLines`.
    public let stepStarts: [Int]
    public let summary: TraceSummary?

    public static let empty = SidePanelContent(touchLines: [], traceLines: [], stepStarts: [], summary: nil)

    private init(touchLines: [Line], traceLines: [Line], stepStarts: [Int], summary: TraceSummary?) {
        self.touchLines = touchLines
        self.traceLines = traceLines
        self.stepStarts = stepStarts
        self.summary = summary
    }

    /// The content for a touch (nil: the hint shown before the first press), wrapped to `width` pixels. `fixes`
    /// (the scene's, kept while it stays) proves the fixes of a view the touch missed on the whole scene.
    public init(touch: TouchSession?, state: SceneState, width: Int, fixes: inout WholeSceneFixes) {
        let usable = Double(width) - 20
        guard let touch else {
            let hint = "Press on the drawing to send a touch: its hit-test, step by step, and who handles each phase show here."
            self.init(touchLines: Self.wrap(hint, width: usable, step: nil, indent: 0), traceLines: [], stepStarts: [], summary: nil)
            return
        }
        let formatter = TraceTextFormatter(state.hierarchy)
        // The verdict also names a view drawn under the finger that missed the touch, with its fixes ranked as `why`
        // ranks them, each with its cost.
        let answer = state.tester.answer([touch.finger], drawn: nil)
        let missed = fixes.missedTouch([touch.finger], verdict: answer.verdict, drawn: state.drawnViews)
        let delivery = answer.delivery
        var deliveryLines = formatter.deliveryLines(delivery, verdict: answer.verdict)
        // While the pointer is down the engine's delivery ends with a lift that has not happened yet: leave it out.
        if let pending = touch.pendingLift {
            let liftLine = "  \(formatNumber(pending)) s touchesEnded at "
            if let index = deliveryLines.lastIndex(where: { $0.hasPrefix(liftLine) }) { deliveryLines.remove(at: index) }
            deliveryLines.append(touch.moves > 0 ? "(dragging: release to lift the touch)" : "(pressed: move or release)")
        }
        // The answer first: who took the touch and the rule that decided it (the engine's words).
        let verdict = formatter.verdictLines(answer.verdict, delivery: delivery, checked: missed)
        var touchLines: [Line] = []
        for (index, line) in verdict.enumerated() {
            let text = String(line.drop { $0 == " " })
            touchLines += Self.wrap(index == 0 && touch.pendingLift != nil ? "If it lifts now — " + text : text, width: usable, step: nil, indent: 0, bold: index == 0)
        }
        touchLines += Self.wrap("Touch at \(touch.start)", width: usable, step: nil, indent: 0, bold: true)
        for line in deliveryLines {
            let trimmed = line.drop { $0 == " " }
            let indent = Double(line.count - trimmed.count) * 4
            touchLines += Self.wrap(String(trimmed), width: usable - indent, step: nil, indent: indent)
        }
        let summary = TraceSummary(touch.trace)
        let stepTexts = formatter.steps(touch.trace)
        var traceLines: [Line] = []
        var starts: [Int] = []
        for (index, text) in stepTexts.enumerated() {
            let trimmed = text.drop { $0 == " " }
            // Nesting shows, but never squeezes the words into a narrow column: at least 280 px stay for them.
            let indent = min(Double(text.count - trimmed.count) * 5, max(0, usable - 22 - 280))
            starts.append(traceLines.count)
            traceLines += Self.wrap(String(trimmed), width: usable - 22 - indent, step: index, indent: 22 + indent)
        }
        self.init(touchLines: touchLines, traceLines: traceLines, stepStarts: starts, summary: summary)
    }

    private static func wrap(_ text: String, width: Double, step: Int?, indent: Double, bold: Bool = false) -> [Line] {
        TextWrap.lines(text, size: textSize, width: width, indent: 12).enumerated().map { index, piece in
            Line(text: piece, step: step, indent: indent + (index == 0 ? 0 : 12), bold: bold)
        }
    }
}
