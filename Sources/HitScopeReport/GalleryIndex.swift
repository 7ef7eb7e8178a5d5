import HitScopeCore
import HitScopeRender

/// The gallery's index page: a card per scene with a small drawing, its facts and a link to its report.
enum GalleryIndex {
    /// Scenes larger than this get no thumbnail (the drawing would outweigh the page).
    static let thumbnailLimit = 1500

    static func html(_ entries: [GallerySite.Entry]) -> String {
        let cards = entries.enumerated().map { index, entry in card(entry, index: index) }
        let body = Markup.el("body", [], [
            .el("header", [], [
                .el("h1", [], [.text("HitScope gallery")]),
                .el("p", [], [.text("\(entries.count) scene\(entries.count == 1 ? "" : "s"). Each report shows where every tap goes, step by step, and answers clicks on any point.")]),
            ]),
            .el("main", [], [.el("ul", [("class", "cards")], cards)]),
        ])
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(MarkupEscape.attribute(policy))">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <meta name="generator" content="hitscope gallery">
            <title>HitScope gallery</title>
            <style>\(style)</style>
            </head>

            """ + MarkupWriter.render(body, html: true) + "\n</html>\n"
    }

    private static func card(_ entry: GallerySite.Entry, index: Int) -> Markup {
        let scene = entry.scene
        let tester = HitTester(scene.hierarchy)
        let taps = scene.taps.enumerated().map { number, point -> Markup in
            let hit = tester.hitTest(point).map { terminalSafe(scene.hierarchy[$0].name) } ?? "no view"
            return .el("li", [], [.text("Tap \(number + 1) at \(point) → \(hit)")])
        }
        var children: [Markup] = []
        if scene.hierarchy.count <= thumbnailLimit {
            let list = SceneDrawing(scene: scene).displayList(taps: [])
            let label = "Drawing of \(terminalSafe(scene.name))"
            children.append(.el("a", [("href", href(entry.reportFile)), ("tabindex", "-1"), ("aria-hidden", "true")], [
                SVGWriter(.init(idPrefix: "g\(index + 1)-", layers: [.scene], label: label)).element(list)
            ]))
        }
        children += [
            .el("h2", [], [.el("a", [("href", href(entry.reportFile))], [.text(terminalSafe(scene.name))])]),
            .el("p", [("class", "facts")], [.text("\(terminalSafe(entry.sourceFile)) · \(scene.hierarchy.count) views · \(scene.taps.count) taps")]),
        ]
        if let audit = entry.audit {
            let summary = AuditMarkup(audit: audit, hierarchy: scene.hierarchy).summary
            children.append(.el("p", [("class", "facts")], [.text("Audit: "), .el("a", [("href", href(entry.reportFile) + "#audit")], [.text(summary)])]))
        }
        if !taps.isEmpty { children.append(.el("ul", [("class", "taps")], taps)) }
        return .el("li", [("class", "card")], children)
    }

    /// A relative link to a file of the site: everything but unreserved characters percent-encoded.
    static func href(_ file: String) -> String {
        let result = percentEncoded(file, keepingSlashes: false)
        return result.hasPrefix(".") ? "./" + result : result
    }

    private static let policy = ContentSecurityPolicy.policy(style: style, script: nil)

    private static let style = SVGTheme.css + #"""
        :root{color-scheme:light dark;--bg:#f6f8fa;--fg:#1f2328;--muted:#59636e;--panel:#fff;--line:#d1d9e0;--accent:#0969da}
        @media (prefers-color-scheme: dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;--panel:#151b23;--line:#3d444d;--accent:#4493f8}}
        html{background:var(--bg);color:var(--fg)}
        body{margin:0;font:15px/1.45 "DejaVu Sans","WenQuanYi Micro Hei",sans-serif}
        a{color:var(--accent)}
        header{padding:1rem 1.5rem 0}
        h1{font-size:1.4rem;margin:0 0 .25rem}
        header p{color:var(--muted);margin:0}
        .cards{list-style:none;margin:0;padding:1rem 1.5rem 2rem;display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:1rem}
        .card{background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:.75rem;display:grid;grid-template-columns:120px minmax(0,1fr);grid-template-rows:auto auto auto 1fr;column-gap:.75rem;align-items:start}
        .card > a:first-child{grid-row:1 / span 4}
        .card svg{display:block;width:120px;height:auto;border:1px solid var(--line);border-radius:4px}
        .card h2{font-size:1rem;margin:0;overflow-wrap:anywhere}
        .facts{color:var(--muted);font-size:.82rem;margin:.2rem 0;overflow-wrap:anywhere}
        .taps{margin:.2rem 0 0;padding-left:1.1rem;font-size:.85rem;overflow-wrap:anywhere}
        @media print{.cards{display:block}.card{break-inside:avoid;margin-bottom:.5cm}}

        """#
}
