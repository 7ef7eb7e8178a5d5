import HitScopeCore
import HitScopeDiff
import HitScopeFixtures
import HitScopeOutput
import HitScopeScene
import Testing
import HitScopeTestSupport

/// `ByteWriter` (and `TraceJSON`, straight from the engine) writes HitScope's documents with the very bytes `JSONText.line` (Foundation's `JSONEncoder`, then
/// the terminal escapes) writes for them: every example, many random points, generated scenes and hostile names.
struct DocumentJSONTests {
    /// Names that test every escape: C0 and C1 controls, DEL, bidirectional marks, line separators, quotes,
    /// backslashes, slashes, emoji and other non-ASCII text.
    static let hostileNames = [
        "plain", "quote\"d", "back\\slash", "sl/ash", "</script>", "tab\there", "line\nfeed", "cr\rlf", "bell\u{07}",
        "nul\u{00}", "esc\u{1B}[31mred", "\u{08}\u{0C}\u{0B}\u{1F}", "del\u{7F}", "c1\u{80}\u{85}\u{9B}\u{9F}",
        "rlo\u{202E}txet", "lre\u{202A}pdf\u{202C}", "marks\u{200E}\u{200F}\u{061C}", "isolates\u{2066}\u{2067}\u{2068}\u{2069}",
        "ls\u{2028}ps\u{2029}", "emoji 👩🏽‍🚀🇫🇷", "é\u{301}", "日本語", "nbsp\u{A0}zwj\u{200D}", "\u{FEFF}bom", "",
    ]

    /// Numbers whose shortest form is an integer, a fraction, an exponent, negative zero or not a number at all.
    static let numbers: [Double] = [
        0, -0.0, 1, -408, 0.1, 0.5, 2.0 / 3, -1.25, 123.456, 999_999_999, 1e9, -1e9, 1e9 + 0.5, 123_456_789_012, -5e9 - 1,
        1e14, 999_999_999_999_999, 1e15, 1e16, 9_007_199_254_740_992,
        1.5e300, -2.5e-7, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan,
    ]

