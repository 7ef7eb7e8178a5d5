import HitScopeCore
import HitScopeRender
import HitScopeReport
import HitScopeTestSupport
import Testing

@Suite("The gallery's index")
struct GalleryIndexTests {
    @Test("Cards written one by one, as a gallery keeps them, make the bytes of the whole tree written at once")
    func cardsWrittenApart() throws {
        let names = ["seed000-experiment1-siblings", "screenshot-login", "several-fingers", "seed002-skip-rules"]
        let entries = try names.map { name in
            GallerySite.Entry(
                sourceFile: "flows/\(name).yaml", reportFile: "flows/\(name).yaml.html", indexLink: "../index.html",
                scene: try Examples.load(name), audit: nil)
        }
        for count in [0, 1, entries.count] {
            let cards = entries.prefix(count).enumerated().map { number, entry in
                GalleryIndex.card(entry, index: number, model: ReportModel(scene: entry.scene, options: ReportOptions(sceneFile: entry.sourceFile)))
            }
            let tree = Markup.el("body", [], [
                .el("header", [], [
                    .el("h1", [], [.text("HitScope gallery")]),
                    .el("p", [], [.text("\(count) scene\(count == 1 ? "" : "s"). Each report shows where every tap goes, step by step, and answers clicks on any point.")]),
                ]),
                .el("main", [], [.el("ul", [("class", "cards")], cards)]),
            ])
            let page = GallerySite.index(entries.prefix(count).enumerated().map { GallerySite.page($1, number: $0).card })
            let body = try #require(page.range(of: "<body>"))
            #expect(String(page[body.lowerBound...]) == MarkupWriter.render(tree, html: true) + "\n</html>\n", "\(count) cards")
        }
    }

    @Test("A card's thumbnail, drawn from its report's model, is the scene layer of the scene drawn alone, without its screenshot", arguments: Examples.all)
    func thumbnail(_ name: String) throws {
        var scene = try Examples.load(name)
        let entry = GallerySite.Entry(sourceFile: "\(name).yaml", reportFile: "\(name).yaml.html", indexLink: "index.html", scene: scene, audit: nil)
        let index = GallerySite.index([GallerySite.page(entry, number: 0).card])
        scene.screenshot = nil
        let alone = SVGWriter(.init(idPrefix: "g1-", layers: [.scene], label: "Drawing of \(terminalSafe(scene.name))"))
            .element(SceneDrawing(scene: scene).displayList(taps: []))
        #expect(scene.hierarchy.count > 1_500 || index.contains(MarkupWriter.render(alone, html: true)))
    }
}
