import Foundation
import HitScopeCore
import HitScopeScene
import HitScopeTestSupport

/// The repository's example scenes (Resources/Examples), read through the CLI's entry point.
enum Examples {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let folder = repository.appendingPathComponent("Resources/Examples")

    static func url(_ name: String) -> URL { folder.appendingPathComponent("\(name).yaml") }

    static func load(_ name: String) throws -> Scene {
        try SceneInput.load(path: url(name).path).scene
    }

    /// Every example, by name without `.yaml`.
    static var all: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The seed experiments: the examples with golden reports.
    static var seeds: [String] { all.filter { $0.hasPrefix("seed") } }
}

/// This target's golden files (Tests/HitScopeReportTests/Fixtures).
let fixtures = GoldenFiles(target: #filePath, depth: 1)

/// Runs the built `hitscope` binary as a user would.
enum CLI {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// `hitscope` in the build folder that holds this test binary.
    static let executable: URL = {
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

    static func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }
}
