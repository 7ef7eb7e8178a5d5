import Foundation
import Testing
import HitScopeTestSupport

/// `hitscope trace` and `why` on the examples, end to end, against golden files.
@Suite(.serialized)
struct TraceCommandTests {
    @Test("Text traces of every example match their golden files", arguments: Examples.all)
    func textGolden(_ example: String) throws {
        let result = try CLI.run(["trace", Examples.path(example), "--passes", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        try fixtures.check(result.stdout, against: "traces/\(example).txt")
    }

    @Test("JSON traces of every example match their golden files and are byte-identical run to run", arguments: Examples.all)
    func jsonGolden(_ example: String) throws {
        let first = try CLI.run(["trace", Examples.path(example), "--format", "json"])
        let second = try CLI.run(["trace", Examples.path(example), "--format", "json"])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        try fixtures.check(first.stdout, against: "traces/\(example).jsonl")
        for line in first.stdout.split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["formatVersion"] as? Int == 3, "trace formatVersion 3: the verdict")
            #expect(object?["steps"] is [Any])
        }
    }

    @Test("--hit-only answers through the untraced path with the same hit views as full traces")
    func hitOnlyAgreesWithTraces() throws {
        let scene = try temporaryFile(try CLI.run(["generate", "--views", "400", "--seed", "9"]).stdout, suffix: ".yaml")
        let points = stride(from: 0.5, to: 375, by: 23).flatMap { x in stride(from: 0.5, to: 667, by: 31).map { y in "\(x),\(y)" } }
        let pointsFile = try temporaryFile(points.joined(separator: "\n") + "\n", suffix: ".txt")
        let fast = try CLI.run(["trace", scene, "--points", pointsFile, "--format", "json", "--hit-only"])
        let full = try CLI.run(["trace", scene, "--points", pointsFile, "--format", "json"])
        #expect(fast.status == 0 && full.status == 0)
        let fastHits = try fast.stdout.split(separator: "\n").map { try hitName(String($0)) }
        let fullHits = try full.stdout.split(separator: "\n").map { try hitName(String($0)) }
        #expect(fastHits.count == points.count)
        #expect(fastHits == fullHits)
    }

    @Test("A scene on standard input")
    func standardInput() throws {
        let text = try String(contentsOfFile: Examples.path("seed001-views-a-to-e"), encoding: .utf8)
        let result = try CLI.run(["trace", "-", "--at", "265,215", "--hit-only"], stdin: text)
        #expect(result.status == 0)
        #expect(result.stdout == "(265, 215) → E\n")
    }

    @Test("inspect lists all a view has, in text and JSON; an unknown name is exit 2 with a suggestion")
    func inspect() throws {
        let text = try CLI.run(["inspect", Examples.path("seed001-button-on-image-view"), "--view", "playButton", "--view", "avatarImage"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("name: playButton\nclass: UIButton\n"))
        #expect(text.stdout.contains("its ancestors: avatarImage keeps every touch from its subviews: it is skipped (userInteractionEnabled = NO)"))
        #expect(text.stdout.contains("\n\nname: avatarImage\n"))
        let json = try CLI.run(["inspect", Examples.path("seed001-button-on-image-view"), "--view", "playButton", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["view"] as? String == "playButton")
        #expect(object?["formatVersion"] as? Int == 1)
        #expect((object?["facts"] as? [[String: String]])?.first == ["label": "name", "value": "playButton"])
        let unknown = try CLI.run(["inspect", Examples.path("seed001-button-on-image-view"), "--view", "playButon"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("did you mean 'playButton'?"))
    }

    @Test("why answers from the engine's trace, in text and JSON")
    func why() throws {
        let text = try CLI.run(["why", Examples.path("seed001-button-on-image-view"), "--at", "187,277", "--view", "playButton"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("its ancestor avatarImage (UIImageView) is skipped because userInteractionEnabled = NO"))
        let json = try CLI.run(["why", Examples.path("seed001-button-on-image-view"), "--at", "187,277", "--view", "playButton", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["reason"] as? String == "skipped")
        #expect(object?["decidingView"] as? String == "avatarImage")
        #expect(object?["hitView"] as? String == "root")
    }

    @Test("Names are printed safely: escape sequences and bidi overrides never reach the terminal")
    func hostileNames() throws {
        let yaml = "windows:\n  - name: w\n    views:\n      - { name: \"evil\\e[31m\\u202E\\u0007\", frame: [0, 0, 100, 100] }\n"
        let file = try temporaryFile(yaml, suffix: ".yaml")
        let result = try CLI.run(["trace", file, "--at", "5,5"])
        #expect(result.status == 0)
        #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
        #expect(result.stdout.contains("evil\\u{1B}[31m\\u{202E}\\u{7}"))
    }

    private func hitName(_ line: String) throws -> String? {
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        return (object?["hitView"] as? [String: Any])?["name"] as? String
    }
}

/// Writes `text` to a new temporary file and returns its path.
func temporaryFile(_ text: String, suffix: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-test-\(UUID().uuidString)\(suffix)")
    try Data(text.utf8).write(to: url)
    return url.path
}

/// `trace --finger`: timed samples, several fingers, and its errors.
struct FingerOptionTests {
    @Test("--finger traces one touch of several fingers as JSON with times, fingers and sends")
    func severalFingers() throws {
        let scene = Examples.path("several-fingers")
        let result = try CLI.run(["trace", scene, "--finger", "0:95,90 0.4:95,90", "--finger", "0.1:280,90 0.2:280,90", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let delivery = object?["delivery"] as? [[String: Any]] ?? []
        #expect(delivery.map { $0["time"] as? Double } == [0, 0.4])
        #expect(delivery.map { $0["sends"] as? [String] } == [["touchDown"], ["touchUpInside"]])
        let fingers = object?["fingers"] as? [[String: Any]] ?? []
        #expect(fingers.map { $0["withheld"] as? String } == [nil, "exclusiveTouch"])
    }

    @Test("--drag is the shorthand for one finger, its points spread over --hold")
    func dragShorthand() throws {
        let scene = Examples.path("scroll-view-content-touches")
        let drag = try CLI.run(["trace", scene, "--drag", "100,82", "100,30", "--format", "json"])
        let finger = try CLI.run(["trace", scene, "--finger", "0:100,82 0.1:100,30", "--format", "json"])
        #expect(drag.status == 0 && drag.stdout == finger.stdout)
        #expect(drag.stdout.contains("\"scrolled\":[\"feed\"]"))
    }

    @Test("A malformed --finger and --finger with --at: exit 64 (a usage error) with what to do")
    func errors() throws {
        let scene = Examples.path("several-fingers")
        let bad = try CLI.run(["trace", scene, "--finger", "0:1,x"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("'0:1,x' is not a sample T:X,Y (seconds, then a point), e.g. 0.15:100,200"))
        let backwards = try CLI.run(["trace", scene, "--finger", "0.2:1,1 0.1:1,1"])
        #expect(backwards.stderr.contains("comes before the sample ahead of it"))
        let mixed = try CLI.run(["trace", scene, "--finger", "0:1,1", "--at", "1,1"])
        #expect(mixed.status == 64)
        #expect(mixed.stderr.contains("--finger traces one touch of one or more fingers: leave out --at, --points and --drag"))
    }
}
