import Foundation
import Testing

/// Hostile and broken scene files: every command answers exit 2 with file:line:column and what to do, or
/// succeeds; nothing crashes or hangs.
struct MalformedInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let file: String
        /// 0: reads fine; 2: bad input.
        let status: Int32
        /// `line:column` the message must point at (nil: the whole file).
        let at: String?
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        Case(file: "truncated-flow.yaml", status: 2, at: "4:36"),
        Case(file: "truncated-key.yaml", status: 2, at: "8:15"),
        Case(file: "wrong-type-frame.yaml", status: 2, at: "4:27"),
        Case(file: "wrong-type-name.yaml", status: 2, at: "4:17"),
        Case(file: "nan-width.yaml", status: 2, at: "4:34"),
        Case(file: "infinite-height.yaml", status: 2, at: "4:34"),
        Case(file: "overflow-width.yaml", status: 2, at: "4:34"),
        Case(file: "huge-but-finite.yaml", status: 0, at: nil),
        Case(file: "negative-width.yaml", status: 2, at: "4:27"),
        Case(file: "negative-screen.yaml", status: 2, at: "1:7"),
        Case(file: "duplicate-names.yaml", status: 2, at: "5:9"),
        Case(file: "redirect-cycle.yaml", status: 2, at: "4:52"),
        Case(file: "redirect-self.yaml", status: 2, at: "4:52"),
        Case(file: "unknown-key.yaml", status: 2, at: "4:43"),
        Case(file: "alpha-out-of-range.yaml", status: 2, at: "4:50"),
        Case(file: "invalid-utf8.yaml", status: 2, at: "4:18"),
        Case(file: "bom-valid.yaml", status: 0, at: nil),
        Case(file: "crlf-unknown-key.yaml", status: 2, at: "4:43"),
        Case(file: "empty.yaml", status: 2, at: nil),
        Case(file: "blank.yaml", status: 2, at: nil),
        Case(file: "wrong-type-bool.json", status: 2, at: "1:87"),
        Case(file: "truncated.json", status: 2, at: "1:76"),
        Case(file: "alias-cycle.yaml", status: 2, at: "1:8"),
        Case(file: "alias-recursion.yaml", status: 2, at: "3:12"),
        Case(file: "alias-duplicates-views.yaml", status: 2, at: "7:13"),
        Case(file: "hostile-names-valid.yaml", status: 0, at: nil),
        Case(file: "prose.yaml", status: 2, at: "1:1"),
        Case(file: "list-root.yaml", status: 2, at: "1:1"),
    ]

    private static let folder = Golden.folder.appendingPathComponent("Malformed")

    @Test("Every command: exit 0, or exit 2 with file:line:column — never a crash", arguments: cases)
    func corpus(_ testCase: Case) throws {
        let path = Self.folder.appendingPathComponent(testCase.file).path
        for command in [["trace", path, "--at", "1,1"], ["why", path, "--at", "1,1", "--view", "a"]] {
            let result = try CLI.run(command)
            if command[0] == "why" && testCase.status == 0 {
                #expect([0, 2].contains(result.status), "\(command): \(result.stderr)")
                continue
            }
            #expect(result.status == testCase.status, "\(command[0]) \(testCase.file): \(result.stderr)")
            guard testCase.status == 2 else { continue }
            let prefix = testCase.at.map { "\(path):\($0): " } ?? "\(path): "
            #expect(result.stderr.hasPrefix(prefix), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "one clear line")
            #expect(!result.stderr.unicodeScalars.contains { $0.value == 0x1B }, "no terminal escapes")
        }
    }

    /// A JSON scene whose views are nested `depth` deep, each 10×10 at the origin.
    private func nested(_ depth: Int) -> String {
        var json = "{\"windows\": [{\"name\": \"w\", \"views\": ["
        for level in 0..<depth { json += "{\"name\": \"v\(level)\", \"frame\": [0, 0, 10, 10], \"subviews\": [" }
        return json + String(repeating: "]}", count: depth) + "]}]}"
    }

    @Test("Views nested 450 deep read and trace; a 100,000-deep file is refused at once, with where and why")
    func deepTrees() throws {
        let fine = try CLI.run(["trace", try temporaryFile(nested(450), suffix: ".json"), "--at", "5,5", "--hit-only"])
        #expect(fine.status == 0, "\(fine.stderr)")
        #expect(fine.stdout == "(5, 5) → v449\n")
        let file = try temporaryFile(nested(100_000), suffix: ".json")
        let deep = try CLI.run(["trace", file, "--at", "5,5"])
        #expect(deep.status == 2)
        #expect(deep.stderr.hasPrefix("\(file):1:"))
        #expect(deep.stderr.contains("the file nests more than 1000 levels here (views inside views about 500 deep) — scene files are read up to that depth; flatten the hierarchy"))
    }

    @Test("Scenes with names that are script, markup and control characters trace and print safely")
    func hostileNames() throws {
        let path = Self.folder.appendingPathComponent("hostile-names-valid.yaml").path
        let result = try CLI.run(["trace", path, "--at", "5,5", "--format", "json"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect((object?["hitView"] as? [String: Any])?["name"] as? String == "<script>alert(1)</script>")
    }
}
