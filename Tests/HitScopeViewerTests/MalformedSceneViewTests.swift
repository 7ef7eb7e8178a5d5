import Foundation
import HitScopeFiles
import HitScopeCore
import HitScopeScene
import Testing
import HitScopeTestSupport

/// `hitscope view` on the malformed-input corpus with a display: a file that does not read is refused with the
/// reader's own `file:line:column` words and exit 2 before any window is created; a hostile file that reads opens
/// with a title in which nothing acts.
@Suite(.serialized) struct MalformedSceneViewTests {
    private static let corpora = ["Malformed", "MalformedDumps"].map {
        Examples.repository.appendingPathComponent("Tests/HitScopeCLITests/Fixtures/\($0)")
    }

    /// Every corpus file that does not read, with what the reader says about it.
    private static func refused() throws -> [(path: String, message: String)] {
        var refused: [(String, String)] = []
        for folder in corpora {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
                let path = folder.appendingPathComponent(name).path
                do { _ = try SceneFiles.load(path: path) } catch { refused.append((path, "\(error)")) }
            }
        }
        return refused
    }

    /// Runs `hitscope view` to its end (at most `timeout` seconds): its status and standard error.
    private func view(_ path: String, display: String, timeout: Double = 10) throws -> (status: Int32?, stderr: String) {
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["view", path]
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let reader = LineReader(errors.fileHandleForReading)
        var lines: [String] = []
        let deadline = Date().addingTimeInterval(timeout)
        while let line = reader.line(timeout: max(0, deadline.timeIntervalSinceNow)) { lines.append(line) }
        let finished = eventually(timeout: max(0.1, deadline.timeIntervalSinceNow)) { !process.isRunning }
        if !finished { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return (finished ? process.terminationStatus : nil, lines.map { $0 + "\n" }.joined())
    }

    @Test("A file that does not read: exit 2 with the reader's words, and no window")
    func refusedBeforeAnyWindow() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let client = try XClient(server.display)
        client.watchWindowCreation()
        let refused = try Self.refused()
        #expect(refused.count >= 25)
        for (path, message) in refused {
            let result = try view(path, display: server.display)
            #expect(result.status == 2, "\(path): \(result.stderr)")
            #expect(result.stderr == message + "\n")
        }
        #expect(client.windowsCreated() == 0)
    }

    @Test("Hostile names that read: the window opens, and its title shows them escaped")
    func hostileTitle() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let client = try XClient(server.display)
        let folder = try Fixtures.temporaryFolder()
        let scene = folder.appendingPathComponent("evil\u{1B}]0;x\u{7}\u{202E}.yaml").path
        try "name: \"scene \\e[2J\\u202e\\u009b31m\"\nwindows:\n  - name: w\n    views:\n      - { name: a, frame: [0, 0, 10, 10] }\n"
            .write(toFile: scene, atomically: true, encoding: .utf8)
        let viewer = try ViewerProcess(scene: scene, display: server.display)
        defer { viewer.stop() }
        let title = try #require(client.title(of: viewer.window))
        #expect(title == "evil\\u{1B}]0;x\\u{7}\\u{202E}.yaml — scene \\u{1B}[2J\\u{202E}\\u{9B}31m — hitscope")
        #expect(!title.unicodeScalars.contains { $0.isUnsafeOnTerminal })
    }
}
