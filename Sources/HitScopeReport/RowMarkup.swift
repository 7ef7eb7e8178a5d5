import HitScopeRender

/// The one template of a step row and a chain row: the page holds it as `<template id="step-row">` and
/// `<template id="chain-row">`, which report.js clones and fills (its classes, attributes and texts by the names
/// below) for a traced point's steps, and for each tap's steps from their plain rows (`plainStep`) as the page
/// opens, so every row is the same markup. The chain rows of the taps' sections are written with it.
enum RowMarkup {
    /// A tap's step as the page is written: its words, with what report.js needs to make it a full row (`step`):
    /// its outcome, depth, view and visit number (the visit's dot takes the step's outcome, which is the visit's on its
    /// `hitTest` step). Its permalink id, `tap-N-step-M`, follows from its place and report.js gives it, as it gives the
    /// number its link. A third of a full row's bytes; without a script the list still reads, step by step.
    static func plainStep(outcome: String, depth: Int, view: Int, visit: Int?, words: String) -> Markup {
        .el("li", [("class", "o-\(outcome) d\(min(depth, 24))"), ("data-view", "\(view)"), ("data-visit", visit.map { "\($0)" })], [.text(words)])
    }

    /// A step of the walk, empty, as report.js fills it: its number (a permalink for a tap's step), the visit's dot
    /// and the step's words.
    private static var step: Markup {
        .el("li", [("class", "o- d0"), ("data-view", "0"), ("data-step", "1"), ("tabindex", "-1")], [
            .el("a", [("class", "n"), ("tabindex", "-1"), ("aria-label", "Step 2, permalink")], [.text("2")]),
            .el("span", [("class", "v")], [.el("span", [("class", "dot o-"), ("aria-label", "visit 0")], [.text("0")])]),
            .el("span", [("class", "t")], []),
        ])
    }

    /// A responder in the chain: its name, and its kind and state.
    static func chain(classes: String, view: String?, name: String, kind: String) -> Markup {
        .el("li", [("class", classes), ("data-view", view)], [
            .el("span", [("class", "box")], [
                .el("span", [("class", "name")], [.text(name)]),
                .el("span", [("class", "kind")], [.text(kind)]),
            ])
        ])
    }

    /// The chain list's label, and its one row when no view was hit.
    static let chainLabel = "Responder chain, from the hit-test view to the application"
    static let noChain = "No hit-test view: the touch is not delivered."

    /// The two templates, empty, for the page's script; and the chain's empty row and label as data attributes.
    static var templates: Markup {
        .fragment([
            .el("template", [("id", "step-row")], [step]),
            .el("template", [("id", "chain-row"), ("data-label", chainLabel), ("data-none", noChain)], [
                chain(classes: "", view: nil, name: "", kind: "")
            ]),
        ])
    }
}
