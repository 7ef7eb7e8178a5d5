import Foundation
import HitScopeCore
import HitScopeReport
import HitScopeTestSupport
import Testing

/// The taps' steps are written as plain rows (`RowMarkup.plainStep`) and made full rows by report.js as the page
/// opens. In Chromium, every list of steps is then the markup the pages were written with before (Fixtures/rows:
/// each seed page's `<ol class="steps">` lists as the golden pages held them), element for element, attribute for
/// attribute (in any order), text for text.
@Suite("Plain step rows made full in Chromium", .serialized)
struct PlainStepRowsBrowserTests {
    static let browser = Result { try Chromium() }

    /// Each element as `[tag, sorted "name=value" attributes, children]`, each text as itself.
    private static let normalize = """
        const norm = n => n.nodeType === 3 ? n.textContent
          : [n.tagName.toLowerCase(), [...n.attributes].map(a => a.name + '=' + a.value).sort(), [...n.childNodes].map(norm)];
        """

    @Test("Seed pages: the rows report.js makes are the rows the page used to hold", arguments: ["seed001-views-a-to-e", "seed002-skip-rules", "seed003-scroll-view-margins"])
    func rows(_ name: String) throws {
        let html = HTMLReport.html(scene: try Examples.load(name), options: ReportOptions(sceneFile: "\(name).yaml"))
        #expect(!html.contains("class=\"n\" href=\"#tap-"), "the page is written with plain rows")
        let expected = try String(contentsOf: fixtures.folder.appendingPathComponent("rows/\(name).html"), encoding: .utf8)
        let folder = try TemporaryFolder()
        let file = try folder.write(html, to: "\(name).html")
        let page = try Self.browser.get().newPage()
        defer { page.close() }
        let load = try page.open(file)
        #expect(load.requests.isEmpty && load.errors.isEmpty, "\(load.requests) \(load.errors)")
        let literal = String(decoding: try JSONSerialization.data(withJSONObject: [expected], options: .fragmentsAllowed), as: UTF8.self)
        let answer = try page.evaluate("""
            (() => { \(Self.normalize)
              const made = [...document.querySelectorAll('section.tap ol.steps')].map(norm);
              const held = [...new DOMParser().parseFromString(\(literal)[0], 'text/html').querySelectorAll('ol.steps')].map(norm);
              return JSON.stringify([made.length, JSON.stringify(made) === JSON.stringify(held), JSON.stringify(made).slice(0, 600), JSON.stringify(held).slice(0, 600)]); })()
            """) as? String
        let result = try #require(try JSONSerialization.jsonObject(with: Data((answer ?? "[]").utf8)) as? [Any])
        #expect(result.count == 4 && (result[0] as? Int ?? 0) > 0 && result[1] as? Bool == true, "\(result)")
    }
}
