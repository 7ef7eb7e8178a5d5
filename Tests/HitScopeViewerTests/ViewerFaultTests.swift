import Foundation
import Glibc
import HitScopeFiles
import HitScopeScene
import Testing
import HitScopeViewer
import HitScopeTestSupport

/// The viewer when things go wrong under it: the scene file deleted, replaced, unreadable or broken again and
/// again, its folder removed, the X server killed. It keeps the last good scene with a banner that says where the
/// file is wrong, or ends cleanly with a message; it never writes the scene file, hangs or leaks descriptors.
@Suite(.serialized) struct ViewerFaultTests {
    private static let sceneName = "seed001-views-a-to-e"
    private static let goodTitle = "seed001-views-a-to-e.yaml — Seed 001 — views A to E, tap on E — hitscope"
    private static let brokenTitle = "seed001-views-a-to-e.yaml — Seed 001 — views A to E, tap on E (file has errors) — hitscope"

    /// A copy of the scene in a fresh folder, its text, and the viewer on a private Xvfb (frame times on stderr).
    private final class Running {
        let server: XvfbServer
        let folder: URL
        let scene: String
        let good: String
        let viewer: ViewerProcess
        /// The test's own connection; none where the test kills the server (Xlib ends a process whose server dies).
        private(set) var client: XClient?

        init(arguments: [String] = [], connect: Bool = true) throws {
            server = try XvfbServer()
            folder = try Fixtures.temporaryFolder()
            scene = try Fixtures.copy(ViewerFaultTests.sceneName, to: folder)
            good = try String(contentsOfFile: scene, encoding: .utf8)
            viewer = try ViewerProcess(scene: scene, display: server.display, arguments: ["--stats"] + arguments)
            client = connect ? try XClient(server.display) : nil
        }

        /// Frames drawn so far (`--stats` prints one line for each).
        var frames: Int { viewer.standardError.split(separator: "\n").filter { $0.hasPrefix("frame ") }.count }

        var title: String? { client?.title(of: viewer.window) }

        /// Whether the red banner is drawn across the top of the drawing.
        func showsBanner() throws -> Bool {
            let layout = Layout(width: 1000, height: 700)
            return try client?.pixels(of: viewer.window).rgb[layout.drawing.x + 4 + 4 * 1000] == 0xcf222e
        }

        /// Applies `fault` and waits until the viewer has read the file again and drawn.
        func breakScene(_ fault: SceneFault, round: Int = 0) throws -> Bool {
            let before = frames
            try fault.apply(to: scene, good: good, round: round)
            return eventually { frames > before }
        }

        /// Stops the viewer and the server, closing the test's connection first, and removes the folder.
        func stop() {
            client = nil
            viewer.stop()
            server.stop()
            try? FileManager.default.removeItem(at: folder)
        }
    }

    // MARK: - The file

    @Test("Each fault: the last good scene stays, under a banner; saving a good file again clears it", arguments: SceneFault.allCases)
    func faultKeepsTheLastGoodScene(_ fault: SceneFault) throws {
        let running = try Running()
        defer { running.stop() }
        #expect(running.title == Self.goodTitle)
        #expect(try running.breakScene(fault), "the viewer noticed \(fault)")
        #expect(eventually { running.title == Self.brokenTitle })
        #expect(try eventually { try running.showsBanner() })
        #expect(running.viewer.process.isRunning)
        try SceneFault.clear(running.scene)
        try running.good.replacingOccurrences(of: "name: Seed 001 — views A to E, tap on E", with: "name: Fixed")
            .write(toFile: running.scene, atomically: true, encoding: .utf8)
        #expect(eventually { running.title == "seed001-views-a-to-e.yaml — Fixed — hitscope" })
        #expect(try eventually { try !running.showsBanner() })
    }

    @Test("The banner says file:line:column or what the path is, for each fault", arguments: SceneFault.allCases)
    func bannerWords(_ fault: SceneFault) throws {
        let folder = try Fixtures.temporaryFolder()
        let path = try Fixtures.copy(Self.sceneName, to: folder)
        let good = try String(contentsOfFile: path, encoding: .utf8)
        let harness = try SessionHarness(SceneFiles.load(path: path).scene, path: path)
        try fault.apply(to: path, good: good, round: 7)
        harness.session.reloadFromDisk()
        let expected: String = switch fault {
        case .unclosedListByRename: "\(path):10:8: did not find expected ',' or ']'"
        case .unknownKeyInPlace: "\(path):18:9: unknown key 'touchez' in a view — did you mean 'touches'?"
        case .notUTF8InPlace: "\(path):2:10: the file is not valid UTF-8 (byte 19) — save it as UTF-8"
        case .deleted: "\(path): no such file — check the path"
        case .replacedByFolder: "\(path): this is a folder — name a .yaml or .json file, a dump or a snapshot"
        case .replacedByFIFO: "\(path): is a pipe (FIFO), not a regular file — name a regular file, or pipe the text into `-` (standard input)"
        // A link to /dev/zero leads out of the scene's folder: the path rules refuse it before what it is matters.
        case .replacedByDevice: "\(path): a symbolic link leads out of its project (\((path as NSString).deletingLastPathComponent))"
        }
        let banner = try #require(harness.state.banner)
        #expect(banner.hasPrefix(expected), "\(banner)")
        #expect(harness.hierarchy.id(named: "E") != nil, "the last good scene stays")
    }

