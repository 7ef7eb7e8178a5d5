import Foundation
import HitScopeCore
import HitScopeFixtures
import HitScopeScene
import HitScopeTestSupport
import Testing

/// Block YAML scanned straight (`BlockYAMLScanner`) gives libyaml's events, values, places and errors, and reads
/// the files HitScope writes without handing them to libyaml.
struct BlockYAMLScannerTests {
    @Test("The block YAML scanner gives libyaml's events for YAML as people write it, and hands the rest to libyaml")
    func handWritten() {
        let key = { (count: Int) in String(repeating: "k", count: count) }
        let deep = (0..<300).map { String(repeating: " ", count: $0) + "k\($0):\n" }.joined() + String(repeating: " ", count: 300) + "v: 1\n"
        let deepEntries = (0..<300).map { String(repeating: "  ", count: $0) + "- k:\n" }.joined() + String(repeating: "  ", count: 300) + "- 1\n"
        let cases = [
            "a: 1", "a: 1\nb: 2\n", "- a\n- b\n", "a:\n- x\n- y\nb: 1", "a:\n  - x\n  - y\n", "a:\n  b: 1\n  c: 2\nd: 3",
            "- a: 1\n  b: 2\n- c: 3", "- [1, 2]\n- {a: 1}", "a: [1, -2.5, 1e-3, true, null, +1, .5, a_b, x-y]", "a: {b: [1, 2], c: d}",
            "a: {}", "a: []", "a: [[1], {b: [2]}]", "  a: 1\n  b: 2\n", "a: 1\n  b: 2", "a: b: c", "a: b\n  c", "a: b\n\n  c",
            "a: b\n# c\n  d", "a: b\n  # c\nd: e", "a: b # c", "a: b#c", "a:\n", "a:\nb: 1", "- \n- a", "-\n  a: 1", "- - a", "a: 'x y'",
            "a: \"x y\"", "a: 'it''s'", "a: \"x\\ny\"", "a: 'x\\y'", "\"a b\": 1", "'a': 1", "\"a\":1", "a: \"x\": y", "a: \"x\" y",
            "- \"a\": 1\n  b: 2", "- 'x'\n- \"y\"", "a: &x 1\nb: *x", "a: !!str 1", "a: |\n  x\n", "a: >\n  x\n", "---\na: 1", "a: 1\n...\n",
            "a: 1\n---\nb: 2", "%YAML 1.1\n---\na: 1", "a:\ttab", "a: 1\t", "a: 1\r\n", "? a\n: b", ":a: 1", "?a: 1", "a: ?x", "a: :x",
            "a: -1", "a: - 1", "a: -", "a:  1  ", "a : 1", "a   b: 1", "a b c: d e f", "é: 窗口 🙂", "a: x\u{85}y", "a: x\u{2028}y",
            "a: x\u{FEFF}", "a: \u{7F}", "a: \u{9F}", "a: \u{A0}b", "# only a comment", "", "   \n  \n", "a: 1\n\n\n", "# c\n\na: 1\n# d\n",
            "a: [1, 2", "a: [1,, 2]", "a: [1, ]", "a: [-, 1]", "a: [a: b]", "a: [a:b]", "a: {b}", "a: {b:c}", "a: {b: c d}", "a: {b: 1,}",
            "a: [1] x", "a: [1]: 2", "- [1]: 2", "- {a: 1}: 2", "a: [1]\n  b: 2", "- a\n  - b", "a:\n  - b\n  c: d", "a:\n- b\nc: d",
            "a:\n  - b\n- c", "a:\n  b: 1\n c: 2", "a:\n    b: 1\n  c: 2", "- a\nb: 1", "a: 1\n- b", "x", "x\ny", "[1, 2]\n", "a: 1\n b",
            "a:b: 1", "a: b:c", "a: http://x.y/z", "a: 1,2", "a: [1, 2] ", "a: {b: 1} ", "- a\n-\n", "- a\n- ", "a:\n  -\n",
            "\(key(998)): 1", "\(key(999)): 1", "\(key(1000)): 1", "\(key(1030)): 1", "- \(key(998)): 1", "a: \(key(5000))",
            "a: \"\(key(3000))\"", deep, deepEntries, "a: 1\n  ", "a: 1\n  \n", "a:\n\n  b: 1", "a:\n# c\n  b: 1", "a: \"x\n y\"",
            "a: 'x\n y'", "a: \"\\\"\"", "a: \u{1}", "a: x\u{0}", "- a\n  b: 1", "a: b\n c: d", "a: [1, 2]\nb: [3, 4]\n",
            "a: " + String(repeating: "[", count: 20) + String(repeating: "]", count: 20), "- " + String(repeating: "{a: ", count: 20) + "1" + String(repeating: "}", count: 20),
        ]
        for text in cases { expectScannedEventsAreLibYAMLs(text) }
    }

