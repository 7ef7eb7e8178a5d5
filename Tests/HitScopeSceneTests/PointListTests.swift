import Foundation
import HitScopeCore
import HitScopeScene
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
            let failed = (try? PointList.forEach(path: url.path) { read.append($0) }) == nil
            let parsed = PointList.parse(line)
            #expect(failed == (parsed == nil), "\(line)")
            if let parsed, !failed {
                #expect(read.count == 1 && read[0].x.bitPattern == parsed.x.bitPattern && read[0].y.bitPattern == parsed.y.bitPattern, "\(line)")
            }
        }
    }
}
