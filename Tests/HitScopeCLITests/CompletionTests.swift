import Foundation
import HitScopeTestSupport
import Testing

/// Shell completions complete files and folders for every argument that names one, in bash, zsh and fish (all
/// three are written by swift-argument-parser from the completion kinds `--experimental-dump-help` shows).
struct CompletionTests {
    /// Every argument that names a file or a folder, by command and value name.
    static let paths: [String: Set<String>] = [
        "trace": ["scene", "file", "points"],
        "why": ["scene", "file"],
        "inspect": ["scene", "file"],
        "generate": ["output"],
        "import": ["scene", "file", "output", "png"],
        "audit": ["scene", "file", "more-scenes", "baseline"],
        "report": ["scene", "file", "png", "output"],
        "gallery": ["directory", "output", "folder"],
        "view": ["scene", "file", "png", "event-log", "output-dir"],
    ]

    @Test("Every file or folder argument completes files or folders")
    func completionKinds() throws {
        let help = try CLI.run(["--experimental-dump-help"])
        #expect(help.status == 0)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(help.stdout.utf8)) as? [String: Any])
        let commands = try #require((root["command"] as? [String: Any])?["subcommands"] as? [[String: Any]])
        var seen: [String: Set<String>] = [:]
        for command in commands {
            let name = try #require(command["commandName"] as? String)
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                guard let value = argument["valueName"] as? String, Self.paths[name]?.contains(value) == true else { continue }
                let kind = argument["completionKind"] as? [String: Any]
                #expect(kind?["file"] != nil || kind?["directory"] != nil, "\(name) \(value): \(kind ?? [:])")
                seen[name, default: []].insert(value)
            }
        }
        #expect(seen == Self.paths)
    }

    @Test("bash: hitscope trace <TAB> offers the folder's files; --screenshot <TAB> its PNGs and folders")
    func bashCompletesFiles() throws {
        let folder = try TemporaryFolder()
        for name in ["scene.yaml", "dump.txt", "shot.png"] { _ = try folder.write("", to: name) }
        try FileManager.default.createDirectory(at: folder.file("notes"), withIntermediateDirectories: true)
        let script = try folder.write(try CLI.run(["--generate-completion-script", "bash"]).stdout, to: "hitscope.bash")
        func complete(_ words: [String]) throws -> [String] {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let shell = Process()
            shell.executableURL = URL(fileURLWithPath: "/bin/bash")
            shell.currentDirectoryURL = folder.url
            // As bash calls it: the command, the word being completed, the word before it.
            shell.arguments = [
                "-c",
                "source '\(script.path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); COMP_LINE=\"${COMP_WORDS[*]}\"; "
                    + "COMP_POINT=${#COMP_LINE}; _hitscope hitscope \"${COMP_WORDS[COMP_CWORD]}\" \"${COMP_WORDS[COMP_CWORD-1]}\"; "
                    + "printf '%s\\n' \"${COMPREPLY[@]}\" | sort",
            ]
            let out = Pipe()
            shell.standardOutput = out
            try shell.run()
            let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            shell.waitUntilExit()
            return text.split(separator: "\n").map(String.init)
        }
        #expect(try complete(["hitscope", "trace", ""]).contains("dump.txt"))
        #expect(try complete(["hitscope", "trace", "sc"]) == ["scene.yaml"])
        #expect(try complete(["hitscope", "trace", "scene.yaml", "--points", "d"]) == ["dump.txt"])
        let pictures = try complete(["hitscope", "report", "scene.yaml", "--screenshot", ""])
        #expect(pictures.contains("shot.png") && pictures.contains("notes") && !pictures.contains("dump.txt"))
        #expect(try complete(["hitscope", "gallery", ""]) == ["notes"])
    }
}
