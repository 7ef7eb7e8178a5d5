import Foundation
import HitScopeFiles
import HitScopeCore
import HitScopeRender
import HitScopeScene
import Testing
import HitScopeViewer
import HitScopeTestSupport

/// The viewer on a 46-view dump in lldb's format (a navigation bar over a table of mail cells) at 1280 × 800: the
/// phone fills the height, the panels use the width, names are whole, the verdict leads the side panel, nothing
/// is cut with "…". The window test keeps its screenshot (HITSCOPE_KEEP_SCREENSHOTS=DIR copies it there to look at).
@Suite(.serialized) struct DumpWindowTests {
    static let dump = Examples.repository.appendingPathComponent("Tests/HitScopeSceneTests/Fixtures/Dumps/ios12-navigation-table.txt").path

    private func texts(_ layer: FrameLayer?) -> [String] {
        (layer?.items ?? []).compactMap { item in if case .text(let run) = item { run.text } else { nil } }
    }

    @Test("At 1280 × 800: the phone fills the height, the tree's names are whole, the verdict leads, no line is cut")
    func layoutAt1280() throws {
        let scene = try SceneFiles.load(path: Self.dump).scene
        let harness = try SessionHarness(scene, width: 1280, height: 800)
        let state = harness.state
        let canvas = state.scene.drawing.base.canvas
        let fitted = state.viewport.scale * canvas.height
        // The fit's scale is rounded down to 1/256.
        #expect(fitted >= Double(state.layout.drawing.height) - 2 * Viewport.fitMargin - canvas.height / 256 - 1, "the phone takes the window's height: \(fitted)")
        #expect(state.layout.tree.width > 260 && state.layout.side.width >= Layout.minimumSide)
        let reply = harness.pixel(centreOf: "UIButton1")
        let frame = try harness.send(.pointerPressed(.primary, reply, []), .pointerReleased(.primary, reply, []))
        let panel = texts(frame.layer(.panels))
        #expect(panel.contains("Taken by: UIButton1 (UIButton), a control"), "\(panel.prefix(12))")
        // Every tree row on screen shows its whole name.
        let visible = PanelMetrics.visibleTreeRows(state.layout.tree)
        for row in state.scene.treeRows.prefix(visible) {
            let name = state.scene.hierarchy[row.view].name
            #expect(panel.contains(name), "the tree shows \(name) whole")
        }
        // The trace's nesting leaves room for its words.
        for line in harness.state.side.traceLines {
            #expect(Double(state.layout.side.width) - 20 - line.indent >= 260, "\(line.text)")
        }
        // Hovering on the label inside Reply: both names go outside both views, so the button stays visible.
        let (button, label) = (harness.id("UIButton1"), harness.id("UIButtonLabel1"))
        let drawing = state.scene.drawing
        let buttonBox = DrawingRect(bounding: drawing.corners(of: button))
        let chips = Highlights(drawing: drawing, scale: state.viewport.scale).hover(hitView: button, drawnView: label).compactMap { item -> DrawingRect? in
            guard case .shape(let shape) = item, shape.fill != nil, shape.opacity == 1 else { return nil }
            return DrawingRect(bounding: shape.path.points)
        }
        #expect(chips.count == 2 && chips.allSatisfy { !$0.overlaps(buttonBox) }, "\(chips) and \(buttonBox)")
        let status = texts(frame.layer(.status))
        #expect(!status.contains { $0.hasSuffix("…") }, "\(status)")
        let help = texts(try harness.send(.key(.character("?"), [])).layer(.help))
        #expect(!help.isEmpty && !help.contains { $0.hasSuffix("…") }, "\(help.filter { $0.hasSuffix("…") })")
    }

    @Test("The real window: a click on Reply, the hit-test view outlined in green where the engine says it is")
    func windowScreenshot() throws {
        let server = try XvfbServer(width: 1280, height: 800)
        defer { server.stop() }
        // A copy of the dump in a folder of the test's own: the viewer writes its PNG beside the scene.
        let folder = try Fixtures.temporaryFolder()
        let copy = folder.appendingPathComponent("ios12-navigation-table.txt").path
        try FileManager.default.copyItem(atPath: Self.dump, toPath: copy)
        let log = folder.appendingPathComponent("events.jsonl").path
        let viewer = try ViewerProcess(scene: copy, display: server.display, arguments: ["--event-log", log], size: "1280x800")
        defer { viewer.stop() }
        // The same layout as the window's, from the engine's state for this size.
        let scene = try SceneFiles.load(path: Self.dump).scene
        let harness = try SessionHarness(scene, width: 1280, height: 800)
        let reply = harness.pixel(centreOf: "UIButton1")
        try viewer.move(reply.x, reply.y)
        try viewer.click()
        #expect(eventually { ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").contains("\"type\":\"release\"") })
        let events = try String(contentsOfFile: log, encoding: .utf8)
        #expect(events.contains("\"hitView\":\"UIButton1\""))
        let client = try XClient(server.display)
        let view = harness.hierarchy[harness.id("UIButton1")]
        let topMiddle = Point(view.bounds.minX + view.bounds.size.width / 2, view.bounds.minY)
        let edge = harness.pixel(harness.hierarchy.convertToScreen(topMiddle, from: harness.id("UIButton1")))
        let green: UInt32 = 0x1a7f37
        let outlined = try eventually {
            let pixels = try client.pixels(of: viewer.window)
            let column = (edge.y - 1...edge.y + 1).map { pixels.rgb[$0 * pixels.width + edge.x] }
            return column.contains(green)
        }
        #expect(outlined, "the hit-test view's outline at its top edge")
        // Keep the window's picture beside the test's files, and where asked, for eyes.
        try viewer.key("p")
        let png = "ios12-navigation-table.png"
        let written = folder.appendingPathComponent(png).path
        _ = eventually { FileManager.default.fileExists(atPath: written) }
        if let keep = ProcessInfo.processInfo.environment["HITSCOPE_KEEP_SCREENSHOTS"], FileManager.default.fileExists(atPath: written) {
            try? FileManager.default.copyItem(atPath: written, toPath: URL(fileURLWithPath: keep).appendingPathComponent(png).path)
        }
    }
}
