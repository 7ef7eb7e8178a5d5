import Foundation
import HitScopeTestSupport
import Testing

/// What every command writes, as a CI job on a pull request runs it (docs/security.md): `-o` never replaces a
/// device, a FIFO or a link to one, never names one of the command's inputs (exit 64), a folder or a failed write
/// is exit 2 with the problem's own words (standard output included), and Ctrl-C in a large write leaves nothing.
@Suite(.timeLimit(.minutes(5))) struct WriteRulesCommandTests {
    static let scene = Examples.path("seed001-views-a-to-e")

    private func kind(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
    }

    @Test("-o naming one of the command's inputs is a usage error in every command, whatever its spelling; the input is untouched")
    func outputIsAnInput() throws {
        let folder = try TemporaryFolder()
        let scene = try folder.write(try String(contentsOfFile: Self.scene, encoding: .utf8), to: "s.yaml").path
        let dump = try folder.write(try String(contentsOfFile: Examples.repository.appendingPathComponent("Resources/Samples/dump.txt").path, encoding: .utf8), to: "d.txt").path
        let png = folder.file("shot.png").path
        try Data(TestPNG.solid(width: 375, height: 667, red: 0, green: 0, blue: 0)).write(to: URL(fileURLWithPath: png))
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.yaml").path, withDestinationPath: "s.yaml")
        try FileManager.default.createDirectory(at: folder.file("scenes"), withIntermediateDirectories: true)
        _ = try folder.write(try String(contentsOfFile: Self.scene, encoding: .utf8), to: "scenes/a.yaml")
        let before = try Data(contentsOf: URL(fileURLWithPath: scene))
        let refused: [[String]] = [
            ["report", scene, "-o", scene], ["report", scene, "-o", folder.url.path + "/./s.yaml"], ["report", scene, "-o", folder.file("link.yaml").path],
            ["report", scene, "--screenshot", png, "-o", png], ["import", dump, "-o", dump], ["import", scene, "--input-format", "scene", "-o", scene],
            ["diff", scene, Self.scene, "-o", scene], ["gallery", folder.file("scenes").path, "-o", folder.file("scenes").path],
            ["view", scene, "--event-log", scene],
        ]
        for command in refused {
            let result = try CLI.run(command)
            #expect(result.status == 64, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("is one of the inputs") || result.stderr.contains("the folder"), "\(command): \(result.stderr)")
        }
        #expect(try CLI.run(["generate", "--views", "3", "-o", "-"]).status == 0, "-o - is standard output, never an input")
        #expect(try Data(contentsOf: URL(fileURLWithPath: scene)) == before)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.file("link.yaml").path)) == before)
        #expect(kind(folder.file("link.yaml").path) == S_IFLNK)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("scenes").path) == ["a.yaml"])
    }

    @Test("-o FOLDER: exit 2, 'is a folder', never an error domain; the folder untouched")
    func outputFolder() throws {
        let folder = try TemporaryFolder()
        for command in [["report", Self.scene], ["import", Self.scene, "--input-format", "scene"], ["generate", "--views", "3"], ["diff", Self.scene, Self.scene]] {
            let result = try CLI.run(command + ["-o", folder.url.path])
            #expect(result.status == 2, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("\(folder.url.path): cannot write: is a folder"), "\(command): \(result.stderr)")
            #expect(!result.stderr.contains("Domain") && !result.stderr.contains("error 512"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test("A link to /dev/stdout writes to standard output, the link kept; /dev/full is exit 2, 'the disk is full'")
    func devices() throws {
        let folder = try TemporaryFolder()
        let link = folder.file("out.sarif").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/stdout")
        let through = try CLI.run(["report", Self.scene, "--format", "svg", "-o", link])
        #expect(through.status == 0 && through.stdout.contains("<svg"), "\(through.stderr)")
        #expect(kind(link) == S_IFLNK)
        for command in [["report", Self.scene, "-o", "/dev/full"], ["import", Self.scene, "--input-format", "scene", "-o", "/dev/full"]] {
            let full = try CLI.run(command)
            #expect(full.status == 2 && full.stderr == "hitscope: /dev/full: cannot write: the disk is full — free some space, or write elsewhere\n", "\(full.stderr)")
        }
        #expect(kind("/dev/full") == S_IFCHR)
        // Standard output itself on a full disk (a shell's > /dev/full).
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "'\(CLI.executable.path)' audit '\(Self.scene)' --format sarif > /dev/full"]
        let errors = Pipe()
        shell.standardError = errors
        try shell.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 2 && said == "hitscope: standard output: cannot write: the disk is full — free some space, or write elsewhere\n", "\(said)")
    }

    @Test(
        "As root, -o a character device (a copy of /dev/null) and a link to it are written through, and stay what they are",
        .enabled(if: getuid() == 0, "device nodes are made and kept only as root (CI runs as root)"))
    func deviceNodes() throws {
        let folder = try TemporaryFolder()
        let null = folder.file("null").path
        #expect(mknod(null, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.file("to-null").path, withDestinationPath: null)
        for target in [null, folder.file("to-null").path] {
            let result = try CLI.run(["report", Self.scene, "-o", target])
            #expect(result.status == 0, "\(target): \(result.stderr)")
        }
        #expect(kind(null) == S_IFCHR && kind(folder.file("to-null").path) == S_IFLNK)
    }

    @Test("A closed pipe on standard output: exit 2 with the words, not a silent end")
    func closedPipe() throws {
        let folder = try TemporaryFolder()
        let points = folder.file("points.txt")
        try Data(String(repeating: "10,10\n", count: 400_000).utf8).write(to: points)
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["trace", Self.scene, "--points", points.path, "--format", "json", "--hit-only"]
        let out = Pipe(), errors = Pipe()
        process.standardOutput = out
        process.standardError = errors
        try process.run()
        _ = out.fileHandleForReading.readData(ofLength: 100)
        try out.fileHandleForReading.close()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 2, "\(process.terminationStatus): \(said)")
        #expect(said == "hitscope: standard output: cannot write: the reader closed the pipe — let the reader read to the end\n")
    }

    @Test("A folder that cannot be written: exit 2, 'permission denied', nothing left in it")
    func readOnlyFolder() throws {
        let folder = try TemporaryFolder()
        let locked = folder.file("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        let scene = try folder.write(try String(contentsOfFile: Self.scene, encoding: .utf8), to: "s.yaml").path
        #expect(chmod(locked.path, 0o555) == 0)
        defer { chmod(locked.path, 0o755) }
        let result = try CLI.run(["report", scene, "-o", locked.appendingPathComponent("r.html").path], unprivileged: true)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr == "hitscope: \(locked.path)/r.html: cannot write: permission denied — check the permissions of the file and of its folders\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).isEmpty)
    }

    @Test("SIGINT (Ctrl-C) or SIGTERM during a large write: the process ends by the signal, no temporary file is left, the old file is whole")
    func interruptedWrite() throws {
        let folder = try TemporaryFolder()
        let output = try folder.write("the old scene\n", to: "big.yaml").path
        for signal in [SIGINT, SIGTERM] {
            var interrupted = false
            for _ in 0..<4 where !interrupted {
                let process = Process()
                process.executableURL = CLI.executable
                process.arguments = ["generate", "--views", "200000", "-o", output]
                process.standardError = FileHandle.nullDevice
                try process.run()
                // The temporary file appears once the scene is made; the signal goes as soon as it is seen.
                var seen = false
                while process.isRunning && !seen {
                    seen = (try? FileManager.default.contentsOfDirectory(atPath: folder.url.path))?.contains { $0.hasPrefix(".hitscope-") } == true
                    if !seen { usleep(200) }
                }
                if seen, signal == SIGINT, Self.ignores(SIGINT, process.processIdentifier) {
                    // A test runner that ignores SIGINT hands that on: nothing would end the process to leave a file.
                    process.waitUntilExit()
                    break
                }
                if seen { kill(process.processIdentifier, signal) }
                process.waitUntilExit()
                interrupted = process.terminationReason == .uncaughtSignal && process.terminationStatus == signal
                #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["big.yaml"], "a temporary file is left")
                let text = try String(contentsOfFile: output, encoding: .utf8)
                #expect(text == "the old scene\n" || text.hasPrefix("formatVersion: 1"), "big.yaml is whole")
                try Data("the old scene\n".utf8).write(to: URL(fileURLWithPath: output))
            }
            #expect(interrupted || (signal == SIGINT && Self.runnerIgnoresInterrupts), "signal \(signal) never came during the write")
        }
    }

    /// Whether this test process ignores SIGINT (then so do its children).
    private static let runnerIgnoresInterrupts: Bool = ignores(SIGINT, getpid())

    /// Whether the process `pid` ignores `signal` (its `SigIgn` mask in /proc).
    private static func ignores(_ signal: Int32, _ pid: Int32) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigIgn:") }),
            let mask = UInt64(line.dropFirst("SigIgn:".count).trimmingCharacters(in: .whitespaces), radix: 16)
        else { return false }
        return mask & (1 << UInt64(signal - 1)) != 0
    }
}
