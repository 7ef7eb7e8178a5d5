import Foundation
import HitScopeCore
import HitScopeFixtures
import HitScopeScene
import Testing

/// Every way the reader parses a file gives libyaml's events, values, places and errors: JSON scanned straight
/// (`JSONEventScanner`; block YAML: BlockYAMLScannerTests), and libyaml on a thread of its own (`YAMLEventPipe`) for
/// a large file.
struct ParsingWaysTests {
    private static let scanned = SceneParsing(piped: false, scans: true)

    @Test("The JSON scanner gives libyaml's events for JSON as people write it, and hands the rest to libyaml")
    func handWritten() {
        let long = { (count: Int) in String(repeating: "k", count: count) }
        let cases = [
            #"{}"#, #"[]"#, #"[[], {}, [[]]]"#, #"{"a": 1}"#, #"{"a":1,"b":[1,2.5,-3e4,0,true,false,null]}"#,
            "\n\n   {\"a\" : \"b\" ,\n  \"c\"\n:\n 2 }\n\n", "{\n  \"name\": \"窗口 🙂 é\",\n  \"size\": [375, 667]\n}\n",
            #"{"a": "x\"y"}"#, #"{"a": "tab\there"}"#, "{\"a\":\t1}", "{\"a\": 1}\r\n", "[1,\r\n2]", #"{"a": 1,}"#, "[1, 2, ]",
            #"{"a" 1}"#, #"{"a": }"#, #"{"a": 01}"#, #"{"a": 1.}"#, #"{"a": .5}"#, #"{"a": -}"#, #"{"a": 1e}"#, #"{"a": +1}"#,
            #"{"a": tru}"#, #"{"a": truex}"#, #"{"a": nulls}"#, #"{"a": 1 2}"#, #"{1: 2}"#, #"[1}"#, #"{"a": 1]"#, "{", "[1, 2", "]",
            #"{"a": 1} x"#, #"{"a": 1} {"b": 2}"#, "{} # note", "{\"a\": \"\u{85}\"}", "{\"a\": \"\u{2028}\"}", "{\"a\": \"\u{2029}\"}",
            "{\"a\": \"\u{FEFF}\"}", "{\"a\": \"\u{7F}\"}", "{\"a\": \"\u{9F}\"}", "{\"a\": \"\u{A0}\"}", "{\"a\": \"\u{FFFD}\"}",
            "{\"\(long(998))\": 1}", "{\"\(long(999))\": 1}", "{\"\(long(1000))\": 1}", "{\"\(long(1030))\": 1}",
            "[\"\(long(5000))\"]", "{\"a\": \"\(long(3000))\"}", #"{"a": &x 1, "b": *x}"#, #"{"a": !!str 1}"#, "---\n{}", "{}\n...\n",
            "[" + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "]", "  [1]  \n  ", "[\"\"]", "{\"\": \"\"}",
            #"{"a":{"b":{"c":[{"d":[1,{"e":null}]}]}}}"#, "{\"a\": \"b\"\n,\n\"c\": [\n1\n,\n2\n]\n}",
        ]
        for text in cases { expectScannedEventsAreLibYAMLs(text) }
    }

    @Test("The JSON scanner gives libyaml's events for generated scenes, on one line and indented")
    func generatedScenes() throws {
        for seed in 1...4 {
            let scene = SceneGenerator(viewCount: 300, seed: UInt64(seed)).generate()
            for pretty in [false, true] {
                let data = try SceneJSON.data(scene, prettyPrinted: pretty)
                #expect(SceneEventLog.events(of: data, parsing: Self.scanned) == SceneEventLog.events(of: data, parsing: .libYAMLOnly))
                #expect(!SceneEventLog.events(of: data, parsing: Self.scanned).contains { $0.hasPrefix("error") })
            }
        }
    }

    @Test("The JSON scanner gives libyaml's events for random JSON-like text, and for every cut and change of it")
    func randomText() {
        var random = SeededRandom(seed: 37)
        for _ in 0..<1_500 {
            expectScannedEventsAreLibYAMLs(RandomJSON.document(&random), andChangesInserting: " \n\t\r,:[]{}\"\\-1e.#&*!é", &random)
        }
    }

