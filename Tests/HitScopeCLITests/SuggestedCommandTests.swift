import Foundation
import HitScopeCore
import HitScopeTestSupport
import Testing

/// Every command HitScope suggests is quoted for a POSIX shell: a view named `pay$(touch x)'` in a file named
/// `s$(touch y).yaml`, pasted from text, JSON, SARIF or JUnit, runs nothing and names exactly that view and file.
@Suite(.timeLimit(.minutes(5))) struct SuggestedCommandTests {
    static let view = "pay$(touch x)';touch z;'"
    static let file = "s$(touch y).yaml"

    /// A scene over the audit's proven-fix limit (so an unreachable control's fix is the `hitscope why` command to
    /// run): 2,000 small views, and the hostile button inside a view that takes no touches.
    private static func scene(in folder: TemporaryFolder) throws -> URL {
        var views = (0..<2_000).map { "      - {name: v\($0), frame: [\($0 % 300), 600, 1, 1]}" }
        views.append("      - {name: box, userInteractionEnabled: false, frame: [0, 100, 300, 200], subviews: [{name: \"\(view)\", class: UIButton, frame: [10, 10, 100, 44]}]}")
        let yaml = "name: hostile\nsize: [375, 667]\nwindows:\n  - name: window\n    views:\n" + views.joined(separator: "\n") + "\n"
        return try folder.write(yaml, to: file)
    }

    /// Every string in a JSON document.
    private static func strings(in value: Any) -> [String] {
        switch value {
        case let string as String: [string]
        case let array as [Any]: array.flatMap(strings)
        case let object as [String: Any]: object.values.flatMap(strings)
        default: []
        }
    }

    /// Each `hitscope why …` command in `text`, as written between backquotes.
    private func commands(in text: String) -> [String] {
        text.components(separatedBy: "`hitscope why ").dropFirst().map { "hitscope why " + $0.prefix { $0 != "`" } }
    }

    /// The words a POSIX shell splits `command` into, run with `printf` in place of hitscope in `folder` (where
    /// nothing may appear).
    private func words(_ command: String, in folder: URL) throws -> [String] {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "printf '%s\\n' " + command.dropFirst("hitscope ".count)]
        shell.currentDirectoryURL = folder
        let out = Pipe()
        shell.standardOutput = out
        try shell.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test("The audit's command, in text, JSON, SARIF and JUnit, is one shell word per value and runs nothing")
    func auditFormats() throws {
        let folder = try TemporaryFolder()
        _ = try Self.scene(in: folder)
        var found = 0
        for format in ["text", "json", "sarif", "junit"] {
            let result = try CLI.run(["audit", Self.file, "--format", format, "--fail-on", "error"], directory: folder.url)
            #expect(result.status == 1, "\(format): \(result.stderr)")
            var text = result.stdout
            if format == "json" || format == "sarif" {
                // Each command as the document's strings hold it.
                text = Self.strings(in: try JSONSerialization.jsonObject(with: Data(text.utf8))).joined(separator: "\n")
            }
            if format == "junit" {
                text = text.replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&quot;", with: "\"")
                    .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
            }
            let hostile = commands(in: text).filter { $0.contains("touch x") }
            #expect(!hostile.isEmpty, "\(format) suggests the command")
            for command in hostile {
                let words = try words(command, in: folder.url)
                #expect(words.count == 6 && words[0] == "why" && words[1] == Self.file && words[2] == "--at" && words[4] == "--view" && words[5] == Self.view, "\(format): \(words)")
                found += 1
            }
        }
        #expect(found >= 4)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [Self.file], "pasting ran nothing")
    }

    @Test("An apostrophe with a combining mark (one Character, not \"'\") is escaped too: the shell reads bytes, and the command runs nothing")
    func apostropheWithCombiningMark() throws {
        let folder = try TemporaryFolder()
        let view = "a'\u{301};touch w;'\u{301}"
        #expect(view.contains("'") == false, "Swift sees no apostrophe Character here")
        let command = whyCommand(file: "s.yaml", at: Point(1, 2), view: view)
        let words = try words(command, in: folder.url)
        #expect(words == ["why", "s.yaml", "--at", "1,2", "--view", view], "\(words)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty, "pasting ran nothing")
    }

    @Test("The report page's commands quote the file and the view in the same way (its script does it in the reader's browser)")
    func page() throws {
        #expect(shellQuoted(Self.view) == "'pay$(touch x)'\\'';touch z;'\\'''")
        #expect(whyCommand(file: Self.file, at: Point(-4, 25.5), view: Self.view) == "hitscope why 's$(touch y).yaml' --at -4,25.5 --view \(shellQuoted(Self.view))")
        let script = try String(contentsOf: Examples.repository.appendingPathComponent("Resources/Page/report.js"), encoding: .utf8)
        #expect(script.contains("function shellQuote(text) { return \"'\" + text.replace(/'/g, \"'\\\\''\") + \"'\"; }"))
        #expect(!script.contains("'hitscope why ' + data().scene.file"), "every command in the page quotes the file")
    }
}
