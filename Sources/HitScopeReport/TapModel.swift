import HitScopeCore
import HitScopeOutput
import HitScopeRender

/// Everything a report says about one traced touch (a tap, a scene's `touches:` entry, or a region's
/// representative point): the trace of its first point, the steps in the engine's words, the responder chain and
/// the timeline; for a tap or touch also the engine's trace document.
struct TracedPoint {
    /// Where the first finger comes down.
    let point: Point
    /// How the page names the touch: `Tap` (one still finger, lifted at once) or `Touch`.
    let kind: String
    /// The touch beyond its first point, as people read it: `→ (x, y)` for a drag, `held 0.6 s`, `2 fingers`.
    let detail: String?
    let trace: HitTestTrace
    let summary: TraceSummary
    /// The engine's versioned trace document (taps and touches only: the page embeds it).
    let document: TraceDocument?
    let delivery: TouchDelivery
    /// Who took the touch and the rule that decided it: what the tap's section leads with.
    let verdict: TouchVerdict
    /// The verdict in the engine's words (`TraceTextFormatter.verdictLines`), without the indentation.
    let verdictWords: [String]
    /// The view drawn under the finger that missed the touch, why, and the fixes proven on the whole scene, ranked,
    /// with their costs (`WholeSceneFixes.missedTouch`), if any: what `why` says about that view.
    let missedWords: String?
    /// One line of `TraceTextFormatter` words per listed step, without the indentation.
    let words: [String]
    let deliveryWords: [String]

    /// A tap at `point`; `passes`: the passes the trace document holds, nil for no document.
    init(point: Point, tester: HitTester, formatter: TraceTextFormatter, passes: Int?, drawn: DrawnViewIndex?, fixes: inout BudgetedFixes) {
        self.init(fingers: [.tap(at: point)], tester: tester, formatter: formatter, passes: passes, drawn: drawn, fixes: &fixes)
    }

    /// A touch of one or more fingers (a scene's `touches:` entry). With `drawn`, the verdict also names a view
    /// drawn under the finger that missed the touch, with its fixes proven on the whole scene (`fixes`, kept across
    /// the page's touches so that each change is compared with the scene once, within the page's budget).
    init(fingers: [Finger], tester: HitTester, formatter: TraceTextFormatter, passes: Int?, drawn: DrawnViewIndex?, fixes: inout BudgetedFixes) {
        let point = fingers.first?.samples.first?.point ?? .zero
        self.point = point
        (kind, detail) = Self.kindAndDetail(of: fingers)
        let trace = tester.trace(point)
        self.trace = trace
        self.summary = TraceSummary(trace)
        let answer = tester.answer(fingers, drawn: nil)
        let missed = drawn.flatMap { fixes.missedTouch(fingers, verdict: answer.verdict, drawn: $0) }
        self.document = passes.map { TraceDocument(tester: tester, fingers: fingers, passes: $0, answer: answer, checked: missed?.checked) }
        let delivery = answer.delivery
        self.delivery = delivery
        self.verdict = answer.verdict
        self.verdictWords = formatter.verdictLines(answer.verdict, delivery: delivery, drawnHere: missed?.words).map { $0.trimmingLeadingSpaces() }
        self.missedWords = missed?.words
        self.words = formatter.steps(trace).map { $0.trimmingLeadingSpaces() }
        self.deliveryWords = formatter.deliveryLines(delivery, verdict: answer.verdict).map { $0.trimmingLeadingSpaces() }
    }

    /// How the page names a touch: `Tap` (one still finger, lifted at once) or `Touch`, and what it does after its
    /// first point (`→ (x, y)`, `held 0.6 s`, `2 fingers`).
    static func kindAndDetail(of fingers: [Finger]) -> (kind: String, detail: String?) {
        let samples = fingers.first?.samples ?? []
        let point = samples.first?.point ?? .zero
        let last = samples.last?.point ?? point
        let held = (samples.last?.time ?? 0) - (samples.first?.time ?? 0)
        if fingers.count > 1 { return ("Touch", "\(fingers.count) fingers") }
        if last != point { return ("Touch", "→ \(last)") }
        if held >= GestureThresholds.maximumTapDuration { return ("Touch", "held \(formatNumber(held)) s") }
        return ("Tap", nil)
    }

    /// `3 taps, 2 touches` (or `no taps`): how a report's header and a gallery card count what they trace.
    static func countWords(_ touches: [[Finger]]) -> String {
        let touchCount = touches.filter { kindAndDetail(of: $0).detail != nil }.count
        let tapCount = touches.count - touchCount
        var counted: [String] = []
        if tapCount > 0 { counted.append("\(tapCount) tap\(tapCount == 1 ? "" : "s")") }
        if touchCount > 0 { counted.append("\(touchCount) touch\(touchCount == 1 ? "" : "es")") }
        return counted.isEmpty ? "no taps" : counted.joined(separator: ", ")
    }

    /// `(x, y)` and what the touch does after it: the tab's words.
    var label: String { detail.map { "\(point) \($0)" } ?? point.description }

    /// The responder chain as the page draws it.
    func chain(_ hierarchy: ViewHierarchy) -> [ChainLink] {
        let received = Set(delivery.phases.first?.receivers ?? [])
        let handler = delivery.phases.first?.handledBy
        return delivery.responderChain.map { responder in
            let (kind, view): (ChainLink.Kind, Int?) =
                switch responder {
                case .view(let id): (.view, id.index)
                case .controller(let root): (.controller, root.index)
                case .application: (.application, nil)
                case .appDelegate: (.appDelegate, nil)
                }
            return ChainLink(
                name: terminalSafe(hierarchy.name(of: responder)), kind: kind, view: view, received: received.contains(responder),
                handled: responder == handler, isLast: responder == delivery.responderChain.last)
        }
    }
}

/// One responder in a drawn chain.
struct ChainLink: Encodable {
    enum Kind: String, Encodable { case view, controller, application, appDelegate }

    /// The responder's name as people read it (`terminalSafe`).
    let name: String
    let kind: Kind
    /// The view (for a controller: its root view) to highlight.
    let view: Int?
    /// Whether `touchesBegan` reached it.
    let received: Bool
    let handled: Bool
    /// Whether it ends the chain (the application, or its delegate when that is a responder).
    let isLast: Bool

    /// What it did with `touchesBegan`, in words.
    var state: String {
        if handled { return "handled touchesBegan" }
        if !received { return "not reached" }
        return isLast ? "dropped it" : "passed it on"
    }

    enum CodingKeys: String, CodingKey { case name, kind, view, received, handled, state }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(view, forKey: .view)
        try container.encode(received, forKey: .received)
        try container.encode(handled, forKey: .handled)
        try container.encode(state, forKey: .state)
    }
}

extension String {
    /// The text without its leading space characters. Counted in bytes (walking characters was most of what a page's
    /// step lines cost to trim); a space before a byte that is not ASCII may be one character with what follows it
    /// (a combining mark), so such a line is walked by characters.
    package func trimmingLeadingSpaces() -> String {
        let spaces = utf8.prefix { $0 == UInt8(ascii: " ") }.count
        guard spaces > 0 else { return self }
        if let next = utf8.dropFirst(spaces).first, next >= 0x80 { return String(drop { $0 == " " }) }
        return String(self[utf8.index(startIndex, offsetBy: spaces)...])
    }
}
