import Foundation
import HitScopeCore
import HitScopeDiff
import HitScopeOutput
import HitScopeRender
import HitScopeReport
import HitScopeTestSupport
import Testing

/// Reports as a reader sees them, in headless Chromium: loaded from disk with no network and no errors, clicked,
/// walked with the keyboard. One browser serves every test of this file.
@Suite("Reports in Chromium", .serialized)
struct BrowserTests {
    static let browser = Result { try Chromium() }

    private func page(
        _ scene: Scene, name: String, fragment: String? = nil, dark: Bool = false, whyNotBudget: Int = 6000, width: Int = 1280, height: Int = 900
    ) throws -> (BrowserPage, BrowserPage.Load, TemporaryFolder) {
        let folder = try TemporaryFolder()
        let options = ReportOptions(sceneFile: "\(name).yaml", whyNotBudget: whyNotBudget)
        let file = try folder.write(HTMLReport.html(scene: scene, options: options), to: "\(name).html")
        let page = try Self.browser.get().newPage(width: width, height: height, dark: dark)
        let load = try page.open(file, fragment: fragment)
        return (page, load, folder)
    }

    /// The viewport point where a scene point is drawn.
    private func client(_ page: BrowserPage, _ point: Point) throws -> (x: Double, y: Double) {
        let value = try page.evaluate(
            "(() => { const p = new DOMPoint(\(point.x), \(point.y)).matrixTransform(document.querySelector('svg.hs-drawing').getScreenCTM()); return [p.x, p.y]; })()")
        let pair = value as? [Double] ?? []
        return (pair.first ?? -1, pair.last ?? -1)
    }

    private func text(_ page: BrowserPage, _ selector: String) throws -> String {
        try page.evaluate("(document.querySelector(\(json(selector))) || {}).textContent || ''") as? String ?? ""
    }

