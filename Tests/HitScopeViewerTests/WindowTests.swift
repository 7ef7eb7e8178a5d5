import Foundation
import HitScopeFiles
import HitScopeCairo
import HitScopeCore
import HitScopeScene
import Testing
import HitScopeViewer
import HitScopeTestSupport

/// The real window under a private Xvfb: real pointer and key events from xdotool, the event log checked against
/// `hitscope trace --at`, pixels read back from the server, resize, live reload, the close button, the clipboard,
/// a missing display and a server that goes away.
@Suite(.serialized) struct WindowTests {
    /// Runs `hitscope` and returns its standard output.
    private func hitscope(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    private func records(_ path: String, count: Int, timeout: Double = 5) throws -> [EventRecord] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            let lines = text.split(separator: "\n")
            if lines.count >= count || Date() > deadline {
                return try lines.map { try JSONDecoder().decode(EventRecord.self, from: Data($0.utf8)) }
            }
            usleep(20_000)
        }
    }

    /// Every digit, so that `--at` traces exactly the logged point.
    private static func format(_ value: Double) -> String { "\(value)" }

    @Test func pointerEventsAreHitTestedAsHitscopeTraceAnswers() throws {
        let run = try LoggedViewer("seed001-views-a-to-e")
        defer { run.stop() }
        let (scene, log, viewer) = (run.scene, run.log, run.viewer)
        let stops = [(230, 40), (330, 150), (450, 250), (560, 260), (300, 520), (556, 400), (508, 249)]
        for (x, y) in stops { try viewer.move(x, y) }
        try viewer.click()
        try viewer.xdotool(["mousedown", "1"])
        try viewer.move(260, 600)
        try viewer.xdotool(["mouseup", "1"])
        let all = try records(log, count: stops.count + 5)
        let motions = all.filter { $0.type == .motion }
        #expect(motions.map(\.window) == stops.map { [$0.0, $0.1] })
        #expect(all.suffix(5).map(\.type) == [.press, .release, .press, .drag, .release])
        // Every motion and press: the same answer as `hitscope trace --at` for the scene point it logged.
        let answered = all.filter { $0.type == .motion || $0.type == .press }
        let arguments = answered.map { "--at=\(Self.format($0.scene[0])),\(Self.format($0.scene[1]))" }
        let traces = try hitscope(["trace", scene, "--format", "json"] + arguments).split(separator: "\n").map { line in
            try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
        }
        #expect(traces.count == answered.count)
        for (record, trace) in zip(answered, traces) {
            let hitView = (trace["hitView"] as? [String: Any])?["name"] as? String
            #expect(record.hitView == hitView)
            #expect(record.responderChain == (trace["responderChain"] as? [String] ?? []))
            #expect(record.handledBy == trace["handledBy"] as? String)
        }
        // The drag and its release stay with the view where the touch began.
        let press = all[all.count - 3]
        #expect(all.suffix(2).allSatisfy { $0.hitView == press.hitView && $0.responderChain == press.responderChain })
        #expect(press.hitView == "E")
    }

    @Test func theHoverHighlightIsOnScreenAndPIsTheWindowsPicture() throws {
        let run = try LoggedViewer("seed001-views-a-to-e")
        defer { run.stop() }
        let (server, log, viewer) = (run.server, run.log, run.viewer)
        let client = try XClient(server.display)
        // Two points below the screen, in the drawing's margin (no view there, so nothing is highlighted).
        try viewer.move(300, 668)
        try viewer.move(500, 668)
        let pair = try records(log, count: 2)
        // The viewport from two logged points: pixel = point × scale + offset.
        let scale = Double(pair[1].window[0] - pair[0].window[0]) / (pair[1].scene[0] - pair[0].scene[0])
        let offsetX = Double(pair[0].window[0]) - pair[0].scene[0] * scale, offsetY = Double(pair[0].window[1]) - pair[0].scene[1] * scale
        let pixel = { (p: Point) in (Int((p.x * scale + offsetX).rounded()), Int((p.y * scale + offsetY).rounded())) }
        let before = try client.pixels(of: viewer.window)
        let inE = pixel(Point(265, 260))
        #expect(before.rgb[inE.1 * before.width + inE.0] == 0xff2d55)
        let centre = pixel(Point(265, 215))
        try viewer.move(centre.0, centre.1)
        #expect(try records(log, count: 3).last?.hitView == "E")
        let edge = pixel(Point(195, 260))
        #expect(try eventually { try client.pixels(of: viewer.window).rgb[edge.1 * before.width + edge.0] == 0x1a7f37 })
        let after = try client.pixels(of: viewer.window)
        #expect(after.rgb[inE.1 * after.width + inE.0] != 0xff2d55)  // tinted by the hover fill
        try viewer.key("p")
        let png = run.folder.appendingPathComponent("seed001-views-a-to-e.png").path
        let written = eventually { FileManager.default.fileExists(atPath: png) }
        #expect(written)
        let picture = try ImageSurface(contentsOfPNG: png)
        let now = try client.pixels(of: viewer.window)
        #expect(picture.width == now.width && picture.height == now.height)
        // The same pixels, except the status bar, which now says that the PNG was written.
        var differing = 0
        for y in stride(from: 0, to: now.height - Layout.statusHeight, by: 3) {
            for x in stride(from: 0, to: now.width, by: 3) {
                guard let p = picture.pixel(x: x, y: y) else { continue }
                let rgb = UInt32(p.red) << 16 | UInt32(p.green) << 8 | UInt32(p.blue)
                if rgb != now.rgb[y * now.width + x] { differing += 1 }
            }
        }
        #expect(differing == 0)
    }

    @Test func copyPutsTheTraceOnTheClipboard() throws {
        let run = try LoggedViewer("seed000-experiment2-nested")
        defer { run.stop() }
        let (server, scene, log, viewer) = (run.server, run.scene, run.log, run.viewer)
        try viewer.move(450, 300)
        try viewer.click()
        let press = try #require(try records(log, count: 3).first { $0.type == .press })
        try viewer.key("c")
        let client = try XClient(server.display)
        var pasted: String?
        #expect(try eventually { pasted = try client.clipboardText(); return pasted != nil })
        let expected = try hitscope(["trace", scene, "--at=\(Self.format(press.scene[0])),\(Self.format(press.scene[1]))"])
        #expect(pasted.map { $0 + "\n" } == expected)
    }

    @Test func resizeLaysTheWindowOutAgain() throws {
        let run = try LoggedViewer("seed001-views-a-to-e")
        defer { run.stop() }
        let (server, scene, log, viewer) = (run.server, run.scene, run.log, run.viewer)
        let client = try XClient(server.display)
        client.resize(viewer.window, width: 820, height: 560)
        #expect(try eventually {
            let p = try client.pixels(of: viewer.window)
            return p.width == 820 && p.rgb[558 * p.width + 3] == 0x24292f && p.rgb[500 * p.width + 3] != 0x24292f
        })
        // Pointer events still agree with the engine in the new layout.
        try viewer.move(400, 250)
        let record = try #require(try records(log, count: 1).last)
        let tester = HitTester(try SceneFiles.load(path: scene).scene.hierarchy)
        let hit = tester.hitTest(Point(record.scene[0], record.scene[1]))
        #expect(record.hitView == hit.map { tester.hierarchy[$0].name })
        #expect(record.window == [400, 250])
    }

    @Test func theCloseButtonEndsTheViewer() throws {
        let server = try XvfbServer()
        let viewer = try ViewerProcess(scene: Examples.path("seed002-skip-rules"), display: server.display)
        defer { viewer.stop(); server.stop() }
        let client = try XClient(server.display)
        #expect(client.windowClass(of: viewer.window) == ["hitscope", "hitscope"])
        client.requestClose(viewer.window)
        #expect(viewer.waitForExit(timeout: 5) == 0)
    }

    @Test func losingTheServerEndsTheViewerCleanly() throws {
        let server = try XvfbServer()
        let viewer = try ViewerProcess(scene: Examples.path("seed002-skip-rules"), display: server.display)
        defer { viewer.stop() }
        server.stop()
        #expect(viewer.waitForExit(timeout: 5) == 0)
        #expect(viewer.standardError.contains("went away"))
    }

    @Test(arguments: [nil, ":4242"] as [String?])
    func withoutADisplayTheViewerExitsTwoAndSaysWhatToDo(display: String?) throws {
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["view", Examples.path("seed002-skip-rules")]
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        process.environment = environment
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message.contains(display.map { "\"\($0)\"" } ?? "DISPLAY is not set"))
        #expect(message.contains("hitscope report"))
        #expect(message.contains("Xvfb"))
    }
}
