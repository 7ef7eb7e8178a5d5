import Foundation
import Testing

/// Resources/scene.schema.json describes what the reader accepts and the writer produces.
struct SchemaTests {
    private func validate(_ files: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/validate_schema.py").path
        process.arguments = ["python3", script, CLI.repository.appendingPathComponent("Resources/scene.schema.json").path] + files
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test("Every example and a generated scene validate; a misspelt key does not")
    func schema() throws {
        let generated = try temporaryFile(try CLI.run(["generate", "--views", "500", "--seed", "3"]).stdout, suffix: ".yaml")
        let good = try validate(CLI.examples.map(CLI.example) + [generated])
        #expect(good.status == 0, "\(good.output)")
        #expect(good.output.split(separator: "\n").count == CLI.examples.count + 1)
        let bad = try temporaryFile("windows:\n  - name: w\n    views:\n      - { name: a, frame: [0, 0, 1, 1], alpah: 1 }\n", suffix: ".yaml")
        let rejected = try validate([bad])
        #expect(rejected.status == 1)
        #expect(rejected.output.contains("'alpah' was unexpected"))
    }
}
