import HitScopeRender

/// The one template of a step row and a chain row: the taps' sections are written with it, and the page holds it
/// as `<template id="step-row">` and `<template id="chain-row">`, which report.js clones and fills for a traced
/// point (its classes, attributes and texts by the names below), so both kinds of rows are the same markup.
enum RowMarkup {
    /// A step of the walk: its number (a permalink), the visit's dot and the step's words.
    static func step(
        id: String?, position: Int, outcome: String, depth: Int, view: Int, visit: (ordinal: Int, outcome: String)?, words: String
    ) -> Markup {
        let dot = visit.map { visit -> [Markup] in
            [.el("span", [("class", "dot o-\(visit.outcome)"), ("aria-label", "visit \(visit.ordinal)")], [.text("\(visit.ordinal)")])]
        }
        return .el("li", [
            ("id", id), ("class", "o-\(outcome) d\(min(depth, 24))"), ("data-view", "\(view)"), ("data-step", "\(position)"),
            ("tabindex", position == 0 ? "0" : "-1"),
        ], [
            .el("a", [("class", "n"), ("href", id.map { "#\($0)" }), ("tabindex", "-1"), ("aria-label", "Step \(position + 1), permalink")], [
                .text("\(position + 1)")
            ]),
            .el("span", [("class", "v")], dot ?? []),
            .el("span", [("class", "t")], [.text(words)]),
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
            .el("template", [("id", "step-row")], [
                step(id: nil, position: 1, outcome: "", depth: 0, view: 0, visit: (0, ""), words: "")
            ]),
            .el("template", [("id", "chain-row"), ("data-label", chainLabel), ("data-none", noChain)], [
                chain(classes: "", view: nil, name: "", kind: "")
            ]),
        ])
    }
}
