import Foundation
import HitScopeCore
import HitScopeFiles
import HitScopeRender
import HitScopeTestSupport
import Testing
import HitScopeViewer

/// The app stays readable in the viewer too (issue 38): under a private Xvfb, on the orders scene the report's
/// browser tests use (a zero-height stack whose buttons are drawn and not touchable, titled labels, a small
/// button), the audit overlay (`f`) and a clicked point's overlay leave every title's pixels as they were.
@Suite(.serialized) struct ReadableTitlesWindowTests {
    static let orders = Examples.repository.appendingPathComponent("Tests/HitScopeReportTests/Fixtures/scenes/orders-zero-height-stack.yaml")

    /// The title boxes whose pixels changed between two pictures, each box inset by the glyphs' margin; `except`: a
    /// window point whose neighbourhood is left out (the tap marker, drawn where the user clicked).
    private func changedTitles(
        _ before: (width: Int, height: Int, rgb: [UInt32]), _ after: (width: Int, height: Int, rgb: [UInt32]),
        boxes: [DrawingRect], layout: ViewerState, except: (Int, Int)? = nil
    ) -> [String] {
        boxes.compactMap { box in
            let a = layout.viewport.windowPoint(Point(box.x, box.y)), b = layout.viewport.windowPoint(Point(box.maxX, box.maxY))
            let x0 = Int(a.x.rounded(.up)) + 2, y0 = Int(a.y.rounded(.up)) + 2, x1 = Int(b.x.rounded(.down)) - 2, y1 = Int(b.y.rounded(.down)) - 2
            guard x0 < x1, y0 < y1 else { return nil }
            var changed = 0
            for y in y0..<y1 {
                for x in x0..<x1 where x >= 0 && y >= 0 && x < before.width && y < before.height {
                    if let (ex, ey) = except, abs(x - ex) < 22, abs(y - ey) < 22 { continue }
                    if before.rgb[y * before.width + x] != after.rgb[y * after.width + x] { changed += 1 }
                }
            }
            return changed == 0 ? nil : "\(box): \(changed) pixels"
        }
    }

    @Test func auditOverlayAndAClickedPointLeaveTheTitlesAsTheAppDrawsThem() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let folder = try Fixtures.temporaryFolder()
        let scene = folder.appendingPathComponent("orders.yaml").path
        try FileManager.default.copyItem(atPath: Self.orders.path, toPath: scene)
        let viewer = try ViewerProcess(scene: scene, display: server.display)
        defer { viewer.stop() }
        let client = try XClient(server.display)
        let loaded = try SceneFiles.load(path: scene).scene
        let layout = ViewerState(scene: loaded, width: 1000, height: 700)
        let boxes = InteractiveDrawing(scene: loaded).clearance.boxes
        #expect(boxes.count >= 8, "the scene's titles: \(boxes)")
        try viewer.move(100, 300)  // over the tree panel: no hover marks on the drawing
        let before = try client.pixels(of: viewer.window)

        // The audit overlay: tints, outlines and tags, none over a title.
        try viewer.key("f")
        let info = layout.viewport.windowPoint(Point(38, 400))  // reorderButton, too small: tinted left of its title
        let infoPixel = Int(info.y.rounded()) * before.width + Int(info.x.rounded())
        #expect(try eventually(timeout: 20) { try client.pixels(of: viewer.window).rgb[infoPixel] != before.rgb[infoPixel] })
        let audited = try client.pixels(of: viewer.window)
        #expect(changedTitles(before, audited, boxes: boxes, layout: layout) == [])
        try Self.savePicture(viewer, "viewer-orders-audit")

        // A click on the drawn, untouchable Track package button: the veil, outlines and badges, none over a title
        // but where the finger is.
        let tap = layout.viewport.windowPoint(Point(110, 222))
        let (tx, ty) = (Int(tap.x.rounded()), Int(tap.y.rounded()))
        try viewer.move(tx, ty)
        try viewer.click()
        try viewer.move(100, 300)
        #expect(try eventually(timeout: 20) { try client.pixels(of: viewer.window).rgb[ty * before.width + tx + 60] != audited.rgb[ty * before.width + tx + 60] })
        let traced = try client.pixels(of: viewer.window)
        #expect(changedTitles(before, traced, boxes: boxes, layout: layout, except: (tx, ty)) == [])
        try Self.savePicture(viewer, "viewer-orders-tap")
    }

    /// With `HITSCOPE_SCREENSHOTS=DIR`, the window as a PNG (xwd, netpbm), for a person to look at.
    private static func savePicture(_ viewer: ViewerProcess, _ name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["HITSCOPE_SCREENSHOTS"] else { return }
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "xwd -id \"$1\" -silent | xwdtopnm 2>/dev/null | pnmtopng > \"$2\"", "sh", "\(viewer.window)", "\(folder)/\(name).png"]
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = viewer.display
        shell.environment = environment
        try shell.run()
        shell.waitUntilExit()
    }
}
