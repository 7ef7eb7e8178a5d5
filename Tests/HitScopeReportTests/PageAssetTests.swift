import HitScopeCore
import HitScopeDiff
import HitScopeReport
import Testing
import HitScopeTestSupport

/// The page's static assets, checked once for every page (the golden pages keep a placeholder in their place,
/// `PageSkeleton`): each file of `Resources/Page` is embedded once, where it belongs, a style sheet exactly as the
/// file has it and the script as `EmbeddedText.pageScript` trims it, and nothing else is the page's script.
struct PageAssetTests {
    private func asset(_ file: String) throws -> String {
        try #require(PageSkeleton.assets.first { $0.file == file }).text
    }

    private func occurrences(_ part: String, in text: String) -> Int { text.components(separatedBy: part).count - 1 }

    @Test("Resources/Page holds the report's script and style sheets and the gallery's and diff page's style sheets, and nothing else")
    func files() {
        #expect(PageSkeleton.assets.map(\.file) == ["diff.css", "gallery.css", "report-print.css", "report.css", "report.js"])
        #expect(PageSkeleton.assets.allSatisfy { !$0.text.isEmpty })
    }

    @Test("A report page's script is report.js as a page carries it; its style holds report.css and report-print.css, once each")
    func reportPage() throws {
        let page = HTMLReport.html(scene: try Examples.load("seed000-experiment1-siblings"), options: ReportOptions(sceneFile: "x.yaml"))
        #expect(between(page, "<script>", "</script>") == [try asset("report.js")])
        let styles = between(page, "<style>", "</style>")
        try #require(styles.count == 1)
        #expect(occurrences(try asset("report.css"), in: styles[0]) == 1)
        #expect(occurrences(try asset("report-print.css"), in: styles[0]) == 1)
        #expect(occurrences(try asset("gallery.css"), in: page) == 0)
        // What the golden pages keep: a placeholder where each asset was, and no asset text.
        let skeleton = PageSkeleton.of(page)
        for file in ["report.js", "report.css", "report-print.css"] { #expect(occurrences(PageSkeleton.placeholder(file), in: skeleton) == 1, "\(file)") }
    }

    @Test("The gallery's index embeds gallery.css once and no report asset")
    func galleryIndex() throws {
        let page = GalleryIndex.html([])
        #expect(occurrences(try asset("gallery.css"), in: page) == 1)
        for file in ["report.js", "report.css", "report-print.css"] { #expect(occurrences(try asset(file), in: page) == 0, "\(file)") }
    }

    @Test("The diff page embeds gallery.css and diff.css once each, and no script at all")
    func diffPage() throws {
        let page = DiffPage.html(DiffReport(files: []))
        #expect(occurrences(try asset("gallery.css"), in: page) == 1)
        #expect(occurrences(try asset("diff.css"), in: page) == 1)
        #expect(!page.contains("<script") && page.contains("script-src 'none'"))
        for file in ["report.js", "report.css", "report-print.css"] { #expect(occurrences(try asset(file), in: page) == 0, "\(file)") }
    }
}
