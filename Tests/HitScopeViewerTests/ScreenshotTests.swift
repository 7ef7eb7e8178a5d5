import Foundation
import HitScopeCairo
import HitScopeCore
import HitScopeRender
import Testing
import HitScopeViewer
import HitScopeTestSupport

/// The scene's screenshot in the viewer: painted by cairo under the outlines, faded and hidden with `s`, in the
/// frame and in the real window.
@Suite(.serialized) struct ScreenshotTests {
    /// The home indicator of screenshot-login.png: a black bar at the bottom of the screen, where no view is.
    static let homeIndicator = Point(195, 832.5)

    private func brightness(_ frame: Frame, at pixel: PixelPoint) throws -> Int {
        let backend = CairoBackend()
        try backend.show(frame)
        let picture = try #require(backend.picture)
        let colour = try #require(picture.pixel(x: pixel.x, y: pixel.y))
        return (Int(colour.red) + Int(colour.green) + Int(colour.blue)) / 3
    }

    @Test("cairo paints the PNG under the outlines; s fades it, hides it and shows it again")
    func paintedAndFaded() throws {
        let harness = try SessionHarness(Examples.load("screenshot-login"), width: 1000, height: 900)
        let pixel = harness.pixel(Self.homeIndicator)
        let shown = try brightness(try harness.send(.pointerLeft), at: pixel)
        #expect(shown < 40, "the home indicator is black in the screenshot: \(shown)")
        try harness.key("s")
        #expect(harness.state.screenshotFade == .faded && harness.state.notice == "screenshot: faded")
        let faded = try brightness(try harness.send(.pointerLeft), at: pixel)
        try harness.key("s")
        #expect(harness.state.notice == "screenshot: hidden")
        let hidden = try brightness(try harness.send(.pointerLeft), at: pixel)
        #expect(shown + 60 < faded && faded + 60 < hidden, "\(shown) < \(faded) < \(hidden)")
        try harness.key("s")
        #expect(harness.state.screenshotFade == .shown)
        #expect(try brightness(try harness.send(.pointerLeft), at: pixel) == shown)
        // The picture is in the cached scene layer, first, at the screen's size.
        let items = try #require(harness.backend.lastFrame?.layer(.scene)).items
        guard case .picture(let picture)? = items.first else {
            Issue.record("the scene layer does not start with the screenshot")
            return
        }
        #expect(picture.rect == DrawingRect(x: 0, y: 0, width: 390, height: 844) && picture.opacity == 1)
    }

    @Test("s on a scene without a screenshot says how to give it one")
    func noScreenshot() throws {
        let harness = try SessionHarness(Examples.load("seed001-views-a-to-e"))
        try harness.key("s")
        #expect(harness.state.screenshotFade == .shown)
        #expect(harness.state.notice == "this scene has no screenshot: add `screenshot: {file: shot.png}` to it, or open it with --screenshot PNG")
    }

    @Test("The real window shows the screenshot, and xdotool's s fades it")
    func window() throws {
        let run = try LoggedViewer("screenshot-login")
        defer { run.stop() }
        let client = try XClient(run.server.display)
        try run.viewer.move(300, 100)
        try run.viewer.move(400, 300)
        let deadline = Date().addingTimeInterval(5)
        var lines: [Substring] = []
        while lines.count < 2 && Date() < deadline {
            lines = ((try? String(contentsOfFile: run.log, encoding: .utf8)) ?? "").split(separator: "\n")
            usleep(20_000)
        }
        let pair = try lines.prefix(2).map { try JSONDecoder().decode(EventRecord.self, from: Data($0.utf8)) }
        try #require(pair.count == 2)
        let scale = Double(pair[1].window[0] - pair[0].window[0]) / (pair[1].scene[0] - pair[0].scene[0])
        let x = Int((Self.homeIndicator.x * scale + Double(pair[0].window[0]) - pair[0].scene[0] * scale).rounded())
        let y = Int((Self.homeIndicator.y * scale + Double(pair[0].window[1]) - pair[0].scene[1] * scale).rounded())
        let brightness = { () throws -> Int in
            let pixels = try client.pixels(of: run.viewer.window)
            let rgb = pixels.rgb[y * pixels.width + x]
            return Int((rgb >> 16) & 0xff + (rgb >> 8) & 0xff + rgb & 0xff) / 3
        }
        #expect(try eventually { try brightness() < 40 })
        try run.viewer.key("s")
        #expect(try eventually { try (100..<220).contains(brightness()) })
    }
}
