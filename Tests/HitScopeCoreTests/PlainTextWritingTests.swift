import HitScopeCore
import HitScopeFixtures
import HitScopeOutput
import HitScopeTestSupport
import Testing

/// `formatNumber`'s fast path gives what its plain reading gives, and the text trace's fast paths write the very
/// bytes of the `String`s they stand for: `formatNumber`, `terminalSafe`, `Point`/`Rect.description`, and a
/// `TraceTextWriter` kept over many points writes what a fresh one writes for each.
struct PlainTextWritingTests {
    private func written(_ write: (inout ByteWriter) -> Void) -> String {
        var writer = ByteWriter()
        write(&writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Integers, fractions of every length up to ten-thousandths and beyond, halves that round, negative zero,
    /// values around the fast path's 10⁹ limit, exponents, infinities and NaN.
    static let numbers: [Double] = [
        0, -0.0, 1, -1, 7, 10, -408, 0.1, 0.5, 0.0001, 0.00005, 0.00004999, -0.00001, 2.0 / 3, -1.25, 123.456, 233.59,
        0.30000000000000004, 12.34565, 99.99995, -99.99995, 999_999_999.9999, 999_999_999.99995, 1e9, -1e9, 1e9 + 0.5,
        123_456_789.123, 1e14, 1e15, 1e16, 2.5e-7, 1.5e300, .leastNonzeroMagnitude, .greatestFiniteMagnitude, .infinity,
        -.infinity, .nan,
    ]

    /// `numbers`, then 60,000 random values of every magnitude up to 10¹⁰: any, in hundredths and in ten-thousandths.
    private static func values(seed: UInt64) -> [Double] {
        var random = SeededRandom(seed: seed)
        var values = numbers
        for _ in 0..<20_000 {
            let magnitude = [1.0, 100, 1_000, 1e6, 1e9, 1e10][random.int(0...5)]
            values.append((random.unit() - 0.5) * magnitude)
            values.append(((random.unit() - 0.5) * magnitude * 100).rounded() / 100)
            values.append(((random.unit() - 0.5) * magnitude * 10_000).rounded() / 10_000)
        }
        return values
    }

    @Test func numbersAreFormatNumbersBytes() {
        for value in Self.values(seed: 11) {
            #expect(written { $0.formattedNumber(value) } == formatNumber(value), "\(value)")
        }
    }

    /// `formatNumber` written from its definition, through the double's description: what its fast path below 10⁹
    /// (`DecimalDigits`) must give.
    private static func plainFormatNumber(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        let rounded = (value * 10_000).rounded() / 10_000
        guard rounded.isFinite else { return String(value) }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }

    @Test func formatNumberIsItsPlainReading() {
        for value in Self.values(seed: 12) {
            #expect(formatNumber(value) == Self.plainFormatNumber(value), "\(value)")
        }
    }

    @Test func namesArePrintedAsTerminalSafeGivesThem() {
        let names = [
            "plain", "esc\u{1B}[31mred", "del\u{7F}", "c1\u{80}\u{9B}", "rlo\u{202E}txet", "ls\u{2028}", "日本語", "emoji 👩🏽‍🚀",
            "tab\there", "",
        ]
        for name in names {
            #expect(written { $0.terminalSafeText(name) } == terminalSafe(name), "\(name)")
        }
    }

    /// `terminalSafe` from its definition: each scalar `isUnsafeOnTerminal` names as `\u{HEX}`, every other scalar as
    /// it is, whether the rest of the text is printable ASCII (its fast path) or not.
    @Test func terminalSafeEscapesExactlyTheUnsafeScalars() throws {
        let scalars = Array(0x00...0xA0) + [0x061C, 0x200D, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A, 0x202E, 0x2066, 0x2069, 0x65E5, 0x1F469]
        for value in scalars {
            let scalar = try #require(Unicode.Scalar(UInt32(value)))
            let shown = scalar.isUnsafeOnTerminal ? "\\u{\(String(value, radix: 16, uppercase: true))}" : String(Character(scalar))
            for (before, after) in [("button ", " (UIButton)"), ("", ""), ("日本 ", "")] {
                #expect(terminalSafe(before + String(Character(scalar)) + after) == before + shown + after, "U+\(value)")
            }
        }
        let printable = String(decoding: Array(0x20 as UInt8..<0x7F), as: UTF8.self)
        #expect(terminalSafe(printable) == printable)
    }

    @Test func pointsAndRectanglesAreTheirDescriptions() {
        // Pairs of the numbers' values: both coordinates below 10⁹ (each written in one piece), one or both above, NaN
        // and the infinities; both held to `formatNumber`'s plain reading.
        let values = Self.values(seed: 13) + [.nan, .infinity, -.infinity]
        for (x, y) in zip(values, values.dropFirst(7) + values.prefix(7)) {
            let point = Point(x, y)
            let plain = "(\(Self.plainFormatNumber(x)), \(Self.plainFormatNumber(y)))"
            #expect(point.description == plain)
            #expect(written { $0.pointText(point) } == plain)
        }
        for rect in [Rect(0, 0, 375, 667), Rect(-10.5, 3.25, 0.0001, 1e12), Rect(10, 10, -4, -2)] {
            #expect(written { $0.rectText(rect) } == rect.description)
        }
    }

    /// One writer over many points (as `hitscope trace --points` keeps it) and a fresh one for each give the same
    /// text, on random scenes with every override, some views with hostile names.
    @Test(arguments: [1, 2, 3] as [UInt64]) func aWriterKeptOverManyPointsWritesWhatAFreshOneWrites(seed: UInt64) throws {
        let crowded = RandomScenes.crowded(seed: seed)
        var views = crowded.views
        for index in views.indices where index % 7 == 3 { views[index].name += "\u{1B}[2J\u{202E}" }
        let parents = views.indices.map { crowded.parent(of: ViewID($0)).map(\.rawValue) ?? -1 }
        let hierarchy = try ViewHierarchy(views: views, parents: parents)
        let tester = HitTester(hierarchy)
        let formatter = TraceTextFormatter(hierarchy)
        var kept = TraceTextWriter(formatter)
        var random = SeededRandom(seed: seed)
        for _ in 0..<300 {
            let point = Point((random.unit() * 400 - 10).rounded(), random.unit() * 700 - 10)
            var writer = ByteWriter()
            kept.writeTouchReport(tester: tester, path: [point], duration: 0.1, passes: 2, to: &writer)
            let fresh = formatter.touchReport(tester: tester, path: [point], duration: 0.1, passes: 2)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == fresh)
        }
    }
}