    private func json(_ text: String) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: [text])) ?? Data(), as: UTF8.self).dropFirst().dropLast().description
    }

    @Test("Every example loads with no request, no error, and its script running", arguments: Examples.all)
    func loads(_ name: String) throws {
        let scene = try Examples.load(name)
        let (page, load, _) = try page(scene, name: name)
        defer { page.close() }
        #expect(load.requests.isEmpty, "requests: \(load.requests)")
        #expect(load.errors.isEmpty, "errors: \(load.errors)")
        #expect(try page.evaluate("window.hitscopeReady === true") as? Bool == true)
        if !scene.taps.isEmpty {
            // The first tap is selected: its overlay shows and its section is marked.
            #expect(try page.evaluate("[...document.querySelectorAll('g.layer-tap.on')].map(g => g.dataset.tap)") as? [String] == ["0"])
            #expect(try page.evaluate("getComputedStyle(document.querySelector('g.layer-tap[data-tap=\"0\"]')).display") as? String == "inline")
            #expect(try page.evaluate("document.querySelector('section.tap.active').id") as? String == "tap-1")
        }
    }

    /// Whether the element's box lies within the 1280×900 viewport (at least `share` of its height on screen).
    private func onScreen(_ page: BrowserPage, _ selector: String, share: Double = 1) throws -> Bool {
        try page.evaluate("""
            (e => { if (!e) return false; const r = e.getBoundingClientRect(); if (r.width === 0 || r.height === 0) return false;
              const visible = Math.min(r.bottom, innerHeight) - Math.max(r.top, 0);
              return r.left >= 0 && r.right <= innerWidth && visible >= \(share) * Math.min(r.height, innerHeight); })(document.querySelector(\(json(selector))))
            """) as? Bool == true
    }

    @Test("The first screen leads with the verdict: who took the selected touch, the rule and its source", arguments: Examples.all)
    func verdictOnTheFirstScreen(_ name: String) throws {
        let scene = try Examples.load(name)
        guard !scene.taps.isEmpty || !scene.touches.isEmpty else { return }
        let (page, _, _) = try page(scene, name: name)
        defer { page.close() }
        #expect(try onScreen(page, "#pane-verdict .verdict .taken"), "the verdict's first line is on the first screen")
        #expect(try onScreen(page, "#pane-verdict .verdict .rule", share: 0.5))
        #expect(try onScreen(page, "svg.hs-drawing", share: 0.5), "the drawing beside it")
        let taken = try text(page, "#pane-verdict .verdict .taken")
        let verdict = HitTester(scene.hierarchy).deliverTouches(
            scene.taps.first.map { [Finger.tap(at: $0)] } ?? scene.touches[0]).verdict(in: scene.hierarchy)
        #expect(taken.hasPrefix("Taken by: " + TraceTextFormatter(scene.hierarchy).takerText(verdict.takenBy)))
    }

    @Test("The touch-area overlay opens its key: each listed view's colour is the colour its touches are drawn in")
    func touchAreaKey() throws {
        let name = "audit-touch-sizes"
        let scene = try Examples.load(name)
        let (page, _, _) = try page(scene, name: name)
        defer { page.close() }
        #expect(try page.evaluate("document.querySelector('details.touch-key').open") as? Bool == false)
        try page.evaluate("document.getElementById('touch-toggle').click()")
        #expect(try page.evaluate("document.querySelector('details.touch-key').open") as? Bool == true)
        let pairs = try #require(page.evaluate("""
            [...document.querySelectorAll('details.touch-key li[data-view]')].map(li => [
              li.querySelector('rect').getAttribute('fill'),
              (document.querySelector('svg.hs-drawing g.layer-touch path[data-view="' + li.dataset.view + '"]') || {getAttribute: () => null}).getAttribute('fill')])
            """) as? [[String?]])
        #expect(!pairs.isEmpty)
        for pair in pairs { #expect(pair.count == 2 && pair[0] != nil && pair[0] == pair[1], "\(pair)") }
    }

    @Test("Alt+click far down the page: the inspector and the drawing are both on screen, and the page did not jump")
    func inspectorBesideTheDrawing() throws {
        let name = "scroll-view-content-touches"
        let scene = try Examples.load(name)
        let (page, _, _) = try page(scene, name: name)
        defer { page.close() }
        // The last touch's last step, scrolled to the middle of the screen, then Alt+clicked.
        let box = try #require(page.evaluate("""
            (e => { e.scrollIntoView({ block: 'center' }); const r = e.getBoundingClientRect(); return [r.left + 40, r.top + r.height / 2]; })(
              [...document.querySelectorAll('section.tap')].pop().querySelector('ol.steps > li:last-child'))
            """) as? [Double])
        let clicked = "[...document.querySelectorAll('section.tap')].pop().querySelector('ol.steps > li:last-child').getBoundingClientRect().top"
        let before = try #require(page.evaluate(clicked) as? Double)
        try page.click(x: box[0], y: box[1], alt: true)
        #expect(try text(page, "#inspector h3").hasPrefix("Inspector: "))
        #expect(try onScreen(page, "#inspector h3"))
        #expect(try onScreen(page, "svg.hs-drawing", share: 0.5))
        let after = try #require(page.evaluate(clicked) as? Double)
        #expect(abs(after - before) < 2, "asking does not move what was clicked: \(before) → \(after)")
        // The why form answers in the same pane, at its top.
        try page.evaluate("document.getElementById('why-view').value = 'feed'; document.getElementById('why-form').requestSubmit()")
        #expect(try onScreen(page, "#why-answer"))
        #expect(try page.evaluate("document.getElementById('answer-pane').firstElementChild.id") as? String == "why-answer")
    }

    @Test("A click anywhere shows the engine's hit-test view and trace for that point, looked up")
    func clickPoint() throws {
        let name = "seed003-tab-bar-centre-button"
        let scene = try Examples.load(name)
        let tester = HitTester(scene.hierarchy)
        let (page, _, _) = try page(scene, name: name)
        defer { page.close() }
        for point in [Point(187.5, 600.5), Point(50.5, 300.5), Point(50.5, 640.5), Point(200.25, 630.75)] {
            let expected = tester.hitTest(point).map { scene.hierarchy[$0].name } ?? "none"
            let (x, y) = try client(page, point)
            try page.click(x: x, y: y)
            #expect(try text(page, "#probe .summary") == "Hit-test view: \(expected) (\(scene.hierarchy[tester.hitTest(point)!].classDescription))")
            let steps = try page.evaluate("[...document.querySelectorAll('#probe ol.steps > li .t')].map(e => e.textContent)") as? [String] ?? []
            #expect(steps.last == "window returns \(expected)")
            let hash = try page.evaluate("location.hash") as? String ?? ""
            #expect(hash.range(of: #"^#point-\d+(\.\d)?-\d+(\.\d)?$"#, options: .regularExpression) != nil, "\(hash)")
        }
        #expect(page.activity().errors.isEmpty)
    }

    @Test("A clicked step is focused, highlights its view and becomes the permalink; arrow keys walk the steps")
    func steps() throws {
        let name = "seed000-experiment1-siblings"
        let (page, _, _) = try page(try Examples.load(name), name: name)
        defer { page.close() }
        let box = try page.evaluate(
            "(() => { const e = document.getElementById('tap-2-step-5'); e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()")
        let center = box as? [Double] ?? [0, 0]
        try page.click(x: center[0], y: center[1])
        #expect(try page.evaluate("document.activeElement.id") as? String == "tap-2-step-5")
        #expect(try page.evaluate("location.hash") as? String == "#tap-2-step-5")
        #expect(try page.evaluate("document.querySelector('g.layer-tap.on').dataset.tap") as? String == "1")
        let highlight = try page.evaluate("document.querySelector('.layer-highlight .hl-focus').getAttribute('d')") as? String
        let view = try page.evaluate("document.getElementById('tap-2-step-5').dataset.view") as? String ?? ""
        #expect(highlight == (try page.evaluate("document.getElementById('hs-v\(view)').getAttribute('d')") as? String))
        try page.press("ArrowRight", code: 39)
        #expect(try page.evaluate("document.activeElement.id") as? String == "tap-2-step-6")
        try page.press("ArrowLeft", code: 37)
        try page.press("ArrowLeft", code: 37)
        #expect(try page.evaluate("document.activeElement.id") as? String == "tap-2-step-4")
        #expect(try page.evaluate("location.hash") as? String == "#tap-2-step-4")
        #expect(try page.evaluate("document.querySelectorAll('ol.steps > li[tabindex=\"0\"]').length") as? Int == 2)
    }

    @Test("A permalink opens its tap at its step")
    func permalink() throws {
        let name = "seed001-views-a-to-e"
        let (page, load, _) = try page(try Examples.load(name), name: name, fragment: "tap-1-step-3")
        defer { page.close() }
        #expect(load.errors.isEmpty)
        #expect(try page.evaluate("document.activeElement.id") as? String == "tap-1-step-3")
        #expect(try page.evaluate("document.querySelector('section.tap.active').id") as? String == "tap-1")
    }

    @Test(
        "A malformed or hostile fragment stops nothing: the page runs, selects its first tap, and follows a good link after",
        arguments: ["%E0%A4%A", "%", "view-%ZZ", "tap-%E0%A4%A", "point-%", "view-%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E"])
    func malformedFragment(_ fragment: String) throws {
        let name = "seed001-views-a-to-e"
        let (page, load, _) = try page(try Examples.load(name), name: name, fragment: fragment)
        defer { page.close() }
        #expect(load.errors.isEmpty, "#\(fragment): \(load.errors)")
        #expect(try page.evaluate("window.hitscopeReady === true") as? Bool == true, "#\(fragment)")
        #expect(try page.evaluate("document.querySelector('section.tap.active').id") as? String == "tap-1")
        try page.evaluate(Self.changeHash(to: "#tap-1-step-3"))
        #expect(try page.evaluate("document.activeElement.id") as? String == "tap-1-step-3")
        try page.evaluate(Self.changeHash(to: "#%E0%A4%A"))
        let after = page.activity().errors
        #expect(after.isEmpty, "after a malformed fragment: \(after)")
    }

    /// Script that sets the page's fragment and settles once the page's own `hashchange` listener has run.
    private static func changeHash(to hash: String) -> String {
        "new Promise(done => { addEventListener('hashchange', () => setTimeout(done, 0), { once: true }); location.hash = '\(hash)'; })"
    }

    @Test("Asking why a clicked view missed the selected tap shows the engine's answer")
    func whyNot() throws {
        let name = "seed001-child-outside-parent"
        let scene = try Examples.load(name)
        let tester = HitTester(scene.hierarchy)
        let (page, _, _) = try page(scene, name: name, fragment: "tap-2")
        defer { page.close() }
        try page.evaluate("document.querySelector('input[name=\"click-mode\"][value=\"why\"]').click()")
        let tap = scene.taps[1]
        let (x, y) = try client(page, tap)
        try page.click(x: x, y: y)
        let badge = try #require(scene.hierarchy.id(named: "badge"))
        // The page's answer is `why`'s: the fixes proven on the whole scene, ranked.
        var fixes = WholeSceneFixes(scene: scene, tester: tester)
        let ranked = fixes.rank(for: badge, fingers: [.tap(at: tap)])
        let message = WhyNotDocument(tester.whyNot(badge, at: tap), ranked: ranked, hierarchy: scene.hierarchy).message
        #expect(try text(page, "#why-answer").hasSuffix(message))
        let card = try #require(scene.hierarchy.id(named: "card"))
        #expect(try page.evaluate("document.querySelector('.layer-highlight .hl-decider').getAttribute('d')") as? String
            == (try page.evaluate("document.getElementById('hs-v\(card.index)').getAttribute('d')") as? String))
    }

    @Test("On a phone, where the answer pane sits above the drawing, a why or inspect click brings its answer into view")
    func answersInViewOnAPhone() throws {
        let name = "seed001-child-outside-parent"
        let scene = try Examples.load(name)
        let (page, _, _) = try page(scene, name: name, width: 390, height: 844)
        defer { page.close() }
        for (mode, answer) in [("why", "#why-answer"), ("inspect", "#inspector h3")] {
            try page.evaluate("document.querySelector('input[name=\"click-mode\"][value=\"\(mode)\"]').click()")
            // The drawing scrolled to the middle of the screen, as a reader taps it: the pane's top is above the screen.
            try page.evaluate("document.querySelector('svg.hs-drawing').scrollIntoView({ block: 'center' })")
            #expect(try page.evaluate("document.getElementById('answer-pane').getBoundingClientRect().top < 0") as? Bool == true, "\(mode)")
            let (x, y) = try client(page, scene.taps[0])
            try page.click(x: x, y: y)
            try page.evaluate("new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")
            // Within layout rounding (a fraction of a pixel above the top).
            #expect(try !text(page, answer).isEmpty && onScreen(page, answer, share: 0.9), "\(mode)")
        }
    }

    @Test("Alt+click shows all the view drawn there has, in the engine's words; again at the same place, the view behind")
    func inspector() throws {
        let name = "animation-in-flight"
        let scene = try Examples.load(name)
        let (page, _, _) = try page(scene, name: name)
        defer { page.close() }
        let point = Point(40, 580)
        let (x, y) = try client(page, point)
        try page.click(x: x, y: y, alt: true)
        let facts = { () throws -> [String] in
            try page.evaluate("[...document.querySelectorAll('#inspector dt, #inspector dd')].map(e => e.textContent)") as? [String] ?? []
        }
        let buyButton = try #require(scene.hierarchy.id(named: "buyButton"))
        #expect(try facts() == ViewFacts(buyButton, in: scene.hierarchy).facts.flatMap { [$0.label, $0.value] })
        #expect(try page.evaluate("document.querySelector('.layer-highlight .hl-inspected').getAttribute('d')") as? String
            == (try page.evaluate("document.getElementById('hs-v\(buyButton.index)').getAttribute('d')") as? String))
        try page.click(x: x, y: y, alt: true)
        let buyBar = try #require(scene.hierarchy.id(named: "buyBar"))
        #expect(try facts() == ViewFacts(buyBar, in: scene.hierarchy).facts.flatMap { [$0.label, $0.value] })
        #expect(try page.evaluate("location.hash") as? String == "#view-buyBar")
        try page.evaluate("document.getElementById('inspect-view').value = 'banner'; document.getElementById('inspect-form').requestSubmit()")
        #expect(try text(page, "#inspector h3") == "Inspector: banner")
    }

    @Test("Alt+click inspects the views the engine says are drawn there: a row clipped by its table is not drawn below it")
    func inspectorLooksUpTheEngine() throws {
        var t = TreeBuilder()
        let w = t.window("window", frame: Rect(0, 0, 375, 667))
        let feed = t.add("feed", "UITableView", Rect(0, 100, 375, 300), to: w)
        t.add("row", "UITableViewCell", Rect(0, 280, 375, 44), to: feed)
        let scene = Scene(name: "clipped", size: Size(375, 667), hierarchy: t.hierarchy)
        let (page, _, _) = try page(scene, name: "clipped")
        defer { page.close() }
        let screen = ScreenMap(scene.hierarchy)
        let heading = { () throws -> String in try self.text(page, "#inspector h3") }
        for (point, names) in [(Point(100, 390), ["row", "feed", "window"]), (Point(100, 410), ["window"])] {
            #expect(screen.viewsDrawn(at: point, in: scene.hierarchy).map { scene.hierarchy[$0].name } == names)
            let (x, y) = try client(page, point)
            // Each Alt+click at the same place goes one view deeper, then starts again at the front.
            for name in names + [names[0]] {
                try page.click(x: x, y: y, alt: true)
                #expect(try heading() == "Inspector: \(name)", "at \(point)")
            }
        }
        // A page without the map (a scene whose map is over ReportLimit.drawnMapNumbers: here its data block written
        // again without it) says how to ask the engine.
        let html = HTMLReport.html(scene: scene, options: ReportOptions(sceneFile: "clipped.yaml"))
        let block = try #require(between(html, "id=\"hs-data\">", "</script>").first)
        let data = try #require(PageDataBlock.decoded(block))
        var object = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        #expect(object.removeValue(forKey: "drawn") != nil)
        let json = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        let folder = try TemporaryFolder()
        let file = try folder.write(html.replacingOccurrences(of: block, with: PageDataBlock.encoded(json)), to: "clipped.html")
        let page2 = try Self.browser.get().newPage()
        defer { page2.close() }
        #expect(try page2.open(file).errors.isEmpty)
        let (x, y) = try client(page2, Point(100, 390))
        try page2.click(x: x, y: y, alt: true)
        #expect(try text(page2, "#inspector").hasPrefix("This scene has too many views for the page to embed which views are drawn at each point."))
        let command = try text(page2, "#inspector code")
        // The clicked point, as the page read it from the pointer (within a pixel of 100, 390).
        #expect(command.hasPrefix("hitscope why 'clipped.yaml' --at ") && command.hasSuffix(" --view NAME"), "\(command)")
    }

    @Test("A page whose data the browser cannot read says so where answers go; the drawing and the taps stay")
    func unreadableData() throws {
        let name = "seed000-experiment1-siblings"
        let html = HTMLReport.html(scene: try Examples.load(name), options: ReportOptions(sceneFile: "\(name).yaml"))
        let block = try #require(between(html, "id=\"hs-data\">", "</script>").first)
        let folder = try TemporaryFolder()
        let file = try folder.write(html.replacingOccurrences(of: block, with: "not*base64"), to: "\(name).html")
        let page = try Self.browser.get().newPage()
        defer { page.close() }
        let load = try page.open(file)
        #expect(load.errors.isEmpty, "errors: \(load.errors)")
        #expect(try page.evaluate("window.hitscopeReady === true") as? Bool == false)
        #expect(try text(page, "#pane-verdict").hasPrefix("This browser could not read the answers this page holds"))
        #expect(try page.evaluate("document.querySelectorAll('section.tap').length") as? Int ?? 0 > 0)
    }

    @Test("The listed views inspect too: Alt+click on a responder, i on a focused step, and a #view- permalink")
    func inspectorFromLists() throws {
        let name = "animation-in-flight"
        let scene = try Examples.load(name)
        let (page, _, _) = try page(scene, name: name)
        defer { page.close() }
        let heading = { () throws -> String in try self.text(page, "#inspector h3") }
        let viewName = { (selector: String) throws -> String in
            let index = try #require(page.evaluate("Number(document.querySelector('section.tap:not([hidden]) \(selector)').dataset.view)") as? Int)
            return scene.hierarchy[ViewID(index)].name
        }
        let responder = try viewName("ol.chain > li[data-view]")
        let box = try #require(page.evaluate(
            "(e => { e.scrollIntoView({ block: 'center' }); const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })(document.querySelector('section.tap:not([hidden]) ol.chain > li[data-view]'))") as? [Double])
        try page.click(x: box[0], y: box[1], alt: true)
        #expect(try heading() == "Inspector: \(responder)")

        let step = try viewName("ol.steps > li:nth-child(3)")
        try page.evaluate("document.querySelector('section.tap:not([hidden]) ol.steps > li:nth-child(3)').focus()")
        try page.press("i", code: 73)
        #expect(try heading() == "Inspector: \(step)")

        try page.evaluate("location.hash = '#view-banner'")
        #expect(try heading() == "Inspector: banner")
    }

    @Test("Without a mouse: the form traces a point, and the why form answers for a view named")
    func forms() throws {
        let name = "seed001-views-a-to-e"
        let scene = try Examples.load(name)
        let tester = HitTester(scene.hierarchy)
        let (page, _, _) = try page(scene, name: name)
        defer { page.close() }
        try page.evaluate(
            "document.getElementById('probe-x').value = '20'; document.getElementById('probe-y').value = '30'; document.getElementById('probe-form').requestSubmit()")
        let hit = try #require(tester.hitTest(Point(20, 30)))
        #expect(try text(page, "#probe .summary").hasPrefix("Hit-test view: \(scene.hierarchy[hit].name) "))
        #expect(try page.evaluate("document.activeElement.id") as? String == "probe-title")
        let target = try #require(scene.hierarchy.id(named: "C"))
        try page.evaluate("document.getElementById('why-view').value = 'C'; document.getElementById('why-form').requestSubmit()")
        // Answers for a traced point are the engine's for its region's representative point.
        let representative = try #require(
            try page.data("regions.traces[Number(document.getElementById('probe').dataset.region)].point") as? [Double])
        let point = Point(representative[0], representative[1])
        // C is not drawn in that region: its answer is the engine's reason, to which the page adds the engine's
        // sentence around its own command, the same words `why`'s past-the-budget answer gives.
        let words = TraceTextFormatter(scene.hierarchy).whyNot(tester.whyNot(target, at: point), askingIn: "\(name).yaml")
        #expect(words.hasSuffix("`hitscope why '\(name).yaml' --at 0.5,0.5 --view 'C'`."), "\(words)")
        #expect(try text(page, "#why-answer").hasSuffix(words))
        // B, drawn where the point (60, 200) is traced (inside D), has the whole answer, as `why` gives it.
        try page.evaluate(
            "document.getElementById('probe-x').value = '60'; document.getElementById('probe-y').value = '200'; document.getElementById('probe-form').requestSubmit()")
        let inD = try #require(
            try page.data("regions.traces[Number(document.getElementById('probe').dataset.region)].point") as? [Double])
        let b = try #require(scene.hierarchy.id(named: "B"))
        try page.evaluate("document.getElementById('why-view').value = 'B'; document.getElementById('why-form').requestSubmit()")
        var fixes = WholeSceneFixes(scene: scene, tester: tester)
        let at = Point(inD[0], inD[1])
        let ranked = fixes.rank(for: b, fingers: [.tap(at: at)])
        let full = WhyNotDocument(tester.whyNot(b, at: at), ranked: ranked, hierarchy: scene.hierarchy).message
        #expect(try text(page, "#why-answer").hasSuffix(full) && !full.contains("hitscope why"), "\(full)")
        try page.evaluate("document.getElementById('why-view').value = 'nobody'; document.getElementById('why-form').requestSubmit()")
        #expect(try text(page, "#why-answer") == "No view is named \"nobody\" in this scene.")
        #expect(page.activity().errors.isEmpty)
    }

    @Test("When the answers are too many to embed, the page gives the command that asks the engine")
    func answersNotEmbedded() throws {
        let name = "seed001-child-outside-parent"
        let (page, _, _) = try page(try Examples.load(name), name: name, whyNotBudget: 0)
        defer { page.close() }
        let (x, y) = try client(page, Point(150.5, 250.5))
        try page.click(x: x, y: y)
        let answers = try page.evaluate("[...document.querySelectorAll('#probe dl.why dd')].map(e => e.textContent)") as? [String] ?? []
        #expect(!answers.isEmpty)
        for answer in answers {
            #expect(answer.contains("hitscope why 'seed001-child-outside-parent.yaml' --at "), "\(answer)")
        }
        #expect(page.activity().errors.isEmpty)
    }

    @Test("The touch-area overlay is off until toggled")
    func touchAreas() throws {
        let name = "seed003-bigger-hit-area"
        let (page, _, _) = try page(try Examples.load(name), name: name)
        defer { page.close() }
        let display = "getComputedStyle(document.querySelector('g.layer-touch')).display"
        #expect(try page.evaluate(display) as? String == "none")
        try page.evaluate("document.getElementById('touch-toggle').click()")
        #expect(try page.evaluate(display) as? String == "inline")
    }

    @Test("Dark mode colours the page and the drawing's roles from the dark palette")
    func dark() throws {
        let name = "seed002-skip-rules"
        let (page, _, _) = try page(try Examples.load(name), name: name, dark: true)
        defer { page.close() }
        #expect(try page.evaluate("getComputedStyle(document.documentElement).backgroundColor") as? String == "rgb(13, 17, 23)")
        let canvas = Palette.dark[.canvas]
        #expect(try page.evaluate("getComputedStyle(document.querySelector('svg.hs-drawing > rect.f-canvas')).fill") as? String
            == "rgb(\(canvas.red), \(canvas.green), \(canvas.blue))")
    }

    @Test("A scene's screenshot is painted under the outlines from the page itself; s and the control fade it, then hide it")
    func sceneScreenshot() throws {
        let name = "screenshot-login"
        let (page, load, _) = try page(try Examples.load(name), name: name)
        defer { page.close() }
        #expect(load.requests.isEmpty && load.errors.isEmpty, "\(load.requests.map { $0.prefix(80) }) \(load.errors)")
        #expect(try page.evaluate("document.querySelector('g.layer-screenshot image').getAttribute('href').startsWith('data:image/png;base64,')") as? Bool == true)
        // The home indicator, black in the screenshot, where no view is drawn: brought into view, then read back
        // from Chromium's own picture of the page, without the selected tap's veil (which dims the whole drawing).
        try page.evaluate("document.querySelectorAll('g.layer-tap').forEach(g => g.style.display = 'none')")
        let home = Point(195, 832.5)
        try page.evaluate("window.scrollBy(0, \(try client(page, home).y) - 450)")
        let (x, y) = try client(page, home)
        let brightness = { () throws -> Double in
            let shot = try page.screenshot().base64EncodedString()
            let value = try page.evaluate("""
                (async () => { const i = new Image(); i.src = 'data:image/png;base64,\(shot)'; await i.decode();
                  const c = document.createElement('canvas'); c.width = i.width; c.height = i.height;
                  const g = c.getContext('2d'); g.drawImage(i, 0, 0);
                  const d = g.getImageData(Math.round(\(x) * devicePixelRatio), Math.round(\(y) * devicePixelRatio), 1, 1).data;
                  return (d[0] + d[1] + d[2]) / 3; })()
                """)
            return (value as? NSNumber)?.doubleValue ?? -1
        }
        let shown = try brightness()
        #expect((0..<40).contains(shown), "shown: \(shown)")
        try page.press("s", code: 83)
        #expect(try page.evaluate("document.getElementById('shot-fade').value") as? String == "faded")
        let faded = try brightness()
        try page.press("s", code: 83)
        let hidden = try brightness()
        #expect(shown + 60 < faded && faded + 60 < hidden, "\(shown) < \(faded) < \(hidden)")
        #expect(try page.evaluate("getComputedStyle(document.querySelector('g.layer-screenshot')).display") as? String == "none")
        try page.evaluate("const s = document.getElementById('shot-fade'); s.value = 'shown'; s.dispatchEvent(new Event('change'))")
        #expect(try brightness() == shown)
    }

    @Test("A screenshot of a report is a full 1280×900 picture")
    func screenshot() throws {
        let name = "seed003-tab-bar-centre-button"
        let (page, _, _) = try page(try Examples.load(name), name: name)
        defer { page.close() }
        let png = [UInt8](try page.screenshot())
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1280 && height == 900)
        #expect(png.count > 50_000, "a report is a detailed picture, not a blank page")
    }
}
