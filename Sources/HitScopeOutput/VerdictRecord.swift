import HitScopeCore

/// A touch's verdict as data: the `verdict` object of trace documents (docs/trace-format.md).
public struct VerdictRecord: Codable, Hashable, Sendable {
    /// What took the touch.
    public struct TakenBy: Codable, Hashable, Sendable {
        /// `control`, `view`, `scrollView`, `recognizer`, `selection` or `nobody`.
        public var kind: String
        /// The view, controller (`application` for the application) or recognizer; null for nobody.
        @NullWhenNil public var name: String? = nil
        /// For a recognizer: the view it is attached to.
        public var view: String?
        /// For a selection: the cell selected.
        public var cell: String?
        /// When the taking view is one of UIKit's private parts (`_UIButtonBarButton1`), the public view it belongs to
        /// (`TouchVerdict.publicView`); absent otherwise.
        public var publicView: String?
    }

    /// The rule that decided, with its source.
    public struct Rule: Codable, Hashable, Sendable {
        /// `DecidingRule`'s name: `scrollViewPan`, `controlTracking`, `droppedByChain`, ….
        public var id: String
        public var statement: String
        public var source: String
    }

    /// One to three sentences: who took the touch and why.
    public var summary: String
    public var takenBy: TakenBy
    public var decidingRule: Rule
    /// The view drawn under the finger that uses touches and did not get this one (`HitTester.missedView`), or null.
    @NullWhenNil public var missed: String? = nil
    /// The best change proven on a copy of the whole scene to get `missed` the touch, when it changes nothing else
    /// there (`RankedFixes.freeFix`, as `why --format json` gives `fix`); null when none is free, none does it, its
    /// fixes were not proven (past the budget), or nothing was missed.
    @NullWhenNil public var fix: FixRecord? = nil
    /// For a point no window took: `screen` when it is off the screen, `everyWindow` when it is outside every
    /// window (`TouchVerdict.outside`); absent otherwise.
    public var outside: String?
    /// With several fingers, what became of each, a sentence a finger (`TraceTextFormatter.fingerOutcomes`);
    /// absent for one finger.
    public var fingers: [String]?
    /// The SwiftUI hosting view the touch landed in, where the UIKit answer ends (`TouchVerdict.swiftUIHost`);
    /// absent for plain UIKit.
    public var swiftUIHost: String?
    /// The unsettled questions the answer depends on (docs/rules.md, "Unsettled questions"): UIKit's answer is
    /// uncertain and the verdict is the best reading. Absent when the answer is sure.
    public var uncertain: [Uncertainty]?

    /// An unsettled question the answer depends on, in words.
    public struct Uncertainty: Codable, Hashable, Sendable {
        /// `alphaAtThreshold` or `touchForwardedToControl`.
        public var id: String
        /// The view the question is about.
        public var view: String
        /// "UIKit's answer here is uncertain: …", with the best reading, why, how to be sure and the sources.
        public var text: String
    }

    /// `missed`: the view drawn under the finger that did not get the touch; `fix`: its free best fix.
    public init(_ verdict: TouchVerdict, delivery: TouchDelivery, hierarchy h: ViewHierarchy, missed: ViewID? = nil, fix: FixChange? = nil) {
        summary = TraceTextFormatter(h).verdictSummary(verdict, delivery: delivery)
        let kind = verdict.takenBy.kind
        switch verdict.takenBy {
        case .control(let id), .scrollView(let id): takenBy = TakenBy(kind: kind, name: h[id].name)
        case .responder(let responder): takenBy = TakenBy(kind: kind, name: h.name(of: responder))
        case .recognizer(let candidate): takenBy = TakenBy(kind: kind, name: candidate.recognizer.name, view: h[candidate.view].name)
        case .selection(let selection): takenBy = TakenBy(kind: kind, name: h[selection.list].name, cell: h[selection.cell].name)
        case .nobody: takenBy = TakenBy(kind: kind)
        }
        takenBy.publicView = verdict.publicView.map { h[$0].name }
        decidingRule = Rule(id: verdict.rule.rawValue, statement: verdict.rule.statement, source: verdict.rule.source)
        self.missed = missed.map { h[$0].name }
        self.fix = fix.map { FixRecord($0, hierarchy: h) }
        self.swiftUIHost = verdict.swiftUIHost.map { h[$0].name }
        self.outside = verdict.outside?.kind
        self.fingers = delivery.fingers.count > 1 ? TraceTextFormatter(h).fingerOutcomes(delivery) : nil
        let words = TraceTextFormatter(h)
        let uncertain = verdict.uncertainties.map { Uncertainty(id: $0.id, view: h[$0.view].name, text: words.uncertaintyText($0)) }
        self.uncertain = uncertain.isEmpty ? nil : uncertain
    }
}

extension VerdictRecord: JSONStreamable {
    public func write(to w: inout ByteWriter) {
        w.raw("{\"decidingRule\":{\"id\":")
        w.string(decidingRule.id)
        w.raw(",\"source\":")
        w.string(decidingRule.source)
        w.raw(",\"statement\":")
        w.string(decidingRule.statement)
        w.byte(0x7D)
        if let fingers {
            w.raw(",\"fingers\":")
            w.array(fingers) { w, sentence in w.string(sentence) }
        }
        w.raw(",\"fix\":")
        if let fix { fix.write(to: &w) } else { w.raw("null") }
        w.raw(",\"missed\":")
        w.string(missed)
        if let outside {
            w.raw(",\"outside\":")
            w.string(outside)
        }
        w.raw(",\"summary\":")
        w.string(summary)
        if let swiftUIHost {
            w.raw(",\"swiftUIHost\":")
            w.string(swiftUIHost)
        }
        w.raw(",\"takenBy\":{")
        if let cell = takenBy.cell {
            w.raw("\"cell\":")
            w.string(cell)
            w.byte(0x2C)
        }
        w.raw("\"kind\":")
        w.string(takenBy.kind)
        w.raw(",\"name\":")
        w.string(takenBy.name)
        if let publicView = takenBy.publicView {
            w.raw(",\"publicView\":")
            w.string(publicView)
        }
        if let view = takenBy.view {
            w.raw(",\"view\":")
            w.string(view)
        }
        w.byte(0x7D)
        if let uncertain {
            w.raw(",\"uncertain\":[")
            for (index, question) in uncertain.enumerated() {
                w.raw(index == 0 ? "{\"id\":" : ",{\"id\":")
                w.string(question.id)
                w.raw(",\"text\":")
                w.string(question.text)
                w.raw(",\"view\":")
                w.string(question.view)
                w.byte(0x7D)
            }
            w.byte(0x5D)
        }
        w.byte(0x7D)
    }
}

extension FixRecord: JSONStreamable {
    public func write(to w: inout ByteWriter) {
        w.raw("{\"change\":")
        w.string(change)
        w.raw(",\"text\":")
        w.string(text)
        w.raw(",\"view\":")
        w.string(view)
        w.byte(0x7D)
    }
}
