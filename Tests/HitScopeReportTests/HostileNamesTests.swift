import Foundation
import HitScopeAudit
import HitScopeCore
import HitScopeFiles
import HitScopeReport
import HitScopeScene
import HitScopeTestSupport
import Testing

/// Names and titles are hostile input: in Chromium they must render as literal text and never run — with the
/// page's Content-Security-Policy and without it (escaping alone must hold), in a report with its audit section
/// (whose findings quote the names again) and in a gallery.
@Suite("Hostile names in Chromium", .serialized)
struct HostileNamesTests {
    static let browser = Result { try Chromium() }

    /// The report's options: with the audit, whose findings quote the names again (every button is too small).
    private static func options(_ scene: Scene) async throws -> ReportOptions {
        let audit = await Auditor().audit(scene, file: "<evil>.yaml")
        #expect(audit.findings.count >= HostileScene.names.count - 1)
        return ReportOptions(sceneFile: "<evil>.yaml", audit: audit)
    }

    /// Focuses every step and audit finding, clicks (and so hovers) every view, and asks "why not" about every view by the name the
    /// page shows for it.
    private func exercise(_ page: BrowserPage, _ scene: Scene) throws {
        try page.evaluate("document.querySelectorAll('ol.steps > li, li.finding').forEach(li => li.focus())")
        for index in 0..<scene.hierarchy.count {
            let frame = scene.hierarchy[ViewID(index)].frame
            let center = try page.evaluate(
                "(() => { const p = new DOMPoint(\(frame.midX), \(frame.midY + 2)).matrixTransform(document.querySelector('svg.hs-drawing').getScreenCTM()); return [p.x, p.y]; })()") as? [Double] ?? [0, 0]
            try page.click(x: center[0], y: center[1])
        }
        let labels = scene.hierarchy.views.map { terminalSafe($0.name) }
        let asked = String(decoding: try JSONSerialization.data(withJSONObject: labels), as: UTF8.self)
        let answers = try page.evaluate(
            "\(asked).map(label => { document.getElementById('why-view').value = label; document.getElementById('why-form').requestSubmit(); return document.getElementById('why-answer').textContent; })") as? [String] ?? []
        #expect(answers.count == labels.count)
        for (label, answer) in zip(labels, answers) {
            #expect(!answer.hasPrefix("No view is named") && answer.contains(label), "why about \(label): \(answer)")
        }
    }

    /// Nothing ran, and the page holds only its own kinds of elements: no handler attributes, nothing that loads,
    /// navigates, styles or scripts.
    private func expectInert(_ page: BrowserPage, scripts: Int) throws {
        #expect(try page.evaluate("typeof window.__pwned") as? String == "undefined")
        #expect(try page.evaluate("typeof parent.__pwned") as? String == "undefined")
        let handlers = try page.evaluate(
            "[...document.querySelectorAll('*')].flatMap(e => [...e.attributes].filter(a => a.name.startsWith('on')).map(a => e.tagName + ' ' + a.name))") as? [String]
        #expect(handlers == [], "event handler attributes: \(handlers ?? [])")
        let intruders = try page.evaluate(
            "[...document.querySelectorAll('img, iframe, object, embed, base, math, x, template:not(#step-row):not(#chain-row), meta[http-equiv=refresh], a[href^=javascript], svg script')].map(e => e.tagName)") as? [String]
        #expect(intruders == [], "elements from names: \(intruders ?? [])")
        // The page's own row templates (RowMarkup), once each at most.
        #expect(try page.evaluate("document.querySelectorAll('template').length") as? Int ?? 99 <= 2)
        #expect(try page.evaluate("document.querySelectorAll('script').length") as? Int == scripts)
        #expect(try page.evaluate("document.querySelectorAll('style').length") as? Int == 1)
        #expect(try page.evaluate("location.protocol") as? String == "file:")
    }