    private func streamed(_ document: some JSONStreamable) -> String {
        var writer = ByteWriter()
        document.write(to: &writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private func expectSame<Document: JSONStreamable & Encodable>(_ document: Document, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let encoded = JSONText.line(document)
        let written = streamed(document)
        #expect(written == encoded, sourceLocation: sourceLocation)
    }

    /// The trace written straight from the engine, and the built document written by its own writer, against the
    /// document `JSONEncoder` encodes.
    private func expectSame(_ trace: TraceJSON, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let document = TraceDocument(tester: trace.tester, fingers: trace.fingers, passes: trace.passes, drawnHere: trace.drawnHere)
        #expect(streamed(trace) == JSONText.line(document), sourceLocation: sourceLocation)
        #expect(streamed(document) == JSONText.line(document), sourceLocation: sourceLocation)
    }

    @Test("Every example: traces (one and two passes), hit-only answers and why answers at its taps and random points", arguments: Examples.all)
    func examples(_ example: String) throws {
        let scene = try Examples.load(example)
        let tester = HitTester(scene.hierarchy)
        var random = SeededRandom(seed: 11)
        let points = scene.taps + (0..<150).map { _ in
            Point(random.coordinate(in: -40...(scene.size.width + 40)), random.coordinate(in: -40...(scene.size.height + 40)))
        }
        let views = (0..<scene.hierarchy.count).map { ViewID($0) }
        var fixes = WholeSceneFixes(scene: scene, tester: tester)
        for (index, point) in points.enumerated() {
            expectSame(TraceJSON(tester: tester, path: [point], duration: 0.1, passes: 1 + index % 2))
            expectSame(HitOnlyAnswer(point: point, hitView: tester.hitTest(point).map { .init(name: scene.hierarchy[$0].name) }))
            let view = views[index % views.count]
            let ranked = fixes.rank(for: view, fingers: [.tap(at: point)])
            expectSame(WhyNotDocument(tester.whyNot(view, at: point), ranked: ranked, hierarchy: scene.hierarchy))
        }
        // The scene's taps with the view each missed and its free fix, proven on the whole scene (`DrawnHere`).
        let here = DrawnHere(scene: scene, sceneFile: "\(example).yaml")
        for tap in scene.taps { expectSame(TraceJSON(tester: tester, fingers: [.tap(at: tap)], drawnHere: here)) }
        // The scene's own touch sequences: timed samples, several fingers, withheld fingers, scrolling.
        for touch in scene.touches { expectSame(TraceJSON(tester: tester, fingers: touch)) }
        // Touches that move and hold: pans, long presses and scrolling fill the gestures and delivery.
        for (index, point) in points.prefix(20).enumerated() {
            let end = Point(point.x + random.coordinate(in: -120...120), point.y + random.coordinate(in: -120...120))
            expectSame(TraceJSON(tester: tester, path: [point, end], duration: index % 2 == 0 ? 0.1 : 0.8, passes: 1))
        }
    }

    @Test("Generated scenes with every kind of override, at random points")
    func generated() {
        for seed: UInt64 in [1, 2, 3] {
            let scene = SceneGenerator(viewCount: 600, seed: seed).generate()
            let tester = HitTester(scene.hierarchy)
            var random = SeededRandom(seed: seed)
            for _ in 0..<300 {
                let point = Point(random.coordinate(in: -20...(scene.size.width + 20)), random.coordinate(in: -20...(scene.size.height + 20)))
                expectSame(TraceJSON(tester: tester, path: [point], duration: 0.1, passes: 1))
            }
        }
    }

    @Test("Hostile names, in every field a name reaches", arguments: hostileNames)
    func hostile(_ name: String) throws {
        expectSame(HitOnlyAnswer(point: Point(1, 2), hitView: .init(name: name)))
        guard !name.isEmpty else { return }  // a view's name never is
        var hierarchy = ViewHierarchy()
        let window = try hierarchy.addWindow(View(name: "window" + name, className: "UIWindow", frame: Rect(0, 0, 320, 480)))
        var button = View(name: name + "button", className: name, frame: Rect(10, 10, 100, 44))
        button.touches = .handle
        let buttonID = try hierarchy.addSubview(button, to: window)
        _ = try hierarchy.addSubview(View(name: name, className: "UILabel", frame: Rect(0, 0, 50, 20)), to: buttonID)
        let tester = HitTester(hierarchy)
        var fixes = WholeSceneFixes(scene: Scene(name: name, size: Size(320, 480), hierarchy: hierarchy), tester: tester)
        for point in [Point(20, 15), Point(60, 30), Point(200, 300), Point(-5, 5)] {
            expectSame(TraceJSON(tester: tester, path: [point], duration: 0.1, passes: 2))
            let ranked = fixes.rank(for: buttonID, fingers: [.tap(at: point)])
            expectSame(WhyNotDocument(tester.whyNot(buttonID, at: point), ranked: ranked, hierarchy: hierarchy))
        }
    }

    @Test("Integers in decimal, the small ones written digit by digit as the others")
    func integers() {
        for value in Array(-1_100...1_100) + [9_999, 10_000, 123_456_789, Int.max, Int.min] {
            var writer = ByteWriter()
            writer.integer(value)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == String(value))
        }
    }

    @Test("A string with one character to escape at each place, or none, before and after an eight-byte boundary: the bytes JSONEncoder writes")
    func escapesAtEveryPlace() {
        let specials: [Character] = ["\"", "\\", "\n", "\u{01}", "\u{1F}", "\u{7F}", "\u{85}", "\u{9F}", "\u{061C}", "\u{200E}", "\u{2028}", "\u{202E}", "\u{2066}", "é", "→", "—", " ", "~"]
        for special in specials {
            for length in [1, 7, 8, 9, 15, 16, 17, 24, 40] {
                for place in 0..<length {
                    var text = String(repeating: "a", count: length)
                    let at = text.index(text.startIndex, offsetBy: place)
                    text.replaceSubrange(at...at, with: String(special))
                    var writer = ByteWriter()
                    writer.string(text)
                    #expect(String(decoding: writer.bytes, as: UTF8.self) == JSONText.line(text), "\(special.unicodeScalars.map(\.value)) at \(place) of \(length)")
                }
            }
        }
    }

    @Test("Arrays of integers, written in one step, as JSONEncoder writes them; after other bytes, and empty")
    func integerArrays() {
        let values = Array(-1_100...1_100) + [9_999, 10_000, 123_456_789, Int.max, Int.min, Int.min, Int.max]
        let narrow = values.map { Int32(clamping: $0) }
        for array in [values, [], [0], [Int.min], Array(values.reversed().prefix(17))] {
            var writer = ByteWriter()
            writer.raw("x")
            writer.integers(array)
            writer.integers(array.map { Int32(clamping: $0) })
            let expected = "x" + JSONText.line(array) + JSONText.line(array.map { Int32(clamping: $0) })
            #expect(String(decoding: writer.bytes, as: UTF8.self) == expected)
        }
        var writer = ByteWriter()
        writer.integers(narrow)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == JSONText.line(narrow))
    }

