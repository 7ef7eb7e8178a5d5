import Foundation

/// Runs the built `hitscope` binary as a user would, capturing what it prints and its exit status: the one runner
/// every test target uses.
public enum CLI {
    /// What a run printed and how it ended.
    public struct Result: Sendable {
        public let status: Int32
        public let stdout: String
        public let stderr: String
    }

    /// The `hitscope` executable in the build folder that holds the running test binary.
    public static let executable: URL = {
        let candidates = [URL(fileURLWithPath: CommandLine.arguments[0]), Bundle.main.bundleURL, Bundle.main.executableURL]
        for candidate in candidates.compactMap({ $0 }) {
            var folder = candidate.deletingLastPathComponent()
            for _ in 0..<4 {
                let binary = folder.appendingPathComponent("hitscope")
                if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
                folder = folder.deletingLastPathComponent()
            }
        }
        return URL(fileURLWithPath: "hitscope")
    }()

    /// Runs `hitscope` with `arguments`, in `directory` when given (so that paths in its output are relative);
    /// `stdin` is its standard input (else empty); `environment` sets variables (nil removes one) over the test's
    /// own. `unprivileged`: as the user nobody when the tests run as root (as CI does), so that permissions apply
    /// (setpriv, util-linux). `binary`: another build than this test's (the release build the scale tests use).
    public static func run(
        _ arguments: [String], stdin: String? = nil, directory: URL? = nil, environment: [String: String?] = [:], unprivileged: Bool = false,
        binary: String? = nil
    ) throws -> Result {
        let process = Process()
        let program = binary.map(URL.init(fileURLWithPath:)) ?? executable
        if unprivileged && getuid() == 0 {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", "--", program.path] + arguments
        } else {
            process.executableURL = program
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        if !environment.isEmpty {
            var merged = ProcessInfo.processInfo.environment
            for (name, value) in environment { merged[name] = value }
            process.environment = merged
        }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read both pipes to the end before waiting, so a large output cannot block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }
}
