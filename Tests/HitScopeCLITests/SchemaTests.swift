import Foundation
import Testing
import HitScopeTestSupport

/// Resources/scene.schema.json describes what the reader accepts and the writer produces.
struct SchemaTests {
    /// Runs Fixtures/validate_schema.py: `schema` is a schema file or `sarif-2.1.0`.
    static func validate(_ schema: String, _ files: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", fixtures.folder.appendingPathComponent("validate_schema.py").path, schema] + files
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    private func validate(_ files: [String]) throws -> (status: Int32, output: String) {
        try Self.validate(Examples.repository.appendingPathComponent("Resources/scene.schema.json").path, files)
    }

    @Test("Every example and a generated scene validate; a misspelt key does not")
    func schema() throws {
        let generated = try temporaryFile(try CLI.run(["generate", "--views", "500", "--seed", "3"]).stdout, suffix: ".yaml")
        let good = try validate(Examples.all.map(Examples.path) + [generated])
        #expect(good.status == 0, "\(good.output)")
        #expect(good.output.split(separator: "\n").count == Examples.all.count + 1)
        let bad = try temporaryFile("windows:\n  - name: w\n    views:\n      - { name: a, frame: [0, 0, 1, 1], alpah: 1 }\n", suffix: ".yaml")
        let rejected = try validate([bad])
        #expect(rejected.status == 1)
        #expect(rejected.output.contains("'alpah' was unexpected"))
    }
}
