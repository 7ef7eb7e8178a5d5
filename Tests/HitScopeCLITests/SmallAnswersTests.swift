import Foundation
import Testing
import HitScopeTestSupport

/// The small answers that save minutes (issue 35): screen frames in `inspect`, a point off the screen named, a
/// misspelt subcommand named, each finger's outcome, `report` saying what it wrote, help texts that tell the truth.
struct SmallAnswersTests {
    @Test("A misspelt subcommand is named, with the one it looks like, as a usage error (exit 64)")
    func misspeltSubcommand() throws {
        let result = try CLI.run(["trce", Examples.path("seed001-button-on-image-view"), "--at", "187,277"])
        #expect(result.status == 64)
        #expect(result.stderr == "hitscope: unknown subcommand 'trce'; did you mean 'trace'?\n")
        #expect(result.stdout.isEmpty)
        let far = try CLI.run(["frobnicate"])
        #expect(far.status == 64)
        #expect(far.stderr.hasPrefix("hitscope: unknown subcommand 'frobnicate'; the subcommands are trace, why, inspect,"))
        // Real subcommands, options and help are left to the parser.
        #expect(try CLI.run(["help", "trace"]).status == 0)
        #expect(try CLI.run(["--version"]).status == 0)
    }

    @Test("A point off the screen says so in the verdict, in text and JSON")
    func offScreen() throws {
        let scene = Examples.path("seed001-button-on-image-view")
        let text = try CLI.run(["trace", scene, "--at", "500,5000"])
        #expect(text.status == 0)
        let lines = text.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.prefix(2) == ["Taken by: nobody", "  (500, 5000) is outside the 375 × 667 screen: no window is asked, so no view hears of the touch."])
        let json = try CLI.run(["trace", scene, "--at", "500,5000", "--format", "json"])
        #expect(json.stdout.contains("\"outside\":\"screen\""))
        let onScreen = try CLI.run(["trace", scene, "--at", "10,10", "--format", "json"])
        #expect(!onScreen.stdout.contains("\"outside\""))
        // The screen's very edge is outside it (CGRectContainsPoint: the maximum edges are out).
        let edge = try CLI.run(["trace", scene, "--at", "375,10", "--hit-only"])
        #expect(edge.status == 0)
    }

    @Test("inspect gives the frame on the screen and in the window beside the frame in the superview")
    func screenFrames() throws {
        let result = try CLI.run(["inspect", Examples.path("seed001-button-on-image-view"), "--view", "playButton"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\nframe: (90 90; 75 75)\nframe on screen: (150 240; 75 75)\nframe in window: (150 240; 75 75)\n"))
        let json = try CLI.run(["inspect", Examples.path("seed001-button-on-image-view"), "--view", "playButton", "--format", "json"])
        #expect(json.stdout.contains("{\"label\":\"frame on screen\",\"value\":\"(150 240; 75 75)\"}"))
    }

    @Test("With several fingers the verdict names each finger's outcome")
    func eachFinger() throws {
        let result = try CLI.run([
            "trace", Examples.path("several-fingers"), "--finger", "0:95,90 0.4:95,90", "--finger", "0.1:280,90 0.2:280,90",
        ])
        #expect(result.status == 0)
        let verdict = result.stdout.components(separatedBy: "\n\n")[0]
        #expect(verdict.contains("\n  Finger 1 on "))
        #expect(verdict.contains("\n  Finger 2 on "))
        let json = try CLI.run([
            "trace", Examples.path("several-fingers"), "--finger", "0:95,90 0.4:95,90", "--finger", "0.1:280,90 0.2:280,90", "--format", "json",
        ])
        #expect(json.stdout.contains("\"fingers\":[\"Finger 1 on "))
    }

    @Test("report says what it wrote, on standard error; nothing when the report goes to standard output")
    func reportSaysWhatItWrote() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("r.html").path
        let result = try CLI.run(["report", Examples.path("seed001-button-on-image-view"), "-o", output])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "hitscope report: wrote \(output): a report of 2 touches\n")
        let piped = try CLI.run(["report", Examples.path("seed001-button-on-image-view"), "-o", "-"])
        #expect(piped.stderr.isEmpty && piped.stdout.hasPrefix("<!DOCTYPE html>"))
    }

    @Test("Help texts tell the truth about defaults: audit --fail-on has no 'never' level")
    func helpDefaults() throws {
        let help = try CLI.run(["audit", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(!help.contains("default: never"))
        #expect(help.contains("Without it, findings never change the exit status."))
    }
}