    @Test("Markup, quotes, entities, RTL marks, emoji and control characters render literally and never execute")
    func hostile() async throws {
        let scene = HostileScene.scene()
        let folder = try TemporaryFolder()
        let file = try folder.write(HTMLReport.html(scene: scene, options: try await Self.options(scene)), to: "hostile.html")
        let page = try Self.browser.get().newPage()
        defer { page.close() }
        let load = try page.open(file)
        #expect(load.requests.isEmpty, "requests: \(load.requests)")
        #expect(load.errors.isEmpty, "errors: \(load.errors)")
        #expect(try page.evaluate("window.hitscopeReady === true") as? Bool == true)
        #expect(try page.evaluate("document.querySelectorAll('li.finding').length") as? Int ?? 0 >= HostileScene.names.count - 1)
        try exercise(page, scene)
        try expectInert(page, scripts: 2)
        // One drawing, and one swatch per entry of the touch-area key: no name became an element.
        #expect(try page.evaluate("document.querySelectorAll('svg:not(.swatch)').length") as? Int == 1)
        #expect(try page.evaluate("document.querySelectorAll('svg.swatch').length === document.querySelectorAll('details.touch-key li').length") as? Bool == true)
        // The page shows the names literally (made visible where they hold control or bidirectional characters).
        let pageText = try page.evaluate("document.body.innerText + document.querySelector('svg').textContent") as? String ?? ""
        for name in HostileScene.names { #expect(pageText.contains(terminalSafe(name)), "the page shows \(terminalSafe(name))") }
        #expect(try page.evaluate("document.querySelector('h1').textContent") as? String == terminalSafe(scene.name))
        #expect(try page.evaluate("document.title") as? String == terminalSafe(scene.name) + " — HitScope report")
        // The embedded data holds every name exactly.
        let views = try page.data("views") as? [String] ?? []
        #expect(views == scene.hierarchy.views.map(\.name))
        #expect(page.activity().errors.isEmpty)
    }

    @Test("Without its Content-Security-Policy the page is just as inert: escaping alone keeps names text")
    func withoutThePolicy() async throws {
        let scene = HostileScene.scene()
        let html = HTMLReport.html(scene: scene, options: try await Self.options(scene))
        let policy = try #require(html.range(of: #"<meta http-equiv="Content-Security-Policy" content="[^"]*">\n?"#, options: .regularExpression))
        let folder = try TemporaryFolder()
        let file = try folder.write(html.replacingCharacters(in: policy, with: ""), to: "no-policy.html")
        let page = try Self.browser.get().newPage()
        defer { page.close() }
        let load = try page.open(file)
        #expect(load.requests.isEmpty, "requests: \(load.requests)")
        #expect(try page.evaluate("document.querySelector('meta[http-equiv=Content-Security-Policy]') === null") as? Bool == true)
        #expect(try page.evaluate("window.hitscopeReady === true") as? Bool == true)
        try exercise(page, scene)
        try expectInert(page, scripts: 2)
        #expect(page.activity().requests.isEmpty)
    }

    @Test("A gallery of a hostile file: its index and the report it links are inert")
    func gallery() async throws {
        let scene = HostileScene.scene()
        let folder = try TemporaryFolder()
        let scenes = folder.file("in")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        let name = "<img src=x onerror=window.__pwned=1> \u{202E}\u{1B}[2J.yaml"
        // A file cannot hold the colour that tries to leave its attribute (the reader refuses it); the names it holds.
        let yaml = SceneWriter.yaml(scene).replacingOccurrences(of: "color: '#f2f2f7\" onload=\"window.__pwned=1'", with: "color: white")
        #expect(!yaml.contains("#f2f2f7"))
        try yaml.write(to: scenes.appendingPathComponent(name), atomically: true, encoding: .utf8)
        let site = folder.file("site")
        // As `hitscope gallery` builds it: the folder's one input, read back, its page named by PageNames.
        let walk = try FolderWalk(scenes.path)
        #expect(walk.inputs.map(\.relative) == [name] && walk.skipped.isEmpty)
        let entry = GallerySite.Entry(
            sourceFile: name, reportFile: PageNames.page(for: name), indexLink: PageNames.indexLink(from: name),
            scene: try SceneFiles.load(path: walk.inputs[0].path).scene, audit: nil)
        let pages = try SiteFolder(site.path)
        let made = GallerySite.page(entry, number: 0)
        try pages.write(made.report, to: entry.reportFile)
        try pages.write(GallerySite.index([made.card]), to: "index.html")
        let page = try Self.browser.get().newPage()
        defer { page.close() }
        let load = try page.open(site.appendingPathComponent("index.html"))
        #expect(load.requests.isEmpty, "requests: \(load.requests)")
        #expect(load.errors.isEmpty, "errors: \(load.errors)")
        try expectInert(page, scripts: 0)
        let text = try page.evaluate("document.body.innerText") as? String ?? ""
        #expect(text.contains(terminalSafe(String(name.dropLast(5)))) || text.contains(terminalSafe(name)), "the index names the file literally")
        let link = try #require(try page.evaluate("document.querySelector('a[href$=\".html\"]').href") as? String)
        let report = try #require(URL(string: link))
        #expect(report.isFileURL && report.path.hasPrefix(site.path))
        // The report itself is exercised in `hostile()`; here: it opens from the index, and nothing ran.
        #expect(try page.open(report).requests.isEmpty)
        try expectInert(page, scripts: 2)
    }
}
