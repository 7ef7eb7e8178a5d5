import HitScopeCore
import HitScopeDiff
import HitScopeOutput
import HitScopeRender

/// `hitscope diff --format html`: one offline page for a pull request's reviewers. The answer first; then, per
/// file that changed, the old and new drawings side by side with the parts of the screen whose touches changed
/// owner hatched (red on the old drawing: a view lost them; green on the new one: a view gained them), and every
/// change with its areas, who takes the touches now and the cause. No script, nothing loaded (the reports'
/// Content-Security-Policy); the scenes' own text and colours are drawn as they are, the hatching lets them show
/// through.
public enum DiffPage {
    public static func html(_ report: DiffReport) -> String {
        let summary = DiffSummary(report).text
        let regressed = report.fails(at: .lost)
        var sections: [Markup] = []
        var unchanged: [Markup] = []
        for (index, file) in report.files.enumerated() {
            if file.level == nil && file.changedViews.isEmpty && !file.touches.contains(where: { $0.level != nil }) {
                unchanged.append(.el("li", [], [.text(terminalSafe(file.file))]))
            } else {
                sections.append(section(file, index: index))
            }
        }
        var main = sections
        if !unchanged.isEmpty {
            main.append(.el("section", [("class", "file")], [
                .el("h2", [], [.text("No change (\(unchanged.count) file\(unchanged.count == 1 ? "" : "s"))")]),
                .el("ul", [("class", "unchanged")], unchanged),
            ]))
        }
        let body = Markup.el("body", [], [
            .el("header", [], [
                .el("h1", [], [.text("HitScope touch diff")]),
                .el("p", [("class", regressed ? "verdict regressed" : "verdict")], [.text(terminalSafe(summary))]),
            ]),
            .el("main", [], main),
            .el("footer", [], [
                .text(
                    "Written by hitscope diff. Every area was computed by HitScope's engine on one exact grid cut at the edges of both versions; "
                        + "views were matched by name, address, or place, class and title, as each change says.")
            ]),
        ])
        return PageHead.html(title: "Touch diff — HitScope", generator: "hitscope diff", policy: policy(report), style: style)
            + MarkupWriter.render(body, html: true) + "\n</html>\n"
    }

    private static let style = PageColors.css + SVGTheme.css + PageAssets.galleryCSS + PageAssets.diffCSS

    private static func policy(_ report: DiffReport) -> String {
        let images = report.files.contains { $0.scenes.map { $0.old.screenshot != nil || $0.new.screenshot != nil } == true }
        return ContentSecurityPolicy.policy(style: style, script: nil, images: images)
    }

    private static func section(_ file: FileDiff, index: Int) -> Markup {
        var children: [Markup] = [.el("h2", [], [.text(terminalSafe(file.file))])]
        switch file.change {
        case .added:
            children.append(.el("p", [("class", "paths")], [.text("A new file: there is no old version to compare it with.")]))
            return .el("section", [("class", "file")], children)
        case .removed:
            children.append(.el("p", [("class", "paths")], [.text("Removed: there is no new version to compare it with.")]))
            return .el("section", [("class", "file")], children)
        case .kept: break
        }
        children.append(.el("p", [("class", "paths")], [.text("Old: \(terminalSafe(file.old ?? "")) · new: \(terminalSafe(file.new ?? ""))")]))
        if let scenes = file.scenes {
            let lost = DiffTint.pieces(scenes, lost: true)
            let gained = DiffTint.pieces(scenes, lost: false)
            children.append(.el("div", [("class", "pair")], [
                figure("Before", file.old ?? "", scenes.old, tints: DiffTint.layer(lost, lost: true), prefix: "f\(index + 1)o-"),
                figure("After", file.new ?? "", scenes.new, tints: DiffTint.layer(gained, lost: false), prefix: "f\(index + 1)n-"),
            ]))
            children.append(.el("ul", [("class", "legend")], [
                .el("li", [], [.el("span", [("class", "swatch lost"), ("aria-hidden", "true")]), .text("before: touches a view had and lost")]),
                .el("li", [], [.el("span", [("class", "swatch gained"), ("aria-hidden", "true")]), .text("after: touches a view gained")]),
            ]))
        }
        let changes = file.changedViews.map(change) + file.touches.filter { $0.level != nil }.map(touch)
        children.append(.el("h3", [], [.text("Changes (\(changes.count))")]))
        children.append(.el("ol", [("class", "changes")], changes))
        let same = file.views.count - file.changedViews.count
        children.append(.el("p", [("class", "muted")], [.text("Unchanged: \(same) touch target\(same == 1 ? "" : "s").")]))
        return .el("section", [("class", "file")], children)
    }

    private static func figure(_ caption: String, _ path: String, _ scene: Scene, tints: Layer, prefix: String) -> Markup {
        var list = SceneDrawing(scene: scene).displayList(taps: [])
        if let labels = list.layers.firstIndex(where: { $0.kind == .labels }) {
            list.layers.insert(tints, at: labels)
        } else {
            list.layers.append(tints)
        }
        let label = "\(caption): drawing of \(terminalSafe(scene.name)), the touches that changed owner hatched"
        return .el("figure", [], [
            .el("figcaption", [], [.text("\(caption) · \(terminalSafe(path))")]),
            SVGWriter(.init(idPrefix: prefix, layers: [.screenshot, .scene, .touchAreas, .labels], label: label, tooltips: false)).element(list),
        ])
    }

    private static func change(_ view: ViewDiff) -> Markup {
        let level = view.level?.rawValue ?? "same"
        let area = "touch area \(DiffWords.area(view.areaBefore)) → \(DiffWords.area(view.areaAfter))\(view.approximate ? " (approximate)" : "")"
        let details = ([area] + DiffWords.details(view)).map { Markup.el("li", [], [.text(terminalSafe($0))]) }
        let accepted: [Markup] = view.baseline ? [.el("span", [("class", "muted")], [.text(" (accepted by the baseline)")])] : []
        return .el("li", [], [
            .el("span", [("class", "level \(level)")], [.text(level)]),
            .text(terminalSafe(DiffWords.headline(view))),
        ] + accepted + [.el("ul", [], details)])
    }

    private static func touch(_ touch: TouchDiff) -> Markup {
        let level = touch.level?.rawValue ?? "same"
        let touch = TouchDiffRecord(touch)
        return .el("li", [], [
            .el("span", [("class", "level \(level)")], [.text(level)]),
            .text(terminalSafe(DiffWords.headline(touch))),
            .el("ul", [], DiffWords.details(touch).map { .el("li", [], [.text(terminalSafe($0))]) }),
        ])
    }
}
