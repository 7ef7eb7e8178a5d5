import Foundation
import Testing
import HitScopeTestSupport

/// Exit statuses: 0 fine, 1 findings past --fail-on (AuditCommandTests), 2 bad input, 64 usage errors (EX_USAGE) —
/// with messages that say where and what to do.
struct ExitCodeTests {
    @Test(
        "Bad input: exit 2 and file:line:column: what — what to do, in plain words (a tab, not libyaml's words)",
        arguments: [
            ("      - { name: a, frame: [0, 0, 10, 10], alpah: 1 }", "4:43: unknown key 'alpah' in a view — did you mean 'alpha'?"),
            ("\t  - { name: a, frame: [0, 0, 10, 10] }", "4:1: a tab indents this line, and YAML indents with spaces only — replace the tab with spaces (two a level, as the examples do)"),
        ])
    func badInput(view: String, message: String) throws {
        let file = try temporaryFile("windows:\n  - name: w\n    views:\n\(view)\n", suffix: ".yaml")
        let result = try CLI.run(["trace", file, "--at", "1,1"])
        #expect(result.status == 2)
        #expect(result.stderr == "\(file):\(message)\n")
        #expect(result.stdout.isEmpty)
    }

    @Test("Missing files, folders and points files")
    func missing() throws {
        let none = try CLI.run(["trace", "/nonexistent/scene.yaml"])
        #expect(none.status == 2 && none.stderr.contains("/nonexistent/scene.yaml: no such file — check the path"))
        let folder = try CLI.run(["trace", FileManager.default.temporaryDirectory.path])
        #expect(folder.status == 2 && folder.stderr.contains("this is a folder"))
        // Not regular files: never read (a FIFO with no writer would block, a device never ends), said so at once.
        let fifo = try temporaryFile("", suffix: ".yaml")
        try FileManager.default.removeItem(atPath: fifo)
        #expect(mkfifo(fifo, 0o644) == 0)
        defer { try? FileManager.default.removeItem(atPath: fifo) }
        for (special, kind) in [(fifo, "a pipe (FIFO)"), ("/dev/zero", "a character device")] {
            let refused = try CLI.run(["trace", special, "--at", "1,1"])
            #expect(refused.status == 2)
            #expect(refused.stderr == "\(special): is \(kind), not a regular file — name a regular file, or pipe the text into `-` (standard input)\n")
        }
        let loop = try temporaryFile("", suffix: ".yaml")
        try FileManager.default.removeItem(atPath: loop)
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        defer { try? FileManager.default.removeItem(atPath: loop) }
        let looped = try CLI.run(["trace", loop, "--at", "1,1"])
        #expect(looped.status == 2 && looped.stderr == "\(loop): is a loop of symbolic links — fix the symbolic links on its path\n")
        let points = try temporaryFile("1,2\nthree,4\n", suffix: ".txt")
        let badPoints = try CLI.run(["trace", Examples.path("seed001-views-a-to-e"), "--points", points])
        #expect(badPoints.status == 2 && badPoints.stderr.contains("\(points):2:1: 'three,4' is not a point"))
    }

    @Test("Usage errors: exit 64 (EX_USAGE), never 1 (findings)", arguments: [
        ["trace"], ["trace", "x.yaml", "--at", "1"], ["trace", "x.yaml", "--passes", "3"], ["frobnicate"],
        ["generate"], ["generate", "--views", "0"], ["audit", "x.yaml", "--fail-on", "errors"], ["import"],
    ])
    func usage(_ arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(!result.stderr.isEmpty)
    }

    @Test("No points: a usage error (exit 64) with what to do")
    func noPoints() throws {
        let file = try temporaryFile("windows:\n  - name: w\n    views: []\n", suffix: ".yaml")
        let result = try CLI.run(["trace", file])
        #expect(result.status == 64)
        #expect(result.stderr.contains("no points to trace: pass --at X,Y, --points FILE or --finger, or add `taps:` or `touches:` to the scene"))
    }

    @Test("Common mistakes in plain words with the fix: a points file given as the scene, --at 10")
    func plainWords() throws {
        let points = try temporaryFile("# taps\n10,20\n30, 40\n", suffix: ".txt")
        for arguments in [["trace", points, "--at", "1,1"], ["audit", points], ["trace", "--input-format", "scene", points, "--at", "1,1"]] {
            let result = try CLI.run(arguments)
            #expect(result.status == 2)
            #expect(result.stderr == "\(points):2:1: this is a points file (one X,Y a line), not a scene — name the scene first and give this file to --points: hitscope trace SCENE --points '\(points)'\n", "\(arguments)")
        }
        for command in [["trace"], ["why", "--view", "E"], ["report", "-o", "-"]] {
            let result = try CLI.run(command + [Examples.path("seed001-views-a-to-e"), "--at", "10"])
            #expect(result.status == 64)
            #expect(result.stderr.contains("'10' is not a point — write X,Y in screen points, two numbers and a comma, like 187,277"), "\(command)")
        }
    }

    @Test("An unknown view name: exit 2 with a suggestion")
    func unknownView() throws {
        let result = try CLI.run(["why", Examples.path("seed001-views-a-to-e"), "--at", "1,1", "--view", "e"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no view named 'e'"))
        #expect(result.stderr.contains("did you mean 'E'?"))
    }

    @Test("--help and --version: exit 0")
    func help() throws {
        let help = try CLI.run(["--help"])
        #expect(help.status == 0 && help.stdout.contains("trace"))
        #expect(help.stdout.contains("Exit status: 0 fine, 1 findings or regressions past --fail-on (audit, diff), 2"))
        #expect(help.stdout.contains("bad input (the message says file:line:column"))
        #expect(help.stdout.contains("64 usage error"))
        let version = try CLI.run(["--version"])
        #expect(version.status == 0 && !version.stdout.isEmpty)
    }

    @Test("generate is deterministic and its scenes trace")
    func generate() throws {
        let a = try CLI.run(["generate", "--views", "300", "--seed", "4"])
        let b = try CLI.run(["generate", "--views", "300", "--seed", "4"])
        #expect(a.status == 0 && a.stdout == b.stdout)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("gen-\(UUID().uuidString).yaml").path
        #expect(try CLI.run(["generate", "--views", "300", "--seed", "4", "-o", out]).status == 0)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == a.stdout)
        let trace = try CLI.run(["trace", out, "--format", "json"])
        #expect(trace.status == 0 && trace.stdout.split(separator: "\n").count == 5)
    }
}
