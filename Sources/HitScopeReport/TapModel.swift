import HitScopeCore
import HitScopeRender

/// Everything a report says about one traced point (a tap, or a region's representative point): the trace, the
/// steps in the engine's words, the responder chain; for a tap also the engine's trace document.
struct TracedPoint {
    let point: Point
    let trace: HitTestTrace
    let summary: TraceSummary
    /// The engine's versioned trace document (taps only: the page embeds it).
    let document: TraceDocument?
    let delivery: TouchDelivery
    /// One line of `TraceTextFormatter` words per listed step, without the indentation.
    let words: [String]
    let deliveryWords: [String]

    /// `passes`: the passes the trace document holds; nil for no document.
    init(point: Point, tester: HitTester, formatter: TraceTextFormatter, passes: Int?) {
        self.point = point
        let trace = tester.trace(point)
        self.trace = trace
        let summary = TraceSummary(trace)
        self.summary = summary
        self.document = passes.map { TraceDocument(tester: tester, point: point, passes: $0) }
        let delivery = tester.deliverTouch(along: [point])
        self.delivery = delivery
        self.words = formatter.steps(trace).map { $0.trimmingLeadingSpaces() }
        self.deliveryWords = formatter.deliveryLines(delivery).map { $0.trimmingLeadingSpaces() }
    }

    /// The responder chain as the page draws it.
    func chain(_ hierarchy: ViewHierarchy) -> [ChainLink] {
        let received = Set(delivery.phases.first?.receivers ?? [])
        let handler = delivery.handledBy
        return delivery.responderChain.map { responder in
            let (kind, view): (ChainLink.Kind, Int?) =
                switch responder {
                case .view(let id): (.view, id.index)
                case .controller(let root): (.controller, root.index)
                case .application: (.application, nil)
                }
            return ChainLink(
                name: terminalSafe(hierarchy.name(of: responder)), kind: kind, view: view, received: received.contains(responder),
                handled: responder == handler)
        }
    }
}

/// One responder in a drawn chain.
struct ChainLink: Encodable {
    enum Kind: String, Encodable { case view, controller, application }

    /// The responder's name as people read it (`terminalSafe`).
    let name: String
    let kind: Kind
    /// The view (for a controller: its root view) to highlight.
    let view: Int?
    /// Whether `touchesBegan` reached it.
    let received: Bool
    let handled: Bool

    /// What it did with `touchesBegan`, in words.
    var state: String {
        if handled { return "handled touchesBegan" }
        if !received { return "not reached" }
        return kind == .application ? "dropped it" : "passed it on"
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
    func trimmingLeadingSpaces() -> String { String(drop { $0 == " " }) }
}
