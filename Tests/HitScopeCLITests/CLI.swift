import Foundation
import HitScopeTestSupport

/// Runs the built `hitscope` binary as a user would, capturing what it prints and its exit code.
enum CLI {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The `hitscope` executable next to this test bundle in the build folder.
    static let executable: URL = {
        var folder = Bundle.module.bundleURL.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: folder.appendingPathComponent("hitscope").path) {
            folder = Bundle.main.bundleURL
        }
        return folder.appendingPathComponent("hitscope")
    }()

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func example(_ name: String) -> String {
        repository.appendingPathComponent("Resources/Examples/\(name).yaml").path
    }

    static var examples: [String] {
        let folder = repository.appendingPathComponent("Resources/Examples").path
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// Runs `hitscope` with `arguments`, in `directory` when given (so that paths in its output are relative);
    /// `environment` sets variables (nil removes one) over the test's own.
    static func run(_ arguments: [String], stdin: String? = nil, directory: URL? = nil, environment: [String: String?] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
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

/// This target's golden files and malformed inputs (Tests/HitScopeCLITests/Fixtures).
let fixtures = GoldenFiles(target: #filePath)
