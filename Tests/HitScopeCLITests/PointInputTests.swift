import Foundation
import Testing
import HitScopeTestSupport

/// Points on the command line and in points files: negative coordinates, files read as they arrive, and errors
/// that come after the answers before them.
@Suite(.serialized)
struct PointInputTests {
    static let scene = Examples.path("seed001-views-a-to-e")

    @Test("--at takes a negative coordinate, written apart or with =")
    func negativeAt() throws {
        let trace = try CLI.run(["trace", Self.scene, "--at", "-4,25", "--at=-5,3", "--at", "265,215", "--hit-only"])
        #expect(trace.status == 0, "\(trace.stderr)")
        #expect(trace.stdout == "(-4, 25) → nil\n(-5, 3) → nil\n(265, 215) → E\n")
        let json = try CLI.run(["trace", Self.scene, "--at", "-4,-25", "--format", "json"])
        #expect(json.status == 0 && json.stdout.contains("\"point\":[-4,-25]"))
        for at in [["--at", "-4,25"], ["--at=-4,25"]] {
            let why = try CLI.run(["why", Self.scene] + at + ["--view", "E", "--format", "json"])
            #expect(why.status == 0, "\(why.stderr)")
            #expect(why.stdout.contains("\"point\":[-4,25]") && why.stdout.contains("\"reason\":\"pointInsideNo\""))
        }
        let report = try CLI.run(["report", Self.scene, "--at", "-4,25", "--format", "svg", "-o", "-"])
        #expect(report.status == 0 && report.stdout.contains("<svg"), "\(report.stderr)")
    }

    @Test("A long points file (byte-order mark, CRLF, comments, blank lines, spaces) answers as the plain one does")
    func longFile() throws {
        let points = (0..<30_000).map { index in "\(Double(index % 400) - 10.5),\((index * 7) % 700)" }
        let plain = try temporaryFile(points.joined(separator: "\n"), suffix: ".txt")
        let messy = try temporaryFile(
            "\u{FEFF}# points\r\n" + points.enumerated().map { index, point in index % 1000 == 0 ? "\r\n \t\(point.replacingOccurrences(of: ",", with: " , ")) " : point }
                .joined(separator: "\r\n") + "\r\n\r\n",
            suffix: ".txt")
        defer { for file in [plain, messy] { try? FileManager.default.removeItem(atPath: file) } }
        let expected = try CLI.run(["trace", Self.scene, "--points", plain, "--hit-only"])
        let answered = try CLI.run(["trace", Self.scene, "--points", messy, "--hit-only"])
        #expect(expected.status == 0 && answered.status == 0, "\(answered.stderr)")
        #expect(expected.stdout.split(separator: "\n").count == points.count)
        #expect(answered.stdout == expected.stdout)
        let first = try CLI.run(["trace", Self.scene, "--hit-only"] + points.prefix(40).flatMap { ["--at", $0] })
        #expect(first.stdout == expected.stdout.split(separator: "\n").prefix(40).map { $0 + "\n" }.joined())
    }

    @Test("Answers from every core come out as one core writes them: hit-only, text and JSON traces", arguments: [["--hit-only"], [], ["--format", "json"]])
    func parallelAnswersInOrder(_ options: [String]) throws {
        // 900 points are answered in shares on every core; 150 at a time are too few to share, so one core answers.
        let points = (0..<900).map { index in "\(Double(index % 300) - 10.5),\((index * 13) % 240)" }
        let whole = try temporaryFile(points.joined(separator: "\n"), suffix: ".txt")
        defer { try? FileManager.default.removeItem(atPath: whole) }
        let parallel = try CLI.run(["trace", Self.scene, "--points", whole] + options)
        #expect(parallel.status == 0, "\(parallel.stderr)")
        var pieces: [String] = []
        for start in stride(from: 0, to: points.count, by: 150) {
            let piece = try CLI.run(["trace", Self.scene] + points[start..<(start + 150)].flatMap { ["--at", $0] } + options)
            #expect(piece.status == 0, "\(piece.stderr)")
            pieces.append(piece.stdout)
        }
        // Text traces are separated by a blank line and end with one more line feed.
        let sequential = options.isEmpty ? pieces.map { String($0.dropLast()) }.joined(separator: "\n\n") + "\n" : pieces.joined()
        #expect(parallel.stdout == sequential)
    }

    @Test("Points on standard input")
    func standardInput() throws {
        let text = "# taps\n265,215\n\n-4, 25\n"
        let fromStdin = try CLI.run(["trace", Self.scene, "--points", "-", "--format", "json", "--hit-only"], stdin: text)
        #expect(fromStdin.status == 0)
        #expect(fromStdin.stdout == "{\"hitView\":{\"name\":\"E\"},\"point\":[265,215]}\n{\"hitView\":null,\"point\":[-4,25]}\n")
    }

    @Test("A bad line: the answers before it, then the error at its line (exit 2)")
    func badLine() throws {
        let file = try temporaryFile("265,215\n1,2\nnope\n3,4\n", suffix: ".txt")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try CLI.run(["trace", Self.scene, "--points", file, "--hit-only"])
        #expect(result.status == 2)
        #expect(result.stdout == "(265, 215) → E\n(1, 2) → A\n")
        #expect(result.stderr == "\(file):3:1: 'nope' is not a point — write one `x,y` pair of finite numbers per line\n")
    }

    @Test("Invalid UTF-8 is an error at its line and column, counted after a byte-order mark")
    func invalidUTF8() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-test-\(UUID().uuidString).txt")
        try Data([0xEF, 0xBB, 0xBF] + Array("1,2\n3,".utf8) + [0xFF] + Array("4\n".utf8)).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try CLI.run(["trace", Self.scene, "--points", url.path, "--hit-only"])
        #expect(result.status == 2)
        #expect(result.stderr == "\(url.path):2:3: the file is not valid UTF-8 (byte 6) — save it as UTF-8\n")
    }
}
