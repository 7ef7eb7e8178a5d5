import Foundation
import HitScopeFiles
import HitScopeCairo
import HitScopeCore
import HitScopeRender
import HitScopeScene
import Testing
import HitScopeViewer
import HitScopeTestSupport

/// Hostile names in the viewer's pictures: every text the window draws (labels, tree, panels, trace, status, banner)
/// and the clipboard show control and bidirectional characters escaped; cairo and Pango draw them, stacked
/// combining marks and a 10,000-character name included, without crashing, and `p` writes the PNG.
@Suite struct HostileLabelTests {
    private static let scene = Examples.repository.appendingPathComponent("Tests/HitScopeCLITests/Fixtures/Hostile/names.yaml").path

    /// Every text of a frame that acts on a terminal or reorders text (none may).
    private func unsafeTexts(_ frame: Frame) -> [String] {
        frame.layers.flatMap(\.items).compactMap { item -> String? in
            guard case .text(let run) = item, run.text.unicodeScalars.contains(where: { $0.isUnsafeOnTerminal }) else { return nil }
            return run.text
        }
    }

    @Test("Hovering, pressing, selecting and copying each hostile view: every drawn text escaped, the PNG written")
    func everyViewDrawnEscaped() throws {
        var scene = try SceneFiles.load(path: Self.scene).scene
        // Longer than any panel, and a name that is almost all combining marks.
        let long = String(repeating: "\u{1B}[31mlong\u{202E}", count: 1_000)
        let marks = "Z" + String(repeating: "\u{0336}\u{0301}\u{0489}", count: 300)
        let window = try #require(scene.hierarchy.id(named: "window\u{1B}[2J"))
        _ = try scene.hierarchy.addSubview(View(name: long, frame: Rect(0, 520, 120, 120)), to: window)
        _ = try scene.hierarchy.addSubview(View(name: marks, frame: Rect(125, 520, 120, 120)), to: window)
        let harness = try SessionHarness(scene, width: 1180, height: 760)
        let backend = CairoBackend()
        for overlay in ["t", "b", "k", "n", "r", "a"] { try harness.key(Character(overlay)) }
        for view in scene.hierarchy.views where !view.isWindow {
            let pixel = harness.pixel(Point(view.frame.midX, view.frame.midY))
            let frames = [
                try harness.send(.pointerMoved(pixel, [])),
                try harness.send(.pointerPressed(.primary, pixel, []), .pointerReleased(.primary, pixel, [])),
                try harness.send(.pointerPressed(.primary, pixel, .control), .pointerReleased(.primary, pixel, .control)),
            ]
            for frame in frames { #expect(unsafeTexts(frame).isEmpty, "\(terminalSafe(view.name)): \(unsafeTexts(frame).map(terminalSafe))") }
            // The last one shows it all at once: hovered, touched, selected.
            try backend.show(frames[2])
            try harness.key("c")
        }
        #expect(harness.copied.count == scene.hierarchy.count - 1)
        for text in harness.copied {
            #expect(!text.unicodeScalars.contains { $0.isUnsafeOnTerminal && $0 != "\n" }, "the clipboard holds \(terminalSafe(text))")
        }
        let path = try Fixtures.temporaryFolder().appendingPathComponent("hostile.png").path
        try Data(backend.pngBytes()).write(to: URL(fileURLWithPath: path))
        let written = try ImageSurface(contentsOfPNG: path)
        #expect(written.width == 1180 && written.height == 760)
    }

    @Test("A reload error quoting a hostile name: the banner shows it escaped")
    func banner() throws {
        let folder = try Fixtures.temporaryFolder()
        let path = try Fixtures.copy("seed001-views-a-to-e", to: folder)
        let harness = try SessionHarness(SceneFiles.load(path: path).scene, path: path)
        try "windows:\n  - name: w\n    views:\n      - { name: \"a\\e]0;x\\a\\u202e\", frame: [0, 0, 1, 1] }\n      - { name: \"a\\e]0;x\\a\\u202e\", frame: [0, 0, 1, 1] }\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        harness.session.reloadFromDisk()
        let frame = try harness.send(.pointerLeft)
        #expect(harness.state.banner == "\(path):5:9: the name 'a\\u{1B}]0;x\\u{7}\\u{202E}' is used twice — every view and window needs its own name")
        #expect(unsafeTexts(frame).isEmpty)
        try CairoBackend().show(frame)
    }
}
