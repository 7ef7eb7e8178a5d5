import HitScopeCore
import HitScopeRender

/// What the colours and marks of the drawing mean.
enum Legend {
    static let markup: Markup = .el("details", [("class", "legend"), ("open", "")], [
        .el("summary", [], [.text("Legend")]),
        .el("ul", [("aria-label", "Badges and outlines: what hit-testing did to each view")], [
            dot(.hitView, "hit-test view"),
            dot(.inside, "pointInside YES, not the hit-test view"),
            dot(.pointInsideNo, "pointInside NO: subviews not asked"),
            dot(.skipped, "skipped (\(SkipReason.allCases.map(\.shortName).joined(separator: ", ")), or hitTest returns nil)"),
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

    /// How many views the touch-area key lists; the rest are named by the drawing's tooltips.
    static let touchKeyLimit = 24

    /// The key of the touch-area colours: each view's colour, name and area in pt² (1-point cells), most first,
    /// and the part no view takes.
    static func touchAreaKey(_ areas: [(view: ViewID?, cells: Int)], hierarchy: ViewHierarchy) -> Markup {
        let listed = areas.prefix(touchKeyLimit)
        let items = listed.map { entry -> Markup in
            let swatch: Markup =
                switch entry.view {
                case .some(let view):
                    // The overlay's hue at full strength (the drawing lays it over the views at its alpha).
                    .el("rect", [("width", "1"), ("height", "1"), ("fill", Self.opaque(TouchGrid.color(for: view)).description)])
                case .none: .el("rect", [("width", "1"), ("height", "1"), ("class", "f-deadZone")])
                }
            let name = entry.view.map { terminalSafe(hierarchy[$0].name) } ?? "no view takes touches here"
            return .el("li", [("data-view", entry.view.map { "\($0.index)" })], [
                // 12 px square by the style sheet (`.touch-key svg.swatch`).
                .el("svg", [("class", "hs-drawing swatch"), ("viewBox", "0 0 1 1"), ("aria-hidden", "true")], [swatch]),
                .text(" \(name) · \(entry.cells) pt²"),
            ])
        }
        var children: [Markup] = [
            .el("summary", [], [.text("Touch areas: who receives each point")]),
            .el("ul", [("aria-label", "Touch-area colours")], items),
        ]
        if areas.count > listed.count {
            children.append(.el("p", [], [.text("\(areas.count - listed.count) more views take touches: the drawing's tooltips name them.")]))
        }
        return .el("details", [("class", "legend touch-key")], children)
    }

    private static func opaque(_ color: RGBAColor) -> RGBAColor { RGBAColor(red: color.red, green: color.green, blue: color.blue) }
}
