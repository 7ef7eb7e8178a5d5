import HitScopeCore
import HitScopeRender

/// The markup of one tap: the hit-test view, the steps in the engine's words with permalinks, the responder
/// chain as a diagram, and why the views under the tap did not get it.
struct TapMarkup {
    let model: ReportModel
    let index: Int

    private var tap: TracedPoint { model.taps[index] }
    private var hierarchy: ViewHierarchy { model.scene.hierarchy }
    private var anchor: String { "tap-\(index + 1)" }

    /// `btn1 (Button1 : UIButton)`, names made visible by `terminalSafe`.
    private func nameAndClass(_ id: ViewID) -> String {
        "\(terminalSafe(hierarchy[id].name)) (\(terminalSafe(hierarchy[id].classDescription)))"
    }

    var title: String {
        "\(tap.kind) \(index + 1) at \(tap.label) → \(TapMarkup.takerWords(tap.verdict, hierarchy))"
    }

    /// Who took the touch, in a few words: `btn1 (control)`, `feed (scroll view)`, `nobody`.
    static func takerWords(_ verdict: TouchVerdict, _ hierarchy: ViewHierarchy) -> String {
        let name = { (id: ViewID) in terminalSafe(hierarchy[id].name) }
        return switch verdict.takenBy {
        case .control(let id): "\(name(id)) (control)"
        case .scrollView(let id): "\(name(id)) (scroll view)"
        case .responder(let responder): terminalSafe(hierarchy.name(of: responder))
        case .recognizer(let candidate): "\(terminalSafe(candidate.recognizer.name)) (recognizer on \(name(candidate.view)))"
        case .selection(let selection): "\(name(selection.list)) selects \(name(selection.cell))"
        case .nobody: "nobody"
        }
    }

    var markup: Markup {
        .el("section", [
            ("id", anchor), ("class", "tap"), ("aria-labelledby", "\(anchor)-title"), ("data-key", "tap-\(index)"),
            ("data-x", formatNumber(tap.point.x)), ("data-y", formatNumber(tap.point.y)),
            ("data-hit", "\(tap.summary.hitView?.index ?? -1)"),
        ], [
            .el("h2", [("id", "\(anchor)-title")], [.el("a", [("href", "#\(anchor)")], [.text(title)])]),
            verdict,
            summary,
            .el("details", [("class", "steps-block"), ("open", "")], [
                .el("summary", [], [.el("h3", [], [.text("Hit-testing, step by step (\(tap.summary.steps.count) steps)")])]),
                passesNote,
                steps,
            ]),
            .el("h3", [], [.text("Responder chain")]),
            ChainMarkup.list(tap.chain(hierarchy)),
            .el("ul", [("class", "delivery")], tap.deliveryWords.map { .el("li", [], [.text($0)]) }),
            .el("h3", [], [.text("Why not these views?")]),
            whyNot,
        ])
    }

    /// The answer first: who took the touch, what happened, and the deciding rule with its source, in the
    /// engine's words (`TraceTextFormatter.verdictLines`).
    private var verdict: Markup {
        let words = tap.verdictWords
        let taker = words.first.map { String($0.dropFirst("Taken by: ".count)) } ?? ""
        let rule = tap.verdict.rule
        return .el("div", [("class", "verdict"), ("data-rule", rule.rawValue), ("data-taker", tap.verdict.takenBy.kind)], [
            .el("p", [("class", "taken")], [.el("strong", [], [.text("Taken by: ")]), .text(taker)]),
            .el("p", [("class", "verdict-summary")], [.text(words.count > 1 ? words[1] : "")]),
            tap.missedWords.map { .el("p", [("class", "missed")], [.el("strong", [], [.text("Drawn here: ")]), .text($0)]) } ?? .fragment([]),
            .el("p", [("class", "rule")], [
                .el("strong", [], [.text("Rule: ")]), .text(rule.statement + ". "),
                .el("span", [("class", "source")], [.text("Source: \(rule.source).")]),
            ]),
        ])
    }

    private var summary: Markup {
        let hit = tap.summary.hitView.map(nameAndClass) ?? "none — no window takes this point"
        return .el("p", [("class", "summary")], [.el("strong", [], [.text("Hit-test view: ")]), .text(hit)])
    }

    private var passesNote: Markup {
        let count = tap.summary.steps.count
        let text =
            model.options.passes >= 2
            ? "UIKit hit-tests every touch twice. Both passes take these \(count) steps and return the same view; the embedded trace holds both."
            : "UIKit hit-tests every touch twice, with the same \(count) steps and the same answer; this page lists one pass (hitscope report --passes 2 embeds both)."
        return .el("p", [("class", "note")], [.text(text)])
    }

    private var steps: Markup {
        let summary = tap.summary
        let visits = Dictionary(uniqueKeysWithValues: summary.visits.map { ($0.step, $0) })
        let items = summary.steps.indices.map { position -> Markup in
            let step = summary.steps[position]
            return RowMarkup.plainStep(
                outcome: summary.outcome(ofStep: position).rawValue, depth: step.depth, view: step.view.index,
                visit: visits[position]?.ordinal, words: tap.words[position])
        }
        return .el("ol", [("class", "steps"), ("aria-label", "Steps of tap \(index + 1); left and right arrow keys move between steps")], items)
    }

    private var whyNot: Markup {
        let hit = tap.summary.hitView
        let views = model.drawnAtTaps[index].filter { $0 != hit }
        guard !views.isEmpty else { return .el("p", [("class", "note")], [.text("No other view is drawn at this point.")]) }
        // The hit-test view's ancestors all have the same answer (their subview is asked first): one line for all.
        let ancestors = hit.map { hit in views.filter { hierarchy.isAncestor($0, of: hit) } } ?? []
        var entries: [Markup] = []
        if let hit, !ancestors.isEmpty {
            entries += [
                .el("dt", [("class", "ancestors")], [.text(ancestors.map { terminalSafe(hierarchy[$0].name) }.joined(separator: ", "))]),
                .el("dd", [], [
                    .text("They contain the hit-test view \(nameAndClass(hit)): UIKit asks a view's subviews before the view itself, so the answer comes from inside them.")
                ]),
            ]
        }
        entries += views.filter { !ancestors.contains($0) }.flatMap { view -> [Markup] in
            let answer = model.answer(tap: index, view: view)
            return [
                .el("dt", [("data-view", "\(view.index)")], [.text(terminalSafe(hierarchy[view].name))]),
                .el("dd", [], [.text(answer?.message ?? "No answer embedded.")]),
            ]
        }
        return .el("dl", [("class", "why"), ("aria-label", "Why the views drawn under tap \(index + 1) did not get it")], entries)
    }
}

/// The responder chain as a row of boxes, from the hit-test view to the application.
enum ChainMarkup {
    static func list(_ chain: [ChainLink]) -> Markup {
        guard !chain.isEmpty else {
            return .el("ol", [("class", "chain")], [.el("li", [], [.text(RowMarkup.noChain)])])
        }
        let items = chain.map { link in
            RowMarkup.chain(
                classes: link.handled ? "received handled" : link.received ? "received" : "unreached", view: link.view.map { "\($0)" },
                name: link.name, kind: "\(link.kind.rawValue) · \(link.state)")
        }
        return .el("ol", [("class", "chain"), ("aria-label", RowMarkup.chainLabel)], items)
    }
}
