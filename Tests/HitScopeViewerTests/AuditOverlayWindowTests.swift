import Foundation
import HitScopeFiles
import HitScopeCore
import HitScopeRender
import HitScopeScene
import Testing
import HitScopeViewer

/// The audit overlay in the real window under a private Xvfb: `f` pressed with xdotool, the tints read back
/// from the server's pixels at known controls of audit-touch-sizes.yaml, the findings of the control under the
/// pointer in the event log, the picture restored when it is hidden, and a reload while it is shown.
@Suite(.serialized) struct AuditOverlayWindowTests {
    /// `color` at the overlay's opacity over `under`, as cairo blends it (to within rounding).
    private func isTinted(_ pixel: UInt32, _ color: RGBAColor, over under: UInt32) -> Bool {
        let a = TargetMarksDrawing.tintOpacity
        let channels = [(color.red, 16), (color.green, 8), (color.blue, 0)]
        return channels.allSatisfy { value, shift in
            let below = Double((under >> UInt32(shift)) & 0xff), seen = Double((pixel >> UInt32(shift)) & 0xff)
            return abs(seen - (Double(value) * a + below * (1 - a))) <= 3
        }
    }

    @Test func fTintsTheEffectiveAreasNamesTheFindingsUnderThePointerAndFollowsAReload() throws {
        let run = try LoggedViewer("audit-touch-sizes")
        defer { run.stop() }
        let (server, scene, log, viewer) = (run.server, run.scene, run.log, run.viewer)
        let client = try XClient(server.display)
        let layout = ViewerState(scene: try SceneFiles.load(path: scene).scene, width: 1000, height: 700)
        func pixel(_ x: Double, _ y: Double) -> (Int, Int) {
            let p = layout.viewport.windowPoint(Point(x, y))
            return (Int(p.x.rounded()), Int(p.y.rounded()))
        }
        let tree = (100, 300)  // over the tree panel: no hover marks on the drawing
        try viewer.move(tree.0, tree.1)
        let before = try client.pixels(of: viewer.window)
        let width = before.width
        func at(_ p: (Int, Int), _ picture: (width: Int, height: Int, rgb: [UInt32])) -> UInt32 { picture.rgb[p.1 * width + p.0] }

        try viewer.key("f")
        let colors = MarkColors.light
        // Inside closeButton, left of its title (which the tint leaves clear) and below where its name goes when it
        // is larger: too small.
        let close = pixel(22, 78)
        let info = pixel(93, 66)  // infoButton's enlarged hit area, outside its bounds: no findings
        let plus = pixel(169, 337)  // plusButton's enlarged hit area: enlarged-overlap, a warning
        let minus = pixel(93, 337)  // minusButton's enlarged hit area: too small
        #expect(try eventually(timeout: 20) { isTinted(at(close, try client.pixels(of: viewer.window)), colors.error, over: at(close, before)) })
        let shown = try client.pixels(of: viewer.window)
        #expect(isTinted(at(info, shown), colors.pass, over: at(info, before)))
        #expect(isTinted(at(plus, shown), colors.warning, over: at(plus, before)))
        #expect(isTinted(at(minus, shown), colors.error, over: at(minus, before)))

        // The control under the pointer: its findings in the audit's words.
        let like = pixel(28, 195)
        try viewer.move(like.0, like.1)
        var record: EventRecord?
        #expect(
            try eventually(timeout: 20) {
                let lines = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n")
                record = try lines.last.map { try JSONDecoder().decode(EventRecord.self, from: Data($0.utf8)) }
                return record?.window == [like.0, like.1]
            })
        #expect(record?.hitView == "likeButton")
        #expect(record?.audit?.map(\.rule) == ["too-small", "partly-covered"])
        #expect(record?.audit?.first?.message == "`likeButton` takes touches in 22×44 pt (968 pt²), smaller than 44×44 pt")

        // Hidden: the picture as it was, status bar aside.
        try viewer.move(tree.0, tree.1)
        try viewer.key("f")
        let body = (before.height - Layout.statusHeight) * width
        #expect(try eventually(timeout: 20) { Array(try client.pixels(of: viewer.window).rgb[0..<body]) == Array(before.rgb[0..<body]) })

        // Shown again, then the file changes: closeButton grows to 44×44 and passes.
        try viewer.key("f")
        #expect(try eventually(timeout: 20) { isTinted(at(close, try client.pixels(of: viewer.window)), colors.error, over: at(close, before)) })
        let text = try String(contentsOfFile: scene, encoding: .utf8)
        try text.replacingOccurrences(of: "frame: [20, 60, 20, 20]", with: "frame: [20, 60, 44, 44]").write(toFile: scene, atomically: true, encoding: .utf8)
        #expect(try eventually(timeout: 20) { isTinted(at(close, try client.pixels(of: viewer.window)), colors.pass, over: at(close, before)) })
    }
}
