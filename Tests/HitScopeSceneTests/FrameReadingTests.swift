import Foundation
import HitScopeCore
import HitScopeScene
import Testing

/// A `frame` of four plain numbers is read straight from the parser's events (`fourPlainDecimals`); every other
/// spelling is composed and read as before. Both give the same frames, and the same errors at the same places, in
/// YAML and JSON, by every way of parsing; and the view after a frame reads the same whichever way it was taken.
struct FrameReadingTests {
    /// A frame's spelling and what it reads as: a rectangle, or an error's message and its column on the frame's line.
    struct Case: CustomTestStringConvertible, Sendable {
        let yaml: String
        let json: String?
        let expected: Expected
        var testDescription: String { yaml }
    }

    enum Expected: Sendable {
        case frame(Rect)
        case error(String, yamlColumn: Int)
    }

    static let cases: [Case] = [
        // Read straight.
        Case(yaml: "[1, 2, 3, 4]", json: "[1, 2, 3, 4]", expected: .frame(Rect(1, 2, 3, 4))),
        Case(yaml: "[1e2, -2.5, 3.25, 0]", json: "[1e2, -2.5, 3.25, 0]", expected: .frame(Rect(100, -2.5, 3.25, 0))),
        Case(yaml: "[+1, -2, 3.5, 4.]", json: nil, expected: .frame(Rect(1, -2, 3.5, 4))),
        Case(yaml: "[.5, 2, -0, 4]", json: nil, expected: .frame(Rect(0.5, 2, 0, 4))),
        Case(yaml: "[ 1 ,2,  3 , 4 ]", json: "[ 1 ,2,  3 , 4 ]", expected: .frame(Rect(1, 2, 3, 4))),
        Case(yaml: "\n          - 1\n          - 2\n          - 3\n          - 4", json: nil, expected: .frame(Rect(1, 2, 3, 4))),
        // Composed, and read.
        Case(yaml: "[1_0, 2, 3, 4]", json: nil, expected: .frame(Rect(10, 2, 3, 4))),
        Case(yaml: "&f [1, 2, 3, 4]", json: nil, expected: .frame(Rect(1, 2, 3, 4))),
        // Composed, and refused.
        Case(yaml: "[1, 2, 3]", json: "[1, 2, 3]", expected: .error("frame must have 4 numbers [x, y, width, height], found 3", yamlColumn: 16)),
        Case(yaml: "[1, 2, 3, 4, 5]", json: "[1, 2, 3, 4, 5]", expected: .error("frame must have 4 numbers [x, y, width, height], found 5", yamlColumn: 16)),
        Case(yaml: "[]", json: "[]", expected: .error("frame must have 4 numbers [x, y, width, height], found 0", yamlColumn: 16)),
        Case(yaml: "[1, 2, -3, 4]", json: "[1, 2, -3, 4]", expected: .error("frame has a negative size (-3×4) — width and height are 0 or more; move the origin instead", yamlColumn: 16)),
        Case(yaml: "[1, 2, 3, -4]", json: "[1, 2, 3, -4]", expected: .error("frame has a negative size (3×-4) — width and height are 0 or more; move the origin instead", yamlColumn: 16)),
        Case(yaml: "[\"1\", 2, 3, 4]", json: "[\"1\", 2, 3, 4]", expected: .error("x of frame must be a number, found '1'", yamlColumn: 17)),
        Case(yaml: "[1, 2, 3, '4']", json: nil, expected: .error("height of frame must be a number, found '4'", yamlColumn: 26)),
        Case(yaml: "[1, [2], 3, 4]", json: "[1, [2], 3, 4]", expected: .error("y of frame must be a number, found a list", yamlColumn: 20)),
        Case(yaml: "[1, {a: 2}, 3, 4]", json: "[1, {\"a\": 2}, 3, 4]", expected: .error("y of frame must be a number, found a mapping", yamlColumn: 20)),
        Case(yaml: "[1, 2, 3, .nan]", json: nil, expected: .error("height of frame is .nan, not a finite number — write a finite number of points", yamlColumn: 26)),
        Case(yaml: "[1, 2, 3, 4e400]", json: "[1, 2, 3, 4e400]", expected: .error("height of frame is 4e400, not a finite number — write a finite number of points", yamlColumn: 26)),
        Case(yaml: "[1, 2, 3, null]", json: "[1, 2, 3, null]", expected: .error("height of frame must be a number, found nothing (null)", yamlColumn: 26)),
        Case(yaml: "{x: 1}", json: "{\"x\": 1}", expected: .error("frame must be a list [x, y, width, height], found a mapping", yamlColumn: 16)),
        Case(yaml: "5", json: "5", expected: .error("frame must be a list [x, y, width, height], found '5'", yamlColumn: 16)),
    ]