    @Test("Numbers as JSONEncoder writes a Double", arguments: numbers)
    func number(_ value: Double) {
        expectSame(HitOnlyAnswer(point: Point(value, -value), hitView: nil))
        expectSame(HitOnlyAnswer(point: Point(value.nextUp, value / 3), hitView: nil))
    }

    /// Coordinates as files give them, in whole hundredths and ten-thousandths (the writer's fast path), from the
    /// smallest to just under 10⁹, and their neighbours that are not.
    @Test("Coordinates in ten-thousandths as JSONEncoder writes them")
    func tenThousandths() {
        var random = SeededRandom(seed: 9)
        var values: [Double] = [0.0001, -0.0001, 0.0005, 0.001, 0.01, 0.1, 0.9999, 1.0001, 99.99, 999_999_999.9999, -999_999_999.9999]
        for magnitude in [1.0, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9] {
            for _ in 0..<500 {
                let value = random.coordinate(in: -magnitude...magnitude)
                values += [(value * 100).rounded() / 100, (value * 10_000).rounded() / 10_000]
            }
        }
        for value in values {
            expectSame(HitOnlyAnswer(point: Point(value, value.nextDown), hitView: nil))
        }
    }

    /// `HitOnlyLines` keeps each view's part of the line: one writer over many points writes what
    /// `HitOnlyAnswer.write` writes for each, and a line feed.
    @Test("Hit-only lines are the hit-only answers, one writer kept over many points")
    func hitOnlyLines() throws {
        var hierarchy = SceneGenerator(viewCount: 400, seed: 5).generate().hierarchy
        for (index, name) in Self.hostileNames.enumerated() where !name.isEmpty {
            try hierarchy.update(ViewID(index * 7 + 3)) { $0.name = "\(name)\(index)" }
        }
        let tester = HitTester(hierarchy)
        var lines = HitOnlyLines(hierarchy)
        var random = SeededRandom(seed: 21)
        var kept = ByteWriter()
        var expected = ""
        for index in 0..<3_000 {
            let point = Point(random.coordinate(in: -20...395), random.coordinate(in: -20...687))
            let hit = tester.hitTest(point)
            if index % 2 == 0 {
                lines.write(point, hit: hit, to: &kept)
            } else {
                // With the point's spelling from a file, copied instead of written.
                var spelling = ByteWriter()
                spelling.point(point)
                let inner = Array(spelling.bytes.dropFirst().dropLast())
                inner.withUnsafeBytes { lines.write(point, spelled: $0, hit: hit, to: &kept) }
            }
            expected += streamed(HitOnlyAnswer(point: point, hitView: hit.map { .init(name: hierarchy[$0].name) })) + "\n"
            if index == 0 { #expect(String(decoding: kept.bytes, as: UTF8.self) == expected) }
        }
        #expect(String(decoding: kept.bytes, as: UTF8.self) == expected)
    }
}

extension SeededRandom {
    /// A coordinate in `range`: whole, half and quarter points as often as any fraction (they take the integer
    /// fast path), from one draw.
    fileprivate mutating func coordinate(in range: ClosedRange<Double>) -> Double {
        let z = next()
        let unit = Double(z >> 11) / Double(1 << 53)
        switch z & 3 {
        case 0: return (range.lowerBound + unit * (range.upperBound - range.lowerBound)).rounded()
        case 1: return ((range.lowerBound + unit * (range.upperBound - range.lowerBound)) * 4).rounded() / 4
        default: return range.lowerBound + unit * (range.upperBound - range.lowerBound)
        }
    }
}
