import Foundation
import HitScopeCairo
import HitScopeCore
import HitScopeRender
import HitScopeScene
import Testing
import HitScopeViewer
import HitScopeTestSupport

/// The drawing itself, without X11: the hover index agrees with the report's drawing, and the cairo back end paints
/// what the display list says.
@Suite struct DrawingTests {
    @Test(arguments: Examples.all)
    func drawnViewIndexAgreesWithSceneDrawing(example: String) throws {
        let scene = try Examples.load(example)
        let drawing = InteractiveDrawing(scene: scene)
        let index = DrawnViewIndex(scene.hierarchy, screen: drawing.screen)
        let reference = SceneDrawing(scene: scene)
        for y in stride(from: -20.0, to: scene.size.height + 20, by: 13) {
            for x in stride(from: -20.0, to: scene.size.width + 20, by: 11) {
                #expect(index.viewsDrawn(at: Point(x, y)) == reference.viewsDrawn(at: Point(x, y)))
            }
        }
    }

    @Test func cairoPaintsViewColoursAndTheHoverOutline() throws {
        let harness = try SessionHarness(Examples.load("seed001-views-a-to-e"), width: 900, height: 700)
        try harness.key("1")
        let frame = try harness.send(.pointerMoved(harness.pixel(Point(265, 215)), []))
        let backend = CairoBackend()
        try backend.show(frame)
        let picture = try #require(backend.picture)
        #expect(picture.width == 900 && picture.height == 700)
        // Inside D (systemOrange #ff9500, not hovered, no label there).
        let d = harness.pixel(Point(120, 250))
        let inD = try #require(picture.pixel(x: d.x, y: d.y))
        #expect(inD.red == 0xff && inD.green == 0x95 && inD.blue == 0x00)
        // On E's left edge: the hover outline in the hit-view colour (#1a7f37), 3 pixels wide.
        let edge = harness.pixel(Point(195, 250))
        let outline = try #require(picture.pixel(x: edge.x, y: edge.y))
        #expect(outline.red == 0x1a && outline.green == 0x7f && outline.blue == 0x37)
        // The status bar's dark ground at the bottom left.
        let status = try #require(picture.pixel(x: 2, y: 698))
        #expect(status.red == 0x24 && status.green == 0x29 && status.blue == 0x2f)
    }

    @Test func pngIsWrittenAndReadsBackTheSame() throws {
        let harness = try SessionHarness(Examples.load("seed002-skip-rules"), width: 640, height: 480)
        let backend = CairoBackend()
        try backend.show(try harness.send(.key(.character("k"), [])))
        let path = try Fixtures.temporaryFolder().appendingPathComponent("shot.png").path
        try Data(backend.pngBytes()).write(to: URL(fileURLWithPath: path))
        let read = try ImageSurface(contentsOfPNG: path)
        let picture = try #require(backend.picture)
        #expect(read.width == 640 && read.height == 480)
        for (x, y) in [(10, 10), (320, 240), (600, 470), (200, 100)] {
            #expect(read.pixel(x: x, y: y)! == picture.pixel(x: x, y: y)!)
        }
    }

    @Test func textIsShapedByPango() throws {
        let surface = try ImageSurface(width: 10, height: 10)
        let painter = try Painter(Context(surface))
        // Chinese comes from the CJK fallback font (wide glyphs), not cairo's toy API boxes.
        let chinese = painter.textWidth("按钮视图", size: 20)
        #expect(chinese > 70 && chinese < 90)
        // Arabic letters join: the shaped word is narrower than its letters drawn apart.
        let joined = painter.textWidth("زر", size: 20), apart = painter.textWidth("ز", size: 20) + painter.textWidth("ر", size: 20)
        #expect(joined > 0 && joined <= apart)
        #expect(painter.textWidth("", size: 20) == 0)
    }
}
