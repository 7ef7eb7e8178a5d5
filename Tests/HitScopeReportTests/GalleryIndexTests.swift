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
            let cards = entries.prefix(count).enumerated().map { GalleryIndex.card($1, index: $0) }
            let tree = Markup.el("body", [], [
                .el("header", [], [
                    .el("h1", [], [.text("HitScope gallery")]),
                    .el("p", [], [.text("\(count) scene\(count == 1 ? "" : "s"). Each report shows where every tap goes, step by step, and answers clicks on any point.")]),
                ]),
                .el("main", [], [.el("ul", [("class", "cards")], cards)]),
            ])
            let page = GallerySite.index(entries.prefix(count).enumerated().map { GallerySite.card($1, number: $0) })
            let body = try #require(page.range(of: "<body>"))
            #expect(String(page[body.lowerBound...]) == MarkupWriter.render(tree, html: true) + "\n</html>\n", "\(count) cards")
        }
    }
}
