import Foundation
import HitScopeCore
import HitScopeFixtures
import HitScopeOutput
import HitScopeScene
import HitScopeTestSupport
import Testing

/// The streaming points reader reads every line as `PointList.parse` (Foundation's trimming, `Double(String)`) does.
struct PointListTests {
    /// Numbers of every form: integers, decimals, many digits, leading zeros, signs, exponents, hex, specials.
    static let numbers = [
        "0", "-0", "7", "375", "-408", "0.5", "-12.25", "123.456", "0.001", "000012.5000", "1.", ".5", "-.5", "+3",
        "123456789012345", "1234567890123456", "12345678901234567890", "0.1234567890123456789", "9007199254740993",
        "1e3", "2.5E-3", "0x1p3", "inf", "-nan", "1_000", "", "-", "1.2.3", "١٢", "1e400",
    ]

    @Test("A file of many number forms, one point a line, reads as parse reads each line")
    func numberForms() throws {
        var lines: [String] = []
        for x in Self.numbers { for y in Self.numbers.shuffled().prefix(8) { lines.append("\(x),\(y)") } }
        var state: UInt64 = 3
        for _ in 0..<1_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let digits = Int(state >> 60) + 1
            let value = Double(Int64(bitPattern: state) >> Int64(64 - 4 * digits)) / Double([1, 10, 100, 1000, 100_000][Int(state >> 20) % 5])
            lines.append("\(value), \(-value / 3)")
        }
        for line in lines {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-points-\(UUID().uuidString).txt")
            try Data((line + "\n").utf8).write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            var read: [Point] = []
            let failed = (try? forEachPoint(path: url.path) { read.append($0) }) == nil
            let parsed = PointList.parse(line)
            #expect(failed == (parsed == nil), "\(line)")
            if let parsed, !failed {
                #expect(read.count == 1 && read[0].x.bitPattern == parsed.x.bitPattern && read[0].y.bitPattern == parsed.y.bitPattern, "\(line)")
            }
        }
    }
}

/// A points file read a block at a time, each block cut into parts read separately (as `hitscope trace` reads it on
/// every core), gives the points of the plain line-by-line reading, and a bad line's error names its line.
struct PointBlockTests {
    private static func file(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-blocks-\(UUID().uuidString).txt")
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Plain lines (the one-pass form), spaces, tabs, CRLF, comments, blank lines and lines longer than a block.
    private static let text: String = {
        var lines = ["\u{FEFF}1,2"]
        for index in 0..<3_000 {
            switch index % 9 {
            case 0: lines.append("  \(index).5 ,\t-\(index % 17)  ")
            case 1: lines.append("# comment \(index)")
            case 2: lines.append("")
            case 3: lines.append("\(index),\(index % 13)\r")
            case 4: lines.append(String(repeating: " ", count: 300) + "\(index),1")
            case 5: lines.append("-0,0.25")
            case 6: lines.append("1e2,007")
            default: lines.append("\(Double(index) / 8),\(-Double(index) / 16)")
            }
        }
        return lines.joined(separator: "\n")
    }()

    private func pointsInParts(_ url: URL, blockSize: Int, parts: Int) throws -> [Point] {
        var points: [Point] = []
        try forEachPointBlock(path: url.path, blockSize: blockSize) { block in
            for part in block.parts(parts) { try part.forEachPoint { points.append($0) } }
        }
        return points
    }

    @Test("Blocks of every size cut into parts read as lines do", arguments: [7, 64, 1_000, 1 << 16])
    func partsReadAsLines(blockSize: Int) throws {
        let url = try Self.file(Self.text)
        defer { try? FileManager.default.removeItem(at: url) }
        var expected: [Point] = []
        try forEachPoint(path: url.path) { expected.append($0) }
        #expect(expected.count > 2_000)
        for parts in [1, 2, 3, 8] {
            let points = try pointsInParts(url, blockSize: blockSize, parts: parts)
            #expect(points.map(\.x.bitPattern) == expected.map(\.x.bitPattern), "\(parts) parts")
            #expect(points.map(\.y.bitPattern) == expected.map(\.y.bitPattern), "\(parts) parts")
        }
    }

    @Test("A bad line in a later part names its line, after the points before it", arguments: [1, 2, 5])
    func badLineInAPart(parts: Int) throws {
        let lines = (1...2_000).map { $0 == 1_777 ? "12,abc" : "\($0),\($0 % 50)" }
        let url = try Self.file(lines.joined(separator: "\n") + "\n")
        defer { try? FileManager.default.removeItem(at: url) }
        var points: [Point] = []
        #expect {
            try forEachPointBlock(path: url.path, blockSize: 4096) { block in
                for part in block.parts(parts) { try part.forEachPoint { points.append($0) } }
            }
        } throws: { error in
            guard let error = error as? SceneError else { return false }
            return error.line == 1_777 && error.column == 1 && error.message.contains("'12,abc' is not a point")
        }
        #expect(points.count == 1_776 && points.last == Point(1_776, 26))
    }
}

/// A line's spelling is handed over only when it is what `ByteWriter.point` writes between the brackets, so that
/// copying it gives the bytes writing the point gives.
struct PointSpellingTests {
    @Test("Spellings handed over are the writer's bytes; other spellings are not handed over")
    func spellingsAreWrittenBytes() throws {
        var tokens = [
            "0", "-0", "7", "375", "-408", "0.5", "-0.5", "12.25", "0.0001", "-0.0001", "1.50", "01", "00.5", "5.", ".5",
            "123456789", "1234567890", "999999999.9999", "0.00001", "10.1000", "-0.0", "100", "1e3", "+3", "3.14159",
        ]
        var random = SeededRandom(seed: 17)
        for _ in 0..<4_000 {
            let whole = Int(random.next() % 1_000_000_000) / [1, 10, 1_000, 100_000, 10_000_000][Int(random.next() % 5)]
            let decimals = Int(random.next() % 6)
            let fraction = decimals == 0 ? "" : "." + String((0..<decimals).map { _ in Character(String(random.next() % 10)) })
            tokens.append((random.next() % 3 == 0 ? "-" : "") + "\(whole)" + fraction)
        }
        let lines = tokens.indices.map { "\(tokens[$0]),\(tokens[(tokens.count - 1 - $0)])" }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-spelled-\(UUID().uuidString).txt")
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var handedOver = 0
        var index = 0
        try forEachPointBlock(path: url.path) { block in
            try block.forEachSpelledPoint { point, spelling in
                var writer = ByteWriter()
                writer.point(point)
                let written = String(decoding: writer.bytes.dropFirst().dropLast(), as: UTF8.self)
                let line = lines[index]
                index += 1
                guard spelling.count > 0 else {
                    // Not handed over: the line is not the written form, or one of its numbers is not written as is.
                    return
                }
                handedOver += 1
                #expect(String(decoding: spelling, as: UTF8.self) == line)
                #expect(written == line, "\(line)")
            }
        }
        #expect(index == lines.count)
        // Most random lines are in the written form (no trailing zero, at most four decimals): the copy is used.
        #expect(handedOver > lines.count / 4)
        // Lines whose spelling the writer would change are never handed over.
        for line in ["1.50,2", "01,2", "-0,1", "5.,1", "1,0.00001", "1e3,2", "1, 2"] {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-spelled-\(UUID().uuidString).txt")
            try Data(line.utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            try forEachPointBlock(path: file.path) { block in
                try block.forEachSpelledPoint { _, spelling in #expect(spelling.count == 0, "\(line)") }
            }
        }
    }
}
