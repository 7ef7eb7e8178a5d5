import HitScopeCore
import HitScopeOutput
import HitScopeRender

/// Writes a report as one HTML file: the drawing, the taps, the controls, the data and the script, under a
/// Content-Security-Policy that lets nothing be loaded. The script (`Resources/Page/report.js`) never hit-tests: a
/// click is looked up in the engine's region map, a "why not" in the engine's answers, and every name reaches the
/// page through `textContent` only.
struct ReportPage {
    let model: ReportModel

    private var scene: Scene { model.scene }

    /// The policy of every report page, and of one with a screenshot: the style and script are the same on every page,
    /// so their hashes are computed once.
    private static let policy = ContentSecurityPolicy.policy(style: PageStyle.css, script: PageAssets.reportJS)
    private static let policyWithImages = ContentSecurityPolicy.policy(style: PageStyle.css, script: PageAssets.reportJS, images: true)

    /// Scenes with more views than this get no tooltips in their drawing (they would double its size).
    static let tooltipLimit = 2000

    var html: String {
        let data = PageDataBlock.encoded(utf8: model.data.json)
        let head = PageHead.html(
            title: "\(terminalSafe(scene.name)) — HitScope report", generator: "hitscope report",
            policy: scene.screenshot == nil ? Self.policy : Self.policyWithImages,
            style: PageStyle.css)
        return head + MarkupWriter.render(body, html: true)
            + "\n<script type=\"\(PageDataBlock.scriptType)\" id=\"hs-data\">\(data)</script>\n<script>\(PageAssets.reportJS)</script>\n</body>\n</html>\n"
    }

    /// Everything inside `<body>` but the data and the script.
    private var body: Markup {
        let hierarchy = scene.hierarchy
        let windows = hierarchy.windows.count
        var facts = "\(hierarchy.count) views in \(windows) window\(windows == 1 ? "" : "s") · screen \(scene.size) points · "
        facts += TracedPoint.countWords(model.options.tracedTouches(of: scene))
        let audit = model.options.audit.map { AuditMarkup(audit: $0) }
        var header: [Markup] = []
        if let index = model.options.indexLink {
            header.append(.el("p", [], [.el("a", [("href", index)], [.text("← All scenes")])]))
        }
        header += [
            .el("h1", [], [.text(terminalSafe(scene.name))]),
            .el("p", [], [.text(facts)] + (audit.map { [.text(" · audit: "), .el("a", [("href", "#audit")], [.text($0.summary)])] } ?? [])),
            .el("p", [], [.text("Scene file: "), .el("span", [("class", "mono")], [.text(terminalSafe(model.options.sceneFile))])]),
        ]
        return .el("body", [], [
            .el("a", [("class", "skip"), ("href", "#taps")], [.text("Skip to the taps")]),
            .el("header", [], header),
            .el("main", [("class", "layout")], [figure, .el("div", [("class", "answers")], [answerPane] + (audit.map { [$0.markup] } ?? []) + [taps])]),
            .el("footer", [], [
                .text(
                    "Written by hitscope report. Every answer on this page was computed by HitScope's engine when the page was written; "
                        + "the page only looks answers up (trace data format \(TraceDocument.currentFormatVersion), report data format \(ReportData.currentFormatVersion)).")
            ]),
        ])
    }

    private var figure: Markup {
        let label = "Drawing of \(terminalSafe(scene.name)): \(scene.hierarchy.count) views. Click a point to trace it."
        let tooltips = scene.hierarchy.count <= Self.tooltipLimit
        let svg = SVGWriter(.init(idPrefix: "hs-", label: label, tooltips: tooltips)).element(model.displayList)
        return .el("section", [("class", "figure"), ("aria-label", "Drawing")], [
            .el("div", [("class", "toolbar")], [
                .el("label", [], [.el("input", [("type", "checkbox"), ("id", "touch-toggle")]), .text(" Touch areas")]),
                screenshotControl,
                .el("fieldset", [], [
                    .el("legend", [], [.text("A click on the drawing:")]),
                    radio("trace", "traces the point", checked: true),
                    radio("why", "asks why not the view", checked: false),
                    radio("inspect", "shows all the view has (or Alt+click)", checked: false),
                ]),
            ]),
            svg,
            Legend.markup,
            Legend.touchAreaKey(model.touchAreas, hierarchy: scene.hierarchy),
        ])
    }