    /// A window holding `a`, whose frame is the case's, then `b`, which must read the same whichever way `a`'s frame was.
    private static func yaml(_ frame: String) -> String {
        "size: [375, 667]\nwindows:\n  - name: window\n    views:\n      - name: a\n        frame: \(frame)\n        color: red\n      - name: b\n        frame: [5, 6, 7, 8]\n"
    }

    private static func json(_ frame: String) -> String {
        #"{"size": [375, 667], "windows": [{"name": "window", "views": [{"name": "a", "frame": \#(frame), "color": "red"}, {"name": "b", "frame": [5, 6, 7, 8]}]}]}"#
    }

    private static let ways = [SceneParsing(piped: false, scans: true), SceneParsing(piped: true, scans: true), .libYAMLOnly]

    @Test("Every spelling of a frame reads, or is refused, as it was before frames were read straight", arguments: cases)
    func frames(_ testCase: Case) throws {
        var texts = [(Self.yaml(testCase.yaml), true)]
        if let json = testCase.json { texts.append((Self.json(json), false)) }
        for (text, isYAML) in texts {
            for parsing in Self.ways {
                let outcome = Result { () throws(SceneError) in try SceneReader.read(data: Data(text.utf8), file: "scene", parsing: parsing) }
                switch (testCase.expected, outcome) {
                case (.frame(let expected), .success(let scene)):
                    let hierarchy = scene.hierarchy
                    let a = try #require(hierarchy.id(named: "a")), b = try #require(hierarchy.id(named: "b"))
                    #expect(hierarchy[a].frame == expected, "\(text)")
                    #expect(hierarchy[a].color == "red", "the key after the frame: \(text)")
                    #expect(hierarchy[b].frame == Rect(5, 6, 7, 8), "the view after: \(text)")
                case (.error(let message, let column), .failure(let error)):
                    #expect(error.message + (error.hint.map { " — \($0)" } ?? "") == message, "\(text)")
                    if isYAML {
                        // The frame's line: the first of its list, or of its value's first line.
                        #expect(error.line == (testCase.yaml.hasPrefix("\n") ? 7 : 6) && error.column == column, "\(text): \(error)")
                    }
                default:
                    Issue.record("\(text) (\(parsing)): expected \(testCase.expected), read \(outcome)")
                }
            }
        }
    }

    @Test("A window's frame read straight sizes the window; a window without one takes the scene's size")
    func windows() throws {
        let framed = try SceneReader.read(text: "size: [375, 667]\nwindows:\n  - name: w\n    frame: [0, 20, 300, 400]\n    views: []\n", file: "scene")
        #expect(framed.hierarchy[try #require(framed.hierarchy.id(named: "w"))].frame == Rect(0, 20, 300, 400))
        let unsized = try SceneReader.read(text: "size: [375, 667]\nwindows:\n  - name: w\n    views: []\n", file: "scene")
        #expect(unsized.hierarchy[try #require(unsized.hierarchy.id(named: "w"))].frame == Rect(0, 0, 375, 667))
    }

    @Test("An aliased frame replays its numbers: the view that repeats it reads the same rectangle")
    func aliases() throws {
        let text = "size: [375, 667]\nwindows:\n  - name: w\n    views:\n      - { name: a, frame: &box [1, 2, 3, 4] }\n      - { name: b, frame: *box }\n"
        let scene = try SceneReader.read(text: text, file: "scene")
        for name in ["a", "b"] {
            #expect(scene.hierarchy[try #require(scene.hierarchy.id(named: name))].frame == Rect(1, 2, 3, 4))
        }
    }
}