    @Test("libyaml on a thread of its own gives the same scenes and errors as on the reader's", .timeLimit(.minutes(2)))
    func piped() throws {
        let scene = SceneGenerator(viewCount: 2_000, seed: 3).generate()
        let yaml = SceneWriter.yaml(scene)
        let json = String(decoding: try SceneJSON.data(scene, prettyPrinted: true), as: UTF8.self)
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        let broken = [
            yaml, json,
            // A syntax error near the end, after many batches; a refused value at the start, with the parser far ahead.
            lines.dropLast(40).joined(separator: "\n") + "\n  - { name: late, frame: [0, 0, 1, 1] \n", yaml.replacingOccurrences(of: "frame:", with: "frmae:", options: [], range: yaml.range(of: "frame:")),
            yaml + "\n---\nname: second\n", yaml.replacingOccurrences(of: "windows:", with: "windows: &w") + "\nx: *nothing\n",
            // An undefined alias at the start: reading stops there, with the parser blocked far ahead, and must not hang.
            yaml.replacingOccurrences(of: "frame: [0, 0, 375, 667]", with: "frame: *nothing", options: [], range: yaml.range(of: "frame: [0, 0, 375, 667]")),
            json.replacingOccurrences(of: "\"frame\"", with: "\"frames\""), String(json.dropLast(30)),
        ]
        for (index, text) in broken.enumerated() {
            let data = Data(text.utf8)
            let ways = [SceneParsing.libYAMLOnly, SceneParsing(piped: true, scans: false), .automatic].map { (parsing: SceneParsing) -> String in
                do throws(SceneError) {
                    return "read: " + SceneWriter.yaml(try SceneReader.read(data: data, file: "s", parsing: parsing))
                } catch {
                    return "refused: \(error.line):\(error.column) \(error.message)"
                }
            }
            #expect(ways[1] == ways[0], "case \(index): piped")
            #expect(ways[2] == ways[0], "case \(index): automatic")
            #expect(ways[0].hasPrefix(index < 2 ? "read: " : "refused: "), "case \(index)")
            #expect(SceneEventLog.events(of: data, parsing: SceneParsing(piped: true, scans: false)) == SceneEventLog.events(of: data, parsing: .libYAMLOnly))
        }
    }
}

/// Random JSON-like documents: nested objects and lists, strings with escapes, non-ASCII text and characters YAML
/// reads its own way, numbers in every JSON form and some that are not, and white space of every kind.
private enum RandomJSON {
    static func document(_ random: inout SeededRandom) -> String {
        var text = pick(["", " ", "\n", "\n  "], &random)
        value(into: &text, depth: 0, &random, top: true)
        text += pick(["", "\n", " ", "\n\n"], &random)
        return text
    }

    private static func value(into text: inout String, depth: Int, _ random: inout SeededRandom, top: Bool = false) {
        let kind = top ? random.next() % 2 : random.next() % (depth > 5 ? 4 : 6)
        switch kind {
        case 0, 4:
            text += "{"
            let count = Int(random.next() % 4)
            for index in 0..<count {
                if index > 0 { text += pick([",", ", ", ",\n  ", "\n,"], &random) }
                text += pick(["", " ", "\n    "], &random) + string(&random) + pick([":", ": ", " : ", ":\n"], &random)
                value(into: &text, depth: depth + 1, &random)
            }
            text += pick(["}", " }", "\n}"], &random)
        case 1, 5:
            text += "["
            let count = Int(random.next() % 4)
            for index in 0..<count {
                if index > 0 { text += pick([",", ", ", ",\n"], &random) }
                value(into: &text, depth: depth + 1, &random)
            }
            text += pick(["]", " ]", "\n]"], &random)
        case 2:
            text += string(&random)
        default:
            text += pick(["0", "-0", "12", "-3.25", "1e5", "2E-3", "6.02e+23", "true", "false", "null", "01", "1.", ".5", "0x10", "~", "yes"], &random)
        }
    }

    private static func string(_ random: inout SeededRandom) -> String {
        let pieces = ["a", "name", " ", "é", "窗口", "🙂", "\\\"", "\\n", "\\u00e9", "#", ":", ", ", "-", "\u{85}", "\u{A0}", "\u{7F}", "'", "&a", "*a", "!"]
        var text = "\""
        for _ in 0..<Int(random.next() % 5) { text += pick(pieces, &random) }
        return text + "\""
    }

    private static func pick(_ options: [String], _ random: inout SeededRandom) -> String {
        options[Int(random.next() % UInt64(options.count))]
    }
}