    @Test("A hundred breakages in a row: every one shown, nothing leaks, and the next good save is read")
    func aHundredBreakages() throws {
        let running = try Running()
        defer { running.stop() }
        let pid = running.viewer.process.processIdentifier
        let before = try ProcessResources(pid: pid)
        #expect(before.inotifyWatches == 1)
        let faults = SceneFault.allCases
        for round in 0..<100 {
            let fault = faults[round % faults.count]
            let noticed = try running.breakScene(fault, round: round)
            #expect(noticed, "round \(round): \(fault) was not read again")
            guard noticed, running.viewer.process.isRunning else { break }
        }
        #expect(eventually { running.title == Self.brokenTitle })
        let after = try ProcessResources(pid: pid)
        #expect(after == before, "before: \(before); after: \(after)")
        try SceneFault.clear(running.scene)
        try running.good.write(toFile: running.scene, atomically: true, encoding: .utf8)
        #expect(eventually { running.title == Self.goodTitle })
        #expect(try ProcessResources(pid: pid) == before)
    }

    @Test("The scene file is never written: w saves the last good scene beside a broken file, e and p too")
    func theSceneFileIsNeverWritten() throws {
        let running = try Running()
        defer { running.stop() }
        #expect(try running.breakScene(.unknownKeyInPlace))
        let broken = try Data(contentsOf: URL(fileURLWithPath: running.scene))
        var before = stat()
        stat(running.scene, &before)
        try running.viewer.move(400, 300)
        for key in ["w", "e", "p"] { try running.viewer.key(key) }
        let name = running.folder.appendingPathComponent(Self.sceneName).path
        let written = ["\(name).edited.yaml", "\(name).report.html", "\(name).png"]
        #expect(eventually { written.allSatisfy(FileManager.default.fileExists(atPath:)) })
        running.viewer.stop()
        var after = stat()
        stat(running.scene, &after)
        #expect(try Data(contentsOf: URL(fileURLWithPath: running.scene)) == broken)
        #expect(after.st_ino == before.st_ino && after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
        let files = try FileManager.default.contentsOfDirectory(atPath: running.folder.path).sorted()
        #expect(files == ([running.scene] + written).map { URL(fileURLWithPath: $0).lastPathComponent }.sorted())
        // What was on screen is not lost: the saved scene is the last good one.
        let saved = try SceneFiles.load(path: written[0]).scene
        #expect(saved.name == "Seed 001 — views A to E, tap on E")
        #expect(saved.hierarchy.views.map(\.name) == (try SceneFiles.load(path: Examples.path(Self.sceneName)).scene.hierarchy.views.map(\.name)))
    }

    @Test("No file the viewer writes can be the scene itself, whatever the scene is called")
    func outputsAreNeverTheScene() {
        let names = ["x.png", "x.report.html", "x.edited.yaml", "x", ".yaml", "x.YAML", "x.json.png", "x.yml.edited.yaml", "stdin"]
        for name in names {
            for output in [nil, "/tmp/f"] as [String?] {
                let files = ViewerFiles(scenePath: "/tmp/f/\(name)", outputDirectory: output)
                #expect(![files.edited, files.report, files.png].contains(files.scene), "\(name), output folder \(output ?? "none")")
            }
        }
    }

    @Test("The scene's folder removed: the scene stays under a banner, w says it cannot write, q ends it")
    func folderRemoved() throws {
        let running = try Running()
        defer { running.stop() }
        let before = running.frames
        try FileManager.default.removeItem(at: running.folder)
        #expect(eventually { running.frames > before })
        #expect(eventually { running.title == Self.brokenTitle })
        try running.viewer.move(400, 300)
        try running.viewer.key("w")
        try running.viewer.key("q")
        #expect(running.viewer.waitForExit(timeout: 5) == 0)
        #expect(!FileManager.default.fileExists(atPath: running.folder.path))
    }

    // MARK: - The X server

    @Test("The server killed mid-touch while the file is broken: a clean exit with a message, the event log whole")
    func serverKilledMidTouch() throws {
        let folder = try Fixtures.temporaryFolder()
        let log = folder.appendingPathComponent("events.jsonl").path
        let running = try Running(arguments: ["--event-log", log], connect: false)
        defer { running.stop() }
        try running.viewer.move(400, 300)
        try running.viewer.xdotool(["mousedown", "1"])
        try running.viewer.move(420, 320)
        #expect(try running.breakScene(.notUTF8InPlace))
        running.server.stop()
        #expect(running.viewer.waitForExit(timeout: 5) == 0)
        #expect(running.viewer.standardError.contains("hitscope view: the X server \(running.server.display) went away; closing."))
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.last == "", "the log ends with a whole line")
        let types = try lines.dropLast().map { try JSONDecoder().decode(EventRecord.self, from: Data($0.utf8)).type }
        #expect(types == [.motion, .press, .drag])
    }

    @Test("The server killed while the file changes again and again: a clean exit with a message")
    func serverKilledDuringReloads() throws {
        let running = try Running(connect: false)
        defer { running.stop() }
        let good = Data(running.good.utf8), broken = Data(running.good.replacingOccurrences(of: "size: [375, 667]", with: "size: [375").utf8)
        // A write a little longer apart than the reload delay, so that the viewer reads and draws again and again.
        for round in 0..<12 {
            try SceneFault.writeInPlace(running.scene, round.isMultiple(of: 2) ? broken : good)
            usleep(UInt32(EventLoop.reloadDelay * 1000 + 5_000 + round * 1_000))
        }
        let frames = running.frames
        #expect(frames > 6, "the viewer read and drew again (\(frames) frames)")
        // The last one killed about when the viewer reads it.
        try SceneFault.writeInPlace(running.scene, broken)
        usleep(UInt32(EventLoop.reloadDelay * 1000))
        running.server.stop()
        #expect(running.viewer.waitForExit(timeout: 5) == 0)
        #expect(running.viewer.standardError.contains("went away; closing."))
    }
}
