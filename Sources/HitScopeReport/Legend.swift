import HitScopeRender

/// What the colours and marks of the drawing mean.
enum Legend {
    static let markup: Markup = .el("details", [("class", "legend"), ("open", "")], [
        .el("summary", [], [.text("Legend")]),
        .el("ul", [("aria-label", "Badges and outlines: what hit-testing did to each view")], [
            dot(.hitView, "hit-test view"),
            dot(.inside, "pointInside YES, not the hit-test view"),
            dot(.pointInsideNo, "pointInside NO: subviews not asked"),
            dot(.skipped, "skipped (hidden, alpha ≤ 0.01, no interaction, or hitTest returns nil)"),
            .el("li", [], [.el("span", [("class", "key veil"), ("aria-hidden", "true")]), .text("dimmed: never asked")]),
        ]),
        .el("ul", [("aria-label", "Marks on the drawing")], [
            key("hatched", "drawn, but touches cannot reach it there"),
            key("dashed", "hidden or transparent: not drawn by UIKit"),
            key("dotted", "userInteractionEnabled = NO"),
            key("area", "hit area (pointInside) other than the bounds"),
            key("arrow", "hitTest redirects to"),
        ]),
        .el("p", [], [
            .text("Touch areas: every point tinted by the view that receives a touch there; red where no view does. "),
            .text("Click any point to see its hit-test; the answers were computed by the engine when this page was written."),
        ]),
    ])

    private static func dot(_ outcome: Outcome, _ text: String) -> Markup {
        .el("li", [], [.el("span", [("class", "dot o-\(outcome.rawValue)"), ("aria-hidden", "true")], [.text("1")]), .text(text)])
    }

    private static func key(_ style: String, _ text: String) -> Markup {
        .el("li", [], [.el("span", [("class", "key \(style)"), ("aria-hidden", "true")]), .text(text)])
    }
}
