import Foundation
import HitScopeBatch
import HitScopeCore
import HitScopeFixtures
import HitScopeOutput
import Testing

/// `PointAnswers` answers points on every core and writes them in the points' order: whatever the number of
/// workers, the bytes are those of one worker answering the points one by one, and a points file's bad line stops
/// the answers exactly after the points before it.
struct PointAnswersTests {
    private static let scene = SceneGenerator(viewCount: 400, seed: 5).generate()

    private static func points(_ count: Int, seed: UInt64) -> [Point] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in Point(random.double(-20...395).rounded(), random.double(-20...687)) }
    }

    private static let kinds: [(String, PointAnswerKind, StaticString?)] = [
        ("hit-only text", .hitOnly(json: false), nil), ("hit-only JSON", .hitOnly(json: true), nil),
        ("trace text", .trace(json: false, hold: 0.1, passes: 1, drawnHere: nil), "\n\n"),
        ("trace JSON", .trace(json: true, hold: 0.1, passes: 2, drawnHere: nil), nil),
    ]

    /// Every byte `PointAnswers` writes for `points` given one by one, with `workers` workers.
    private static func answers(_ points: [Point], kind: PointAnswerKind, separator: StaticString?, workers: Int, batchSize: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var answers = PointAnswers(
            hierarchy: scene.hierarchy, separator: separator, workers: workers, batchSize: batchSize, sink: { bytes += $0.bytes },
            answer: kind.answer(tester: HitTester(scene.hierarchy)))
        points.forEach { answers.add($0) }
        answers.flush()
        #expect(answers.count == points.count)
        return bytes
    }

    @Test("Four workers write byte for byte what one writes, for every kind of answer", arguments: 0..<4)
    func workersAgree(_ index: Int) {
        let (name, kind, separator) = Self.kinds[index]
        let points = Self.points(index < 2 ? 20_000 : 1_500, seed: UInt64(index + 1))
        let one = Self.answers(points, kind: kind, separator: separator, workers: 1, batchSize: 1 << 20)
        let four = Self.answers(points, kind: kind, separator: separator, workers: 4, batchSize: 700)
        #expect(!one.isEmpty)
        #expect(one == four, "\(name): the answers differ with four workers")
    }

    @Test("Traces that name the view each touch missed, with its fixes proven on the whole scene: four workers write what one writes")
    func drawnHereWorkersAgree() {
        let here = DrawnHere(scene: Self.scene, sceneFile: "generated.yaml")
        let points = Self.points(80, seed: 12)
        for (json, separator) in [(false, "\n\n" as StaticString?), (true, nil)] {
            let kind = PointAnswerKind.trace(json: json, hold: 0.1, passes: 1, drawnHere: here)
            let one = Self.answers(points, kind: kind, separator: separator, workers: 1, batchSize: 1 << 20)
            let four = Self.answers(points, kind: kind, separator: separator, workers: 4, batchSize: 7)
            #expect(one == four, "json \(json): the answers differ with four workers")
            if !json {
                let text = String(decoding: one, as: UTF8.self)
                #expect(text.contains("  Drawn here: ") && text.contains("proven on a copy of the whole scene"))
            }
        }
    }

    @Test("A block of lines: a bad line stops the answers right after the points before it, whatever the workers")
    func badLineInBlock() throws {
        let points = Self.points(6_000, seed: 9).map { Point($0.x + 0, ($0.y * 4).rounded() / 4 + 0) }  // spelt exactly, no -0
        var lines = points.map { "\(formatNumber($0.x)),\(formatNumber($0.y))" }
        lines.insert("12,oops", at: 4_321)
        let kind = PointAnswerKind.hitOnly(json: true)
        var bytes: [UInt8] = []
        var answers = PointAnswers(
            hierarchy: Self.scene.hierarchy, workers: 4, batchSize: 8192, sink: { bytes += $0.bytes }, answer: kind.answer(tester: HitTester(Self.scene.hierarchy)))
        #expect(throws: (any Error).self) {
            for start in stride(from: 0, to: lines.count, by: 1000) {
                try answers.answer(TextLines(lines: Array(lines[start..<min(lines.count, start + 1000)])))
            }
        }
        let expected = Self.answers(Array(points.prefix(4_321)), kind: kind, separator: nil, workers: 1, batchSize: 1 << 20)
        let (got, want) = (String(decoding: bytes, as: UTF8.self).split(separator: "\n"), String(decoding: expected, as: UTF8.self).split(separator: "\n"))
        #expect(got.count == want.count)
        let first = zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(first == nil, "line \((first?.offset ?? 0) + 1): \(first.map { "\($0.element.0) vs \($0.element.1)" } ?? "")")
        #expect(answers.count == 4_321)
    }
}

/// Lines of `x,y` text as a `PointSource`: the batch's contract without a file reader.
private struct TextLines: PointSource, Sendable {
    struct NotAPoint: Error {}

    let lines: [String]

    var byteCount: Int { lines.reduce(0) { $0 + $1.utf8.count + 1 } }

    func parts(_ count: Int) -> [TextLines] {
        let size = (lines.count + count - 1) / max(1, count)
        return stride(from: 0, to: lines.count, by: max(1, size)).map { TextLines(lines: Array(lines[$0..<min(lines.count, $0 + size)])) }
    }

    func forEachSpelledPoint(_ body: (Point, UnsafeRawBufferPointer) throws -> Void) throws {
        for line in lines {
            let parts = line.split(separator: ",")
            guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]) else { throw NotAPoint() }
            try body(Point(x, y), UnsafeRawBufferPointer(start: nil, count: 0))
        }
    }
}