    /// How much of the screenshot shows under the outlines (also the s key); nothing without a screenshot.
    private var screenshotControl: Markup {
        guard let screenshot = scene.screenshot else { return .fragment([]) }
        // The picture's own name, never its path: a page is shared, and a path tells where it was made.
        let name = screenshot.file.split(separator: "/").last.map(String.init) ?? screenshot.file
        let title = "\(terminalSafe(name)), \(screenshot.pixelWidth) × \(screenshot.pixelHeight) pixels at scale \(formatNumber(screenshot.scale))"
        return .el("label", [("title", title)], [
            .text("Screenshot (s) "),
            .el("select", [("id", "shot-fade")], ScreenshotFade.allCases.map { .el("option", [("value", $0.rawValue)], [.text($0.rawValue)]) }),
        ])
    }

    private func radio(_ value: String, _ text: String, checked: Bool) -> Markup {
        .el("label", [], [
            .el("input", [("type", "radio"), ("name", "click-mode"), ("value", value), ("checked", checked ? "" : nil)]),
            .text(" " + text),
        ])
    }

    private var taps: Markup {
        // A traced point's answer comes first, where a click can bring it into view.
        var children: [Markup] = [
            .el("p", [("id", "status"), ("class", "sr-only"), ("role", "status")]),
            .el("section", [("id", "probe"), ("class", "tap probe"), ("aria-labelledby", "probe-title"), ("hidden", "")]),
            RowMarkup.templates,
        ]
        if model.taps.isEmpty {
            children.append(.el("p", [("class", "panel")], [.text("This scene has no taps: click the drawing, or trace a point below.")]))
        } else {
            children.append(
                .el("ul", [("class", "tap-nav"), ("aria-label", "Taps")], model.taps.indices.map { index in
                    .el("li", [], [
                        .el("a", [("href", "#tap-\(index + 1)"), ("data-key", "tap-\(index)")], [.text("\(model.taps[index].kind) \(index + 1) · \(model.taps[index].label) → \(TapMarkup.takerWords(model.taps[index].verdict, scene.hierarchy))")])
                    ])
                }))
        }
        children += model.taps.indices.map { TapMarkup(model: model, index: $0).markup }
        children.append(forms)
        return .el("section", [("id", "taps"), ("class", "taps"), ("aria-label", "Taps and answers")], children)
    }

    private var forms: Markup {
        let views = scene.hierarchy.views
        let suggestions: Markup? =
            views.count <= 2000
            ? .el("datalist", [("id", "view-names")], views.map { .el("option", [("value", terminalSafe($0.name))]) }) : nil
        return .el("div", [("class", "panel")], [
            .el("h2", [], [.text("Ask about any point or view")]),
            .el("form", [("id", "probe-form"), ("aria-label", "Trace a point")], [
                .el("label", [], [.text("x "), .el("input", [("type", "number"), ("id", "probe-x"), ("step", "any"), ("required", "")])]),
                .el("label", [], [.text("y "), .el("input", [("type", "number"), ("id", "probe-y"), ("step", "any"), ("required", "")])]),
                .el("button", [("type", "submit")], [.text("Trace this point")]),
            ]),
            .el("form", [("id", "why-form"), ("aria-label", "Why not this view")], [
                .el("label", [], [
                    .text("Why is this view not the hit-test view of the selected tap? "),
                    .el("input", [("type", "text"), ("id", "why-view"), ("list", suggestions == nil ? nil : "view-names"), ("autocomplete", "off")]),
                ]),
                .el("button", [("type", "submit")], [.text("Ask")]),
                suggestions ?? .fragment([]),
            ]),
            .el("form", [("id", "inspect-form"), ("aria-label", "Inspect a view")], [
                .el("label", [], [
                    .text("Show all a view has: "),
                    .el("input", [("type", "text"), ("id", "inspect-view"), ("list", suggestions == nil ? nil : "view-names"), ("autocomplete", "off")]),
                ]),
                .el("button", [("type", "submit")], [.text("Inspect")]),
            ]),
        ])
    }

    /// The current answer, beside the drawing and always on screen: the selected tap's or clicked point's
    /// verdict (copied from its section), then the why answer and the inspector when asked. Full traces follow.
    private var answerPane: Markup {
        .el("section", [("id", "answer-pane"), ("class", "answer-pane"), ("aria-label", "The current answer")], [
            .el("div", [("id", "pane-verdict")]),
            .el("p", [("id", "why-answer"), ("aria-live", "polite")]),
            .el("section", [("id", "inspector"), ("class", "inspector"), ("aria-live", "polite"), ("hidden", "")]),
        ])
    }
}
