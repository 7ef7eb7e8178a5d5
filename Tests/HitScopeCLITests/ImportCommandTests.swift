import Foundation
import Testing
import HitScopeTestSupport

/// `hitscope import` and dumps given to the other commands, run as a user would.
struct ImportCommandTests {
    static func dump(_ name: String) -> String {
        Examples.repository.appendingPathComponent("Tests/HitScopeSceneTests/Fixtures/Dumps/\(name)").path
    }

    static func temporaryFile(_ suffix: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-import-\(UUID().uuidString)\(suffix)").path
    }

    @Test func importWritesASceneThatAnswersAsTheDump() throws {
        let output = Self.temporaryFile(".yaml")
        defer { try? FileManager.default.removeItem(atPath: output) }
        let imported = try CLI.run(["import", Self.dump("ios12-navigation-table.txt"), "-o", output])
        #expect(imported.status == 0)
        #expect(imported.stdout.isEmpty)
        #expect(imported.stderr == "hitscope import: read 46 views in 1 window; points are in screen points\n")
        let points = ["330,42", "200,42", "100,90", "330,125", "30,215", "100,245", "10,5", "400,400"]
        let arguments = points.flatMap { ["--at", $0] } + ["--hit-only"]
        let fromScene = try CLI.run(["trace", output] + arguments)
        let fromDump = try CLI.run(["trace", Self.dump("ios12-navigation-table.txt")] + arguments)
        #expect(fromScene.status == 0)
        #expect(fromScene.stdout == fromDump.stdout)
        #expect(fromDump.stdout.contains("(330, 125) → UIButton1\n"))
    }

