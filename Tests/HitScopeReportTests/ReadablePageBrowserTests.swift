import Foundation
import HitScopeAudit
import HitScopeCore
import HitScopeDiff
import HitScopeFiles
import HitScopeReport
import HitScopeTestSupport
import Testing

/// The report as it is shared (issue 38): opened on a phone (390 × 844) and a laptop (1280 × 800), light and dark.
/// The verdict leads the first screen once; a clicked step stays in view with the drawing beside it; no HitScope
/// mark paints over the app's titles; dark mode leaves the app's colours alone.
@Suite("Shared reports on a phone and a laptop, light and dark", .serialized)
struct ReadablePageBrowserTests {
    static let browser = Result { try Chromium() }

    struct Screen: CustomStringConvertible, Sendable {
        let width: Int, height: Int, dark: Bool
        var phone: Bool { width <= 480 }
        var description: String { "\(width)×\(height)\(dark ? " dark" : "")" }
    }

    static let screens = [false, true].flatMap { dark in [Screen(width: 390, height: 844, dark: dark), Screen(width: 1280, height: 800, dark: dark)] }

    /// The scenes looked at: the orders list the issue was found on, an example with titles under a tap, and one
    /// with a screenshot.
    static let scenes = ["orders-zero-height-stack", "audit-unreachable", "screenshot-login"]

    private static func load(_ name: String) throws -> Scene {
        let fixture = Examples.repository.appendingPathComponent("Tests/HitScopeReportTests/Fixtures/scenes/\(name).yaml")
        return FileManager.default.fileExists(atPath: fixture.path) ? try SceneFiles.load(path: fixture.path).scene : try Examples.load(name)
    }

    private func open(_ name: String, on screen: Screen, fragment: String? = nil) async throws -> (BrowserPage, TemporaryFolder) {
        let scene = try Self.load(name)
        // As `hitscope report --audit` makes it: the findings' fixes proven on a copy of the whole scene.
        let audit = await Auditor().auditProvingFixes(scene, file: "\(name).yaml")
        let folder = try TemporaryFolder()
        let file = try folder.write(HTMLReport.html(scene: scene, options: ReportOptions(sceneFile: "\(name).yaml", audit: audit)), to: "\(name).html")
        let page = try Self.browser.get().newPage(width: screen.width, height: screen.height, dark: screen.dark)
        let load = try page.open(file, fragment: fragment)
        #expect(load.requests.isEmpty && load.errors.isEmpty, "\(load.requests) \(load.errors)")
        return (page, folder)
    }

    /// A box of the viewport: `[left, top, right, bottom]`.
    private func box(_ page: BrowserPage, _ expression: String) throws -> [Double] {
        try page.evaluate("(e => { if (!e) return []; const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; })(\(expression))")
            as? [Double] ?? []
    }

    /// The share of the drawing's area inside the viewport and not covered.
    private func drawingInView(_ page: BrowserPage) throws -> Double {
        let value = try page.evaluate("""
            (() => { const r = document.querySelector('svg.hs-drawing').getBoundingClientRect();
              const w = Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0)), h = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
              return w * h / (r.width * r.height); })()
            """)
        return (value as? NSNumber)?.doubleValue ?? 0
    }

    /// Whether the element is on screen and nothing (no sticky drawing, no pane) covers its middle.
    private func visibleAndUncovered(_ page: BrowserPage, _ expression: String) throws -> Bool {
        let answer = try page.evaluate("""
            (e => { const r = e.getBoundingClientRect(); if (r.top < 0 || r.bottom > innerHeight || r.height === 0) return 'off screen: ' + [r.top, r.bottom, innerHeight];
              const at = document.elementFromPoint(Math.min(r.left + 30, r.right - 2), r.top + r.height / 2);
              return !!at && (at === e || e.contains(at)) ? 'yes' : 'covered by ' + (at ? at.tagName + '.' + at.className + '#' + at.id : 'nothing'); })(\(expression))
            """) as? String
        #expect(answer == "yes", "\(answer ?? "no answer")")
        return answer == "yes"
    }

