import Foundation
import HitScopeCore
import Testing
import HitScopeRender
import HitScopeTestSupport

/// A scene's screenshot in the display list: under everything, over the screen, the views as outlines over it, and
/// in SVG as an embedded `data:` picture.
@Suite struct ScreenshotDrawingTests {
    @Test("The screenshot is the first layer, over the screen; the views are outlines without fills or titles")
    func layersAndWireframe() throws {
        let scene = try Examples.load("screenshot-login")
        let shot = try #require(scene.screenshot)
        let list = SceneDrawing(scene: scene).displayList(taps: [])
        #expect(list.layers.first?.kind == .screenshot)
        let picture = try #require(list.layers.first?.items.first.flatMap { item -> Picture? in
            if case .picture(let picture) = item { return picture } else { return nil }
        })
        #expect(picture.rect == DrawingRect(x: 0, y: 0, width: 390, height: 844))
        #expect(picture.png == shot.png && picture.pixelWidth == 780 && picture.pixelHeight == 1688 && picture.opacity == 1)
        let bodies = try #require(list.layer(.scene)).items
        for item in bodies {
            if case .shape(let shape) = item { #expect(shape.fill == nil) }
            if case .text = item { Issue.record("a title is drawn over the screenshot") }
        }
        // Without the screenshot, the same scene has fills and titles again.
        var plain = scene
        plain.screenshot = nil
        let plainBodies = try #require(SceneDrawing(scene: plain).displayList(taps: []).layer(.scene)).items
        #expect(plainBodies.contains { if case .shape(let shape) = $0 { shape.fill != nil } else { false } })
        #expect(plainBodies.contains { if case .text = $0 { true } else { false } })
        #expect(SceneDrawing(scene: plain).displayList(taps: []).layer(.screenshot) == nil)
    }

    @Test("Fading: shown at full opacity, faded at 0.35, hidden not drawn; other items untouched")
    func fading() throws {
        let list = SceneDrawing(scene: try Examples.load("screenshot-login")).displayList(taps: [])
        let layer = try #require(list.layer(.screenshot))
        let opacities = { (layer: Layer) in layer.items.compactMap { item -> Double? in if case .picture(let p) = item { p.opacity } else { nil } } }
        #expect(opacities(layer.fading(.shown)) == [1])
        #expect(opacities(layer.fading(.faded)) == [0.35])
        #expect(layer.fading(.hidden).items.isEmpty)
        let scene = try #require(list.layer(.scene))
        #expect(scene.fading(.hidden) == scene)
        #expect(ScreenshotFade.shown.next == .faded && ScreenshotFade.faded.next == .hidden && ScreenshotFade.hidden.next == .shown)
    }

    @Test("A display list with a screenshot goes through JSON with its PNG as base64 text")
    func json() throws {
        let list = SceneDrawing(scene: try Examples.load("screenshot-login")).displayList(taps: [])
        let data = try JSONEncoder().encode(list)
        #expect(String(decoding: data, as: UTF8.self).contains("\"png\":\"iVBORw0KGgo"))
        #expect(try JSONDecoder().decode(DisplayList.self, from: data) == list)
    }

    @Test("SVG embeds the PNG as a data: URL stretched over the screen, in its own layer")
    func svg() throws {
        let scene = try Examples.load("screenshot-login")
        let svg = SVGWriter(.init(label: "login")).document(SceneDrawing(scene: scene).displayList(taps: []))
        let expected = "<g class=\"layer layer-screenshot\"><image x=\"0\" y=\"0\" width=\"390\" height=\"844\" preserveAspectRatio=\"none\" href=\"data:image/png;base64,"
            + Data(try #require(scene.screenshot).png).base64EncodedString() + "\"/></g>"
        #expect(svg.contains(expected))
    }

    @Test("Base64 is RFC 4648's, as Foundation writes it, for every length and byte")
    func base64() {
        for length in 0..<70 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 151 &+ length &* 37) }
            #expect(Base64.encode(bytes) == Data(bytes).base64EncodedString())
            #expect(Base64.decode(Base64.encode(bytes)) == bytes)
        }
        for broken in ["A", "AB=C", "AB$=", "ABC==="] { #expect(Base64.decode(broken) == nil, "\(broken)") }
        #expect(Base64.encode(Array(0...255)) == Data(Array(0...255)).base64EncodedString())
    }
}
