import Foundation
import Glibc
import HitScopeTestSupport

/// `hitscope view` run as a user runs it, on a test's Xvfb: started, waited for (`ready window=0x…`), driven with
/// xdotool, and stopped.
final class ViewerProcess {
    let process = Process()
    let window: UInt
    let display: String
    private let stdout: LineReader
    /// Standard error goes to a file, so that a chatty viewer never blocks on a full pipe.
    private let stderrFile: URL

    init(scene: String, display: String, arguments: [String] = [], size: String = "1000x700") throws {
        self.display = display
        let out = Pipe()
        process.executableURL = CLI.executable
        process.arguments = ["view", scene, "--size", size] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        process.environment = environment
        process.standardOutput = out
        stderrFile = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-viewer-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: stderrFile.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: stderrFile)
        try process.run()
        stdout = LineReader(out.fileHandleForReading)
        guard let line = stdout.line(timeout: 30), line.hasPrefix("ready window=0x"), let id = UInt(line.dropFirst("ready window=0x".count), radix: 16) else {
            kill(process.processIdentifier, SIGKILL)
            let errors = (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? ""
            throw TestFailure("the viewer did not print `ready window=0x…`: \(errors)")
        }
        window = id
    }

    /// Runs xdotool on the test's display (moves and clicks are real X events).
    func xdotool(_ arguments: [String]) throws {
        let tool = Process()
        tool.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        tool.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        tool.environment = environment
        try tool.run()
        tool.waitUntilExit()
        guard tool.terminationStatus == 0 else { throw TestFailure("xdotool \(arguments.joined(separator: " ")) failed") }
    }

    func move(_ x: Int, _ y: Int) throws { try xdotool(["mousemove", "--window", "\(window)", "\(x)", "\(y)"]) }
    func click() throws { try xdotool(["click", "1"]) }
    func key(_ name: String) throws { try xdotool(["key", name]) }

    /// Waits for the process to end; its exit status, or nil when it did not end in time.
    func waitForExit(timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        guard !process.isRunning else { return nil }
        return process.terminationStatus
    }

    /// What the viewer printed on standard error so far.
    var standardError: String { (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? "" }

    /// SIGTERM (the viewer reads it through signalfd even where it is blocked), then SIGKILL if it lingers.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        if waitForExit(timeout: 3) == nil { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    deinit { stop() }
}