    @Test("The selected touch's verdict leads the first screen, once; on a phone above the drawing", arguments: scenes, screens)
    func verdictFirst(_ name: String, _ screen: Screen) async throws {
        let (page, _) = try await open(name, on: screen)
        defer { page.close() }
        let taken = try box(page, "document.querySelector('#pane-verdict .verdict .taken')")
        #expect(taken.count == 4 && taken[1] >= 0 && taken[3] <= Double(screen.height), "the verdict on the first screen: \(taken)")
        if screen.phone {
            let drawing = try box(page, "document.querySelector('svg.hs-drawing')")
            #expect(taken.count == 4 && drawing.count == 4 && taken[3] <= drawing[1], "above the drawing: \(taken) \(drawing)")
        }
        let shown = try page.evaluate("""
            [...document.querySelectorAll('.verdict .taken')].filter(e => { const r = e.getBoundingClientRect(); return r.height > 0 && r.bottom > 0 && r.top < innerHeight; }).length
            """) as? Int
        #expect(shown == 1, "the verdict appears once on the first screen")
        #expect(try page.evaluate("getComputedStyle(document.querySelector('#pane-verdict .verdict .taken strong')).fontWeight") as? String == "700")
    }

    @Test("A clicked step stays in view, under nothing, with at least a quarter of the drawing in view and its view marked", arguments: scenes, screens)
    func clickedStep(_ name: String, _ screen: Screen) async throws {
        let (page, _) = try await open(name, on: screen)
        defer { page.close() }
        let step = "[...document.querySelectorAll('section.tap')].pop().querySelector('ol.steps > li:last-child')"
        // Scrolled to where a reader would click it: near the bottom of the screen, then clicked.
        let target = try #require(page.evaluate("""
            (e => { e.scrollIntoView({ block: 'end' }); window.scrollBy(0, 40); const r = e.getBoundingClientRect(); return [r.left + 30, r.top + r.height / 2]; })(\(step))
            """) as? [Double])
        try page.click(x: target[0], y: target[1])
        #expect(try page.evaluate("\(step).classList.contains('current')") as? Bool == true)
        #expect(try visibleAndUncovered(page, step), "the clicked step is in view and uncovered")
        let share = try drawingInView(page)
        #expect(share >= 0.25, "a quarter of the drawing in view: \(share)")
        try saveScreenshot(page, "\(name)-\(screen)-step")
        let mark = try box(page, "document.querySelector('svg.hs-drawing .layer-highlight .hl-focus')")
        #expect(mark.count == 4, "the step's view is marked in the drawing")
        // A permalink to a step lands the same way.
        let id = try #require(page.evaluate("\(step).id") as? String)
        let (linked, _) = try await open(name, on: screen, fragment: id)
        defer { linked.close() }
        #expect(try visibleAndUncovered(linked, "document.getElementById('\(id)')"), "a step's permalink lands in view, uncovered")
        #expect(try drawingInView(linked) >= 0.25)
    }

    /// Each title of the app (a `text` of the scene layer) against every HitScope mark drawn after it (tap
    /// overlays shown, names, hatching, badges, the page's highlights and a traced point's outlines): points inside
    /// the title's box, inset by the glyphs' margin, must fall in no mark's fill or stroke. The tap marker's ring and
    /// cross hairs and the traced point's cross (the touch itself) are left out; the tap's number is not.
    private func marksOverTitles(_ page: BrowserPage) throws -> [String] {
        try page.evaluate("""
            (() => {
              const svg = document.querySelector('svg.hs-drawing'), found = [];
              const titles = [...svg.querySelectorAll('g.layer-scene text.vm')];
              const marks = [...svg.querySelectorAll('g.layer-tap *, g.layer-labels *, g.layer-highlight *, g.layer-probe *')]
                .filter(m => m instanceof SVGGeometryElement || m instanceof SVGTextElement)
                .filter(m => !(m.closest('.tap-marker') && !(m instanceof SVGTextElement)) && !m.closest('.probe-mark') && m.getClientRects().length > 0 && getComputedStyle(m).display !== 'none');
              for (const title of titles) {
                const b = title.getBBox(), inset = 2;
                if (b.width <= 2 * inset || b.height <= 2 * inset) continue;
                const points = [];
                for (let i = 0; i <= 6; i++) for (let j = 0; j <= 2; j++)
                  points.push(new DOMPoint(b.x + inset + (b.width - 2 * inset) * i / 6, b.y + inset + (b.height - 2 * inset) * j / 2));
                for (const mark of marks) {
                  const style = getComputedStyle(mark);
                  if (Number(style.opacity) === 0) continue;
                  let hit = false;
                  if (mark instanceof SVGTextElement) {
                    const m = mark.getBBox();
                    hit = points.some(p => p.x >= m.x && p.x <= m.x + m.width && p.y >= m.y && p.y <= m.y + m.height);
                  } else {
                    const filled = style.fill !== 'none' && Number(style.fillOpacity) > 0, stroked = style.stroke !== 'none' && parseFloat(style.strokeWidth) > 0;
                    hit = points.some(p => (filled && mark.isPointInFill(p)) || (stroked && mark.isPointInStroke(p)));
                  }
                  if (hit) found.push(JSON.stringify(title.textContent) + ' under ' + mark.tagName + '.' + (mark.getAttribute('class') || '') + ' of ' + (mark.closest('g.layer').getAttribute('class')));
                }
              }
              return found;
            })()
            """) as? [String] ?? ["the check did not run"]
    }

    @Test("No HitScope mark paints over a title of the app, for every tap shown and a clicked step", arguments: scenes, screens)
    func titlesClear(_ name: String, _ screen: Screen) async throws {
        let (page, _) = try await open(name, on: screen)
        defer { page.close() }
        #expect(try page.evaluate("document.querySelectorAll('svg.hs-drawing g.layer-scene text.vm').length") as? Int ?? 0 > 0 || name == "screenshot-login")
        let taps = try page.evaluate("document.querySelectorAll('section.tap[data-key^=\"tap-\"]').length") as? Int ?? 0
        for tap in 0..<taps {
            try page.evaluate("location.hash = '#tap-\(tap + 1)'")
            _ = try page.evaluate("new Promise(r => requestAnimationFrame(r))")
            let shown = try marksOverTitles(page)
            #expect(shown == [], "tap \(tap + 1): \(shown)")
            try page.evaluate("document.querySelector('#tap-\(tap + 1) ol.steps > li:last-child').click()")
            let clicked = try marksOverTitles(page)
            #expect(clicked == [], "tap \(tap + 1), its last step clicked: \(clicked)")
        }
        // A point traced from the form: its visited views outlined (the probe layer).
        try page.evaluate("""
            document.getElementById('probe-x').value = '60'; document.getElementById('probe-y').value = '200';
            document.getElementById('probe-form').requestSubmit()
            """)
        #expect(try page.evaluate("document.querySelectorAll('svg.hs-drawing g.layer-probe path.po').length") as? Int ?? 0 > 0)
        #expect(try marksOverTitles(page) == [], "a traced point")
        // The check sees a mark that does cover a title: a chip laid over the first one.
        if name != "screenshot-login" {
            try page.evaluate("""
                (() => { const b = document.querySelector('svg.hs-drawing g.layer-scene text.vm').getBBox();
                  const r = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
                  for (const [k, v] of [['x', b.x], ['y', b.y], ['width', b.width], ['height', b.height], ['class', 'f-chip']]) r.setAttribute(k, String(v));
                  document.querySelector('svg.hs-drawing g.layer-labels').appendChild(r); })()
                """)
            #expect(try marksOverTitles(page).count == 1)
        }
        try saveScreenshot(page, "\(name)-\(screen)")
    }

    /// With `HITSCOPE_SCREENSHOTS=DIR`, the viewport as a PNG, for a person to look at.
    private func saveScreenshot(_ page: BrowserPage, _ name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["HITSCOPE_SCREENSHOTS"] else { return }
        let file = URL(fileURLWithPath: folder).appendingPathComponent(name.replacingOccurrences(of: " ", with: "-") + ".png")
        try page.screenshot().write(to: file)
    }

    @Test("The culprit of drawn-but-untouchable buttons (a zero-height stack) carries its name on the drawing")
    func culpritNamed() async throws {
        let (page, _) = try await open("orders-zero-height-stack", on: Self.screens[1])
        defer { page.close() }
        let names = try page.evaluate("[...document.querySelectorAll('svg.hs-drawing g.layer-labels text')].map(t => t.textContent)") as? [String] ?? []
        #expect(names.contains("actionStack"), "\(names)")
    }

    @Test("Dark mode changes the page, not the app: the screen, the titles and the veil keep the scene's colours", arguments: ["orders-zero-height-stack", "screenshot-login"])
    func darkKeepsTheApp(_ name: String) async throws {
        var colours: [[String]] = []
        for dark in [false, true] {
            let (page, _) = try await open(name, on: Screen(width: 1280, height: 800, dark: dark))
            defer { page.close() }
            colours.append(try page.evaluate("""
                [...document.querySelectorAll('svg.hs-drawing g.layer-scene > *, svg.hs-drawing g.layer-tap.on > path:first-child, svg.hs-drawing g.layer-screenshot image')]
                  .map(e => { const s = getComputedStyle(e); return [s.fill, s.opacity, s.filter, s.mixBlendMode].join(' '); })
                """) as? [String] ?? [])
            #expect(try page.evaluate("getComputedStyle(document.documentElement).backgroundColor") as? String == (dark ? "rgb(13, 17, 23)" : "rgb(246, 248, 250)"))
        }
        #expect(!colours[0].isEmpty)
        #expect(colours[0] == colours[1], "the app's colours are the same in a dark page")
    }
}