    @Test func importToStandardOutput() throws {
        let result = try CLI.run(["import", Self.dump("ios13-seed000-nslog-view.txt")])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("formatVersion: 1\nname: recursiveDescription dump ("))
        #expect(result.stdout.contains(") in a synthetic window; points are in the first record's superview space\n"))
        #expect(result.stdout.hasSuffix("\n"))
        #expect(result.stdout.contains("- name: Button2_1\n"))
        #expect(result.stderr.contains("the dump starts at a UIView, not at a window"))
    }

    @Test func dumpFromStandardInput() throws {
        let text = """
            <UIWindow: 0x7fee0eb0a2d0; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x600000d4c4b0>>
               | <Button1: 0x7fee0ea07c00; baseClass = UIButton; frame = (100 100; 50 50); opaque = NO; layer = <CALayer: 0x600000fad6a0>>
            """
        let auto = try CLI.run(["trace", "-", "--at", "110,110", "--hit-only"], stdin: text)
        #expect(auto.status == 0)
        #expect(auto.stdout == "(110, 110) → Button1_1\n")
        let forced = try CLI.run(["trace", "--input-format", "dump", "-", "--at", "99,99", "--hit-only"], stdin: text)
        #expect(forced.stdout == "(99, 99) → UIWindow1\n")
        let imported = try CLI.run(["import", "-"], stdin: text)
        #expect(imported.status == 0)
        #expect(imported.stdout.contains("id: \"0x7fee0ea07c00\""))
    }

    @Test func strictRefusesWhatTheDefaultSkips() throws {
        let file = Self.dump("ios14-truncated.txt")
        let cutAfterFrame = "warning: \(file):12:31: the UIButton record is cut off after its opaque: its closing '>' is missing; kept this view with what it printed up to opaque, and UIView's defaults for what would have followed (hidden, alpha, userInteractionEnabled and transform may be lost) — paste the whole line as Xcode printed it\n"
        let lenient = try CLI.run(["trace", file, "--at", "250,10", "--hit-only"])
        #expect(lenient.status == 0)
        #expect(lenient.stdout == "(250, 10) → UIButton2\n")
        #expect(lenient.stderr == cutAfterFrame)
        // A record cut after its frame is kept in both modes; one cut before it is a problem.
        let kept = try CLI.run(["import", "--strict", file])
        #expect(kept.status == 0)
        #expect(kept.stderr.hasPrefix(cutAfterFrame))
        let cutInFrame = "<UIWindow: 0x1; frame = (0 0; 100 100)>\n   | <UIButton: 0x3; frame = (0 0; 1\n"
        let skipped = try CLI.run(["trace", "-", "--at", "5,5", "--hit-only"], stdin: cutInFrame)
        #expect(skipped.status == 0)
        #expect(skipped.stderr == "warning: -:2:6: the UIButton record is cut off: its closing '>' is missing; skipped this view — paste the whole line as Xcode printed it\n"
            + "warning: -: lost 1 view (the warnings say where): answers where they were may differ from UIKit's — paste the whole dump as Xcode printed it; --strict refuses any loss (exit 2)\n")
        let strict = try CLI.run(["import", "--strict", "-"], stdin: cutInFrame)
        #expect(strict.status == 2)
        #expect(strict.stdout.isEmpty)
        #expect(strict.stderr == "-:2:6: the UIButton record is cut off: its closing '>' is missing — paste the whole line as Xcode printed it (without --strict, HitScope skips it with a warning)\n")
    }

    /// `--controllers`: `_printHierarchy` output names the dump's controllers, and the responder chain shows them.
    @Test func controllersNameTheDumpsControllers() throws {
        let controllers = Examples.repository.appendingPathComponent(
            "Tests/HitScopeSceneTests/Fixtures/Controllers/ios12-navigation-table-printHierarchy.txt").path
        let result = try CLI.run(["trace", Self.dump("ios12-navigation-table.txt"), "--controllers", controllers, "--at", "330,125"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains(" → UITableView1 → MailDemo.InboxViewController (controller) → UIViewControllerWrapperView1 → "))
        #expect(result.stdout.contains(" → UILayoutContainerView1 → UINavigationController (controller) → UIWindow1 → application\n"))
    }

    @Test func importTakesControllersAndKeepsThemInTheScene() throws {
        let controllers = Examples.repository.appendingPathComponent(
            "Tests/HitScopeSceneTests/Fixtures/Controllers/ios12-navigation-table-printHierarchy.txt").path
        let output = Self.temporaryFile(".yaml")
        defer { try? FileManager.default.removeItem(atPath: output) }
        let imported = try CLI.run(["import", Self.dump("ios12-navigation-table.txt"), "--controllers", controllers, "-o", output])
        #expect(imported.status == 0, "\(imported.stderr)")
        let scene = try String(contentsOfFile: output, encoding: .utf8)
        #expect(scene.contains("controller: MailDemo.InboxViewController"))
        let traced = try CLI.run(["trace", output, "--at", "330,125"])
        #expect(traced.stdout.contains(" → UITableView1 → MailDemo.InboxViewController (controller) → UIViewControllerWrapperView1 → "))
    }

    @Test func importTakesTheInputFormatAsEveryCommandDoes() throws {
        let dump = Self.dump("ios12-navigation-table.txt")
        let forced = try CLI.run(["import", "--input-format", "dump", dump])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.stdout == (try CLI.run(["import", dump])).stdout)
        // A scene file is rewritten as YAML; a dump read as a scene is bad input, said where.
        let json = try CLI.run(["import", "--input-format", "scene", Examples.path("seed001-views-a-to-e")])
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stderr.hasPrefix("hitscope import: read "))
        #expect(json.stderr.hasSuffix(" from a scene file\n"))
        let wrong = try CLI.run(["import", "--input-format", "scene", dump])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.hasPrefix("\(dump):"))
        let unknown = try CLI.run(["import", "--input-format", "xml", dump])
        #expect(unknown.status == 64 && unknown.stderr.contains("--input-format"))
    }

    @Test func whyExplainsADumpView() throws {
        let result = try CLI.run(["why", Self.dump("ios13-seed000-nslog-view.txt"), "--at", "135,135", "--view", "Button2_1"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("userInteractionEnabled = NO"))
    }

    @Test func notADump() throws {
        let file = Self.temporaryFile(".txt")
        defer { try? FileManager.default.removeItem(atPath: file) }
        try Data("just some text\n".utf8).write(to: URL(fileURLWithPath: file))
        // Detected as every command detects (a scene file: none of the other forms was found), and refused with
        // what was looked for.
        let result = try CLI.run(["import", file])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("\(file):1:1: "))
        #expect(result.stderr.contains("no recursiveDescription record (`<Class: 0x…; frame = …>`), no XCUITest element line and no Appium page source"))
        #expect(result.stderr.contains("--input-format dump"))
    }
}
