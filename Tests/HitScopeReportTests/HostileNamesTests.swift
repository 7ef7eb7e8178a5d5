import Foundation
import HitScopeCore
import HitScopeReport
import Testing

/// Names and titles are hostile input: in Chromium they must render as literal text and never run.
@Suite("Hostile names in Chromium", .serialized)
struct HostileNamesTests {
    static let browser = Result { try Chromium() }

    @Test("Markup, quotes, entities, RTL marks, emoji and control characters render literally and never execute")
    func hostile() throws {
        let scene = try HostileScene.scene()
        let folder = try TemporaryFolder()
        let file = try folder.write(HTMLReport.html(scene: scene, options: ReportOptions(sceneFile: "<evil>.yaml")), to: "hostile.html")
        let page = try Self.browser.get().newPage()
        defer { page.close() }
        let load = try page.open(file)
        #expect(load.requests.isEmpty, "requests: \(load.requests)")
        #expect(load.errors.isEmpty, "errors: \(load.errors)")
        #expect(try page.evaluate("window.hitscopeReady === true") as? Bool == true)
        // Walk every step and click every view: nothing may run.
        try page.evaluate("document.querySelectorAll('ol.steps > li').forEach(li => li.focus())")
        for index in 0..<scene.hierarchy.count {
            let frame = scene.hierarchy[ViewID(index)].frame
            let center = try page.evaluate(
                "(() => { const p = new DOMPoint(\(frame.midX), \(frame.midY + 2)).matrixTransform(document.querySelector('svg.hs-drawing').getScreenCTM()); return [p.x, p.y]; })()") as? [Double] ?? [0, 0]
            try page.click(x: center[0], y: center[1])
        }
        #expect(try page.evaluate("typeof window.__pwned") as? String == "undefined")
        #expect(try page.evaluate("document.querySelectorAll('script').length") as? Int == 2)
        #expect(try page.evaluate("document.querySelectorAll('img, iframe, object').length") as? Int == 0)
        #expect(try page.evaluate("document.querySelectorAll('svg').length") as? Int == 1)
        // The page shows the names literally (made visible where they hold control or bidirectional characters).
        let pageText = try page.evaluate("document.body.innerText + document.querySelector('svg').textContent") as? String ?? ""
        for name in HostileScene.names { #expect(pageText.contains(terminalSafe(name)), "the page shows \(terminalSafe(name))") }
        #expect(try page.evaluate("document.querySelector('h1').textContent") as? String == terminalSafe(scene.name))
        #expect(try page.evaluate("document.title") as? String == terminalSafe(scene.name) + " — HitScope report")
        // The embedded data holds every name exactly.
        let views = try page.evaluate("JSON.parse(document.getElementById('hs-data').textContent).views") as? [String] ?? []
        #expect(views == scene.hierarchy.views.map(\.name))
        #expect(page.activity().errors.isEmpty)
    }
}
