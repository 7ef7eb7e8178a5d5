import Foundation
import HitScopeAudit
import HitScopeCore
import HitScopeReport
import HitScopeScene
import HitScopeTestSupport
import Testing

/// `hitscope report --audit` and `gallery --audit`: the audit's findings as a section of the report, linked to
/// their views, and their counts on the gallery's index; checked in the file and in headless Chromium.
@Suite("Audit in reports")
struct AuditSectionTests {
    static func html(_ example: String, _ extra: [String] = []) throws -> String {
        let result = try CLI.run(["report", Examples.url(example).path, "--audit", "-o", "-"] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    @Test("The section lists every finding with its view's index, rule, message and fix; the header links to it")
    func section() async throws {
        let page = try Self.html("audit-touch-sizes")
        let scene = try Examples.load("audit-touch-sizes")
        let audit = await Auditor().audit(scene, file: "audit-touch-sizes.yaml")
        #expect(page.contains("audit: <a href=\"#audit\">4 errors, 3 warnings</a>"))
        #expect(page.components(separatedBy: "<li class=\"finding ").count - 1 == audit.findings.count)
        for finding in audit.findings {
            let index = finding.view.index
            #expect(page.contains("<li class=\"finding \(finding.severity.rawValue)\" data-view=\"\(index)\" tabindex=\"0\">"))
            #expect(page.contains(">\(finding.rule.rawValue)</code>"))
        }
        #expect(
            page.contains("<strong>Fix: </strong>set userInteractionEnabled = NO on toast (proven on a copy of the whole scene: nothing else changes)"),
            "the fix the engine proved on the whole scene")
        #expect(page.contains("<strong>Fix: </strong>enlarge the hit area of closeButton with pointInside { minimumSize: [44, 44] } (proven on a copy of the whole scene"))
        // The areas table: infoButton really gets 44×44 although it is drawn 20×20.
        let info = try #require(scene.hierarchy.id(named: "infoButton")).index
        #expect(page.contains("<tr data-view=\"\(info)\"><th scope=\"row\" class=\"mono\">infoButton</th><td>1936</td><td>44×44</td><td>400</td></tr>"))
    }

    @Test("Touch area that depends on an unsettled question: its findings say Uncertain, the table gives its points²")
    func uncertain() throws {
        let page = try Self.html("unsettled-questions")
        let scene = try Examples.load("unsettled-questions")
        let like = try #require(scene.hierarchy.id(named: "likeButton")).index
        #expect(page.contains("<tr data-view=\"\(like)\"><th scope=\"row\" class=\"mono\">likeButton</th><td>8000, 1024 uncertain</td>"))
        #expect(page.contains("<p class=\"uncertain\"><strong>Uncertain: </strong>1024 pt² around ("))
        #expect(page.contains("<p class=\"uncertain\"><strong>Uncertain: </strong>7750 pt² around ("))
        #expect(page.contains(">uncertain</code>"))
    }

    @Test("Without --audit the page has no audit; with it, the same bytes every time; --min-size counts")
    func optIn() throws {
        let plain = try CLI.run(["report", Examples.url("audit-touch-sizes").path, "-o", "-"]).stdout
        #expect(!plain.contains("id=\"audit\""))
        #expect(try Self.html("audit-touch-sizes") == (try Self.html("audit-touch-sizes")))
        #expect(try Self.html("seed003-bigger-hit-area", ["--min-size", "20"]).contains("audit: <a href=\"#audit\">no findings</a>"))
        let svg = try CLI.run(["report", Examples.url("audit-touch-sizes").path, "--audit", "--format", "svg", "-o", "-"])
        #expect(svg.status == 64 && svg.stderr.contains("--audit adds a section to the HTML report"))
    }

    @Test("gallery --audit: each card says its counts and links to the report's audit")
    func gallery() throws {
        let folder = try TemporaryFolder()
        let site = folder.file("site")
        let result = try CLI.run(["gallery", Examples.folder.path, "-o", site.path, "--audit"])
        #expect(result.status == 0, "\(result.stderr)")
        let index = String(decoding: try Data(contentsOf: site.appendingPathComponent("index.html")), as: UTF8.self)
        #expect(index.contains("Audit: <a href=\"audit-touch-sizes.yaml.html#audit\">4 errors, 3 warnings</a>"))
        #expect(index.contains("Audit: <a href=\"seed001-views-a-to-e.yaml.html#audit\">no findings</a>"))
        let report = String(decoding: try Data(contentsOf: site.appendingPathComponent("audit-unreachable.yaml.html")), as: UTF8.self)
        #expect(report.contains("id=\"audit\""))
    }
}

/// The audit section in the browser, with the other browser tests (one Chromium, one test at a time).
extension BrowserTests {
    @Test("In Chromium: no request, no error; hovering and focusing a finding outlines its view")
    func auditSection() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(try AuditSectionTests.html("audit-touch-sizes"), to: "audit.html")
        let page = try BrowserTests.browser.get().newPage(dark: false)
        defer { page.close() }
        let load = try page.open(file, fragment: nil)
        #expect(load.requests.isEmpty, "requests: \(load.requests)")
        #expect(load.errors.isEmpty, "errors: \(load.errors)")
        let toast = try #require(try Examples.load("audit-touch-sizes").hierarchy.id(named: "toast")).index
        let outline = "document.getElementById('hs-v\(toast)').getAttribute('d')"
        let finding = "document.querySelector('li.finding[data-view=\"\(toast)\"]')"
        try page.evaluate("\(finding).dispatchEvent(new MouseEvent('mouseover', {bubbles: true}))")
        #expect(try page.evaluate("(document.querySelector('.hl-hover') || {}).getAttribute?.('d') === \(outline)") as? Bool == true)
        try page.evaluate("\(finding).focus()")
        #expect(try page.evaluate("(document.querySelector('.hl-focus') || {}).getAttribute?.('d') === \(outline)") as? Bool == true)
        #expect(page.activity().errors.isEmpty)
    }

    @Test("In Chromium: an audited gallery's cards keep the taps beside the thumbnail, under the audit line")
    func auditedGalleryLayout() throws {
        let folder = try TemporaryFolder()
        let site = folder.file("site")
        let result = try CLI.run(["gallery", Examples.folder.path, "-o", site.path, "--audit"])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try BrowserTests.browser.get().newPage(dark: false)
        defer { page.close() }
        let load = try page.open(site.appendingPathComponent("index.html"), fragment: nil)
        #expect(load.requests.isEmpty, "requests: \(load.requests)")
        let misplaced = try page.evaluate(
            """
            [...document.querySelectorAll('li.card')].filter(card => {
              const thumb = card.querySelector('svg'), taps = card.querySelector('ul.taps');
              return thumb && taps && taps.getBoundingClientRect().left < thumb.getBoundingClientRect().right;
            }).length
            """)
        #expect(misplaced as? Int == 0)
        let measured = try page.evaluate("[...document.querySelectorAll('li.card')].filter(card => card.querySelector('svg') && card.querySelector('ul.taps')).length")
        #expect((measured as? Int ?? 0) >= 20, "cards with a thumbnail and taps: \(String(describing: measured))")
    }
}