    @Test("The block YAML scanner reads generated scenes whole, and HitScope's examples as libyaml does")
    func generatedScenes() throws {
        var texts = (1...4).map { seed in SceneWriter.yaml(SceneGenerator(viewCount: 300, seed: UInt64(seed)).generate()) }
        texts.append(SceneWriter.yaml(SceneGenerator(viewCount: 300, seed: 5, withoutPointInsideOverrides: true).generate()))
        for text in texts {
            let data = Data(text.utf8)
            let events = SceneEventLog.events(of: data, parsing: .libYAMLOnly)
            #expect(SceneEventLog.events(of: data, parsing: SceneParsing(piped: false, scans: true)) == events)
            #expect(SceneEventLog.scannedEventCount(data) == events.count, "the scanner handed the file to libyaml")
        }
        for name in Examples.all { expectScannedEventsAreLibYAMLs(try Data(contentsOf: Examples.url(name))) }
    }

    @Test("The block YAML scanner gives libyaml's events for random block YAML, and for every cut and change of it")
    func randomText() {
        var random = SeededRandom(seed: 38)
        for _ in 0..<1_500 {
            expectScannedEventsAreLibYAMLs(RandomBlockYAML.document(&random), andChangesInserting: " \n\t\r,:[]{}\"'\\-#&*!|>?%é", &random)
        }
    }
}

/// Random block YAML: mappings and sequences nested at random indentations (a sequence sometimes at its key's),
/// compact `- key:` entries, plain, quoted and odd scalars, flow lists and mappings, blank lines and comments.
private enum RandomBlockYAML {
    static func document(_ random: inout SeededRandom) -> String {
        var text = pick(["", "\n", "# top\n", "\n\n"], &random)
        let indent = pick(["", "", "  "], &random)
        if random.next() % 3 == 0 {
            sequence(into: &text, indent: indent, depth: 0, &random)
        } else {
            mapping(into: &text, indent: indent, firstPrefix: indent, depth: 0, &random)
        }
        return text + pick(["", "\n", "\n\n", "# end\n"], &random)
    }

    /// Lines of a mapping at `indent`; the first line starts with `firstPrefix` (an entry's `- ` in a compact one).
    private static func mapping(into text: inout String, indent: String, firstPrefix: String, depth: Int, _ random: inout SeededRandom) {
        for index in 0..<(1 + Int(random.next() % 3)) {
            text += (index == 0 ? firstPrefix : indent) + key(&random) + ":"
            value(into: &text, indent: indent, depth: depth, &random)
            if random.next() % 8 == 0 { text += pick(["\n", "  # note\n", "\n   \n"], &random) }
        }
    }

    private static func sequence(into text: inout String, indent: String, depth: Int, _ random: inout SeededRandom) {
        for _ in 0..<(1 + Int(random.next() % 3)) {
            if depth < 6, random.next() % 2 == 0 {
                mapping(into: &text, indent: indent + "  ", firstPrefix: indent + "- ", depth: depth + 1, &random)
            } else {
                text += indent + "- " + scalarOrFlow(&random) + "\n"
            }
        }
    }

    /// After `key:`: a value on the line, or a block collection below it.
    private static func value(into text: inout String, indent: String, depth: Int, _ random: inout SeededRandom) {
        switch depth < 6 ? random.next() % 4 : 0 {
        case 0, 1:
            text += pick([" ", " ", "  "], &random) + scalarOrFlow(&random) + pick(["", "", " "], &random) + "\n"
        case 2:
            text += "\n"
            let inner = indent + pick(["  ", "    ", " "], &random)
            mapping(into: &text, indent: inner, firstPrefix: inner, depth: depth + 1, &random)
        default:
            text += "\n"
            sequence(into: &text, indent: indent + pick(["", "  "], &random), depth: depth + 1, &random)
        }
    }

    private static func key(_ random: inout SeededRandom) -> String {
        pick(["name", "frame", "a", "b c", "x-y", "\"q\"", "'s k'", "é", "k_1", "-k", "n1", "on", "<<"], &random)
    }

    private static func scalarOrFlow(_ random: inout SeededRandom) -> String {
        switch random.next() % 4 {
        case 0: return "[" + (0..<Int(random.next() % 5)).map { _ in word(&random) }.joined(separator: pick([", ", ",", " , "], &random)) + "]"
        case 1: return "{" + (0..<Int(random.next() % 3)).map { _ in key(&random) + ": " + word(&random) }.joined(separator: ", ") + "}"
        default:
            return pick(
                ["1", "-2.5", "1e-16", "true", "null", "~", "systemBlue", "Button 29", "a: b", "a:b", "a #b", "a#b", "\"x y\"", "'it''s'",
                 "\"e\\n\"", "'é 🙂'", "http://x", "&a x", "*a", "!t x", "|", ">", "?", "-", "- x", "%x", "@x", "`x", "x,y", "[1", "{a"], &random)
        }
    }

    private static func word(_ random: inout SeededRandom) -> String {
        pick(["0", "1", "-3", "2.5", "1e-3", "+4", ".5", "true", "a_b", "x-y", "-", "a:b", "\"s\"", "[1]", "{}", "a b"], &random)
    }

    private static func pick(_ options: [String], _ random: inout SeededRandom) -> String {
        options[Int(random.next() % UInt64(options.count))]
    }
}
