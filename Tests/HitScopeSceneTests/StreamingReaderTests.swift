import Foundation
import HitScopeCore
import HitScopeScene
import Testing

/// The scene reader works on the parser's events, one view's keys at a time: key order, aliases, several
/// documents and repeated keys read as YAML defines them, with errors at the exact place.
struct StreamingReaderTests {
    private func expectError(_ marked: String, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let text = MarkedText(marked)
        do {
            _ = try SceneReader.read(text: text.text, file: "s.yaml")
            Issue.record("no error for: \(message)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.message + (error.hint.map { " — \($0)" } ?? "") == message, sourceLocation: sourceLocation)
            #expect("\(error.line):\(error.column)" == "\(text.line):\(text.column)", sourceLocation: sourceLocation)
        }
    }

    @Test("Keys in any order: subviews before name and frame, windows before size, JSON keys sorted")
    func keyOrder() throws {
        let yaml = """
            windows:
              - views:
                  - subviews:
                      - { name: child, frame: [1, 2, 3, 4] }
                    frame: [0, 0, 100, 100]
                    name: parent
                    hidden: true
                name: w
            size: [320, 480]
            """
        let scene = try SceneReader.read(text: yaml, file: "order.yaml")
        let hierarchy = scene.hierarchy
        let parent = try #require(hierarchy.id(named: "parent"))
        let child = try #require(hierarchy.id(named: "child"))
        #expect(hierarchy.parent(of: child) == parent)
        #expect(hierarchy[parent].isHidden)
        let window = try #require(hierarchy.id(named: "w"))
        #expect(hierarchy[window].frame == Rect(0, 0, 320, 480), "a window without a frame takes the scene's size, wherever size is")
        #expect(hierarchy[window].isWindow && !hierarchy[parent].isWindow)
        let json = #"{"size": [375, 667], "windows": [{"name": "w", "views": [{"frame": [0, 0, 10, 10], "name": "a", "subviews": [{"frame": [0, 0, 5, 5], "name": "b"}], "userInteractionEnabled": false}]}]}"#
        let fromJSON = try SceneReader.read(text: json, file: "sorted.json").hierarchy
        #expect(fromJSON[try #require(fromJSON.id(named: "a"))].isUserInteractionEnabled == false)
        #expect(fromJSON.children(of: try #require(fromJSON.id(named: "a"))).map { fromJSON[$0].name } == ["b"])
    }

    @Test("Anchors and aliases replay what they name, at its own place")
    func aliases() throws {
        let yaml = """
            windows:
              - name: w
                views:
                  - { name: a, frame: &f [0, 0, 10, 10], gestures: &g [{ kind: tap }] }
                  - { name: b, frame: *f, gestures: *g }
            """
        let hierarchy = try SceneReader.read(text: yaml, file: "alias.yaml").hierarchy
        let b = try #require(hierarchy.id(named: "b"))
        #expect(hierarchy[b].frame == Rect(0, 0, 10, 10))
        #expect(hierarchy[b].gestures.map(\.kind) == [.tap])
    }

    @Test("Aliases that expand without end are refused at the alias that crosses the limit")
    func aliasBomb() {
        var lines = ["windows:", "  - name: w", "    attributes:", "      k0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...7 {
            lines.append("      k\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        do {
            _ = try SceneReader.read(text: lines.joined(separator: "\n") + "\n", file: "bomb.yaml")
            Issue.record("an alias bomb was read")
        } catch {
            // Replays add up 120, 1,220, 12,220, 122,220 events for k1 to k4: the limit is crossed on k5's line.
            #expect(error.message == "aliases expand to more than 1000000 values")
            #expect(error.line == 9)
        }
    }

    @Test("Exact messages for repeated keys, extra documents and misplaced values")
    func messages() {
        let window = "windows:\n  - name: w\n    views:\n"
        expectError(window + "      - ⟪name: a\n        frame: [0, 0, 1, 1]\n        name: b\n", "duplicate key 'name' set here and again later in the same mapping — keep one of them")
        expectError(window + "      - { name: a, frame: [0, 0, 1, 1], ⟪hidden: true, hidden: false }\n", "duplicate key 'hidden' set here and again later in the same mapping — keep one of them")
        expectError(window + "      - name: a\n        frame: [0, 0, 1, 1]\n        attributes: { ⟪k: v, k: w }\n", "duplicate key 'k' set here and again later in the same mapping — keep one of them")
        expectError("windows:\n  - { name: w }\n⟪---\nname: again\n", "but found another document (expected a single document in the stream at line 1, column 1) — check the YAML/JSON syntax around this place")
        expectError(window + "      - name: a\n        frame: [0, 0, 1, 1]\n        subviews: ⟪{ name: b }\n", "subviews must be a list, found a mapping — write it as [a, b] or as `- ` lines")
        expectError(window + "      - ⟪[a, b]\n", "a view must be a mapping, found a list — write it as `key: value` lines")
        expectError("windows:\n  - ⟪w\n", "a window must be a mapping, found 'w' — write it as `key: value` lines")
        expectError(window + "      - name: a\n        frame: [0, 0, 1, 1]\n        subviews:\n          - ⟪name: a\n            frame: [0, 0, 1, 1]\n", "the name 'a' is used twice — every view and window needs its own name")
        expectError(window + "      - name: a\n        oops: [1, ⟪*nowhere]\n", "found undefined alias — check the YAML/JSON syntax around this place")
        // A syntax error later in the file comes first, as YAML reports it, before the unknown key on line 1.
        expectError("unknownKey: 1\nname: x\nsecond line⟪\n", "could not find expected ':' (while scanning a simple key at line 3, column 1) — check the YAML/JSON syntax around this place")
        expectError("unknownKey: 1\nname: x\nwindows: [⟪*later]\n", "found undefined alias — check the YAML/JSON syntax around this place")
    }
}
