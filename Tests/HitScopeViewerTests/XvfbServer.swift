import Foundation
import Glibc

/// A private Xvfb started for one test: it picks a free display number itself (`-displayfd`) and is stopped when
/// the test ends.
final class XvfbServer {
    let process = Process()
    /// `:N`.
    let display: String

    init(width: Int = 1024, height: Int = 768) throws {
        guard let xvfb = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw TestFailure("Xvfb is not installed: run scripts/bootstrap (it installs xvfb)")
        }
        let numbers = Pipe()
        process.executableURL = URL(fileURLWithPath: xvfb)
        // -displayfd 1: Xvfb writes the display number it chose to its standard output.
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"]
        process.standardOutput = numbers
        process.standardError = FileHandle.nullDevice
        try process.run()
        let reader = LineReader(numbers.fileHandleForReading)
        guard let line = reader.line(timeout: 10), let number = Int(line.trimmingCharacters(in: .whitespaces)) else {
            kill(process.processIdentifier, SIGKILL)
            throw TestFailure("Xvfb did not say which display it opened")
        }
        display = ":\(number)"
    }

    /// Kills the server: SIGKILL, because a process started from a test thread inherits that thread's blocked
    /// signals (SIGTERM among them).
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit { stop() }
}

/// A test's own error with words.
struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Reads lines from a pipe with a time limit (poll on its descriptor).
final class LineReader {
    private let handle: FileHandle
    private var buffer = Data()

    init(_ handle: FileHandle) { self.handle = handle }

    /// The next line, or nil when none came within `timeout` seconds or the pipe closed.
    func line(timeout: Double) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let newline = buffer.firstIndex(of: 0x0a) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...newline)
                return line
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return nil }
            var descriptor = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(remaining * 1000) + 1) > 0 else { continue }
            let chunk = handle.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
    }
}
