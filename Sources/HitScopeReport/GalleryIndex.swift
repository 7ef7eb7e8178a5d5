import HitScopeCore
import HitScopeOutput
import HitScopeRender

/// The gallery's index page: a card per scene with a small drawing, its facts and a link to its report.
package enum GalleryIndex {
    /// Scenes larger than this get no thumbnail (the drawing would outweigh the page).
    static let thumbnailLimit = 1500

    /// The page of the scenes' cards (`card`, each written by `MarkupWriter`), in order: `<body>`, the header, then
    /// the cards in `<main><ul class="cards">`, as `MarkupWriter` writes the tree of them (it adds no whitespace).
    package static func html(_ cards: [String]) -> String {
        let count = cards.count
        let header = Markup.el("header", [], [
            .el("h1", [], [.text("HitScope gallery")]),
            .el("p", [], [.text("\(count) scene\(count == 1 ? "" : "s"). Each report shows where every tap goes, step by step, and answers clicks on any point.")]),
        ])
        return PageHead.html(title: "HitScope gallery", generator: "hitscope gallery", policy: policy, style: style)
            + "<body>" + MarkupWriter.render(header, html: true) + "<main><ul class=\"cards\">" + cards.joined() + "</ul></main></body>"
            + "\n</html>\n"
    }

    /// The card of `entry`, the `index`th scene (0-based): a small drawing, its facts and its taps, linking to its
    /// report, whose `model` gives the taps' verdicts and the drawing.
    package static func card(_ entry: GallerySite.Entry, index: Int, model: ReportModel) -> Markup {
        let scene = entry.scene
        // The taps and touches as their report lists them, each with who took it.
        let touches = model.options.tracedTouches(of: scene)
        let taps = model.taps.enumerated().map { number, tap -> Markup in
            .el("li", [], [.text("\(tap.kind) \(number + 1) at \(tap.label) → \(TapMarkup.takerWords(tap.verdict, scene.hierarchy))")])
        }
        var children: [Markup] = []
        if scene.hierarchy.count <= thumbnailLimit {
            // The index embeds no pictures: a thumbnail is the drawing's scene layer with its fills and titles, as
            // without a screenshot (outlines alone say little at this size): the report's own when it has none.
            var list = model.displayList
            if scene.screenshot != nil {
                var drawn = scene
                drawn.screenshot = nil
                list = SceneDrawing(scene: drawn).displayList(taps: [])
            }
            let label = "Drawing of \(terminalSafe(scene.name))"
            children.append(.el("a", [("href", href(entry.reportFile)), ("tabindex", "-1"), ("aria-hidden", "true")], [
                SVGWriter(.init(idPrefix: "g\(index + 1)-", layers: [.scene], label: label)).element(list)
            ]))
        }
        children += [
            .el("h2", [], [.el("a", [("href", href(entry.reportFile))], [.text(terminalSafe(scene.name))])]),
            .el("p", [("class", "facts")], [.text("\(terminalSafe(entry.sourceFile)) · \(scene.hierarchy.count) views · \(TracedPoint.countWords(touches))")]),
        ]
        if let audit = entry.audit {
            let summary = AuditMarkup(audit: audit).summary
            children.append(.el("p", [("class", "facts")], [.text("Audit: "), .el("a", [("href", href(entry.reportFile) + "#audit")], [.text(summary)])]))
        }
        if !taps.isEmpty { children.append(.el("ul", [("class", "taps")], taps)) }
        return .el("li", [("class", "card")], children)
    }

    /// A relative link to a file of the site (its folders kept): everything but unreserved characters and slashes
    /// percent-encoded.
    static func href(_ file: String) -> String {
        let result = percentEncoded(file, keepingSlashes: true)
        return result.hasPrefix(".") ? "./" + result : result
    }

    private static let policy = ContentSecurityPolicy.policy(style: style, script: nil)

    private static let style = PageColors.css + SVGTheme.css + PageAssets.galleryCSS
}
