import Foundation
import HitScopeTestSupport
import Testing

/// The README's tour as a new user runs it: every command of its `sh` block, read from README.md itself, in order,
/// from a folder that holds the repository's committed Resources (so that what a command writes lands there, not in
/// the repository). Each one's exit status and first line are checked against Fixtures/tour.txt.
struct TourTests {
    /// A command of the tour and the README line it is on.
    struct Command: CustomStringConvertible {
        let line: Int
        let text: String
        var description: String { "README.md:\(line): \(text)" }
    }

    /// The commands of the tour's code block: comments and blank lines left out, and an end-of-line comment
    /// (two spaces, then #) cut off. The block's first line builds and names the binary; the viewer needs a display.
    static func commands(readme: String) -> [Command] {
        let lines = readme.components(separatedBy: "\n")
        guard let heading = lines.firstIndex(of: "## A short tour"),
            let start = lines[heading...].firstIndex(of: "```sh"),
            let end = lines[(start + 1)...].firstIndex(of: "```")
        else { return [] }
        return lines[(start + 1)..<end].indices.compactMap { index in
            var text = lines[index]
            if let comment = text.range(of: "  # ") { text = String(text[..<comment.lowerBound]) }
            text = text.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, !text.hasPrefix("#"), !text.contains("alias hitscope="), !text.hasPrefix("hitscope view ") else {
                return nil
            }
            return Command(line: index + 1, text: text)
        }
    }

    static let readme = Examples.repository.appendingPathComponent("README.md")

    @Test("The tour's commands are found: the README's block has not moved or changed its shape")
    func found() throws {
        let commands = Self.commands(readme: try String(contentsOf: Self.readme, encoding: .utf8))
        #expect(commands.count >= 20, "\(commands)")
        #expect(commands.allSatisfy { $0.text.contains("hitscope ") })
    }

    @Test("Every file the tour reads is in the repository (git ls-files), as a fresh clone has it")
    func inputsAreCommitted() throws {
        let commands = Self.commands(readme: try String(contentsOf: Self.readme, encoding: .utf8))
        let paths = Set(commands.flatMap { $0.text.split(separator: " ").filter { $0.hasPrefix("Resources/") }.map(String.init) })
        #expect(paths.count >= 10)
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", Examples.repository.path, "ls-files", "--error-unmatch", "--"] + paths.sorted()
        git.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        git.standardError = errors
        try git.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        git.waitUntilExit()
        #expect(git.terminationStatus == 0, "not committed: \(message)")
    }

    @Test("Every command of the tour runs as written: its exit status and first line")
    func tourRuns() throws {
        let commands = Self.commands(readme: try String(contentsOf: Self.readme, encoding: .utf8))
        let folder = try TemporaryFolder()
        // A copy, as a clone has it: a link out of the folder is one the path rules would not follow (the scene that
        // `import --screenshot` writes names Resources/Samples/shot.png).
        try FileManager.default.copyItem(at: Examples.repository.appendingPathComponent("Resources"), to: folder.file("Resources"))
        // The block's first line (left out: it builds and names the binary) also makes the folder the tour writes in.
        #expect(try String(contentsOf: Self.readme, encoding: .utf8).contains("alias hitscope=.build/release/hitscope && mkdir -p tour"))
        try FileManager.default.createDirectory(at: folder.file("tour"), withIntermediateDirectories: false)
        // A git work tree, as a clone is: the project whose files a scene in tour/ may name (its screenshot in Resources).
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", folder.url.path, "init", "-q"]
        try git.run()
        git.waitUntilExit()
        #expect(git.terminationStatus == 0)
        var record = ""
        for command in commands {
            let shell = Process()
            shell.executableURL = URL(fileURLWithPath: "/bin/bash")
            shell.currentDirectoryURL = folder.url
            shell.arguments = ["-o", "pipefail", "-c", "hitscope() { '\(CLI.executable.path)' \"$@\"; }\n\(command.text)"]
            // Standard error goes to a file beside the outputs, so that neither pipe can fill while the other is read.
            let errors = folder.file(".stderr")
            try Data().write(to: errors)
            let out = Pipe()
            shell.standardOutput = out
            shell.standardError = try FileHandle(forWritingTo: errors)
            shell.standardInput = FileHandle.nullDevice
            try shell.run()
            let first = Self.firstLine(out.fileHandleForReading)
            shell.waitUntilExit()
            let firstError = Self.firstLine(try FileHandle(forReadingFrom: errors))
            let status = shell.terminationStatus
            #expect(status == 0 || (status == 1 && command.text.contains("--fail-on")), "\(command) exited with \(status): \(firstError)")
            let shown = !first.isEmpty ? first : firstError.isEmpty ? "(no output)" : "(standard error) \(firstError)"
            record += "\(command.text)\n  exit \(status): \(shown)\n"
        }
        try fixtures.check(record, against: "tour.txt")
        // Everything the tour wrote is in tour/, which git ignores: a tour run in the repository leaves it clean.
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0 != ".stderr" && $0 != ".git" }
        #expect(Set(written) == ["Resources", "tour"], "\(written)")
        let ignored = try String(contentsOf: Examples.repository.appendingPathComponent(".gitignore"), encoding: .utf8)
        #expect(ignored.split(separator: "\n").contains("/tour/"))
    }

    /// The first line read from `handle` (at most 200 characters); the rest is read to the end as it comes, and
    /// dropped.
    private static func firstLine(_ handle: FileHandle) -> String {
        var line = Data()
        var ended = false
        while case let chunk = handle.availableData, !chunk.isEmpty {
            guard !ended else { continue }
            if let newline = chunk.firstIndex(of: 0x0A) {
                line.append(chunk[chunk.startIndex..<newline])
                ended = true
            } else {
                line.append(chunk)
            }
        }
        return String(String(decoding: line, as: UTF8.self).prefix(200))
    }
}
