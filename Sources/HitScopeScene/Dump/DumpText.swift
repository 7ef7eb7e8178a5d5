/// A dump's text as lines of UTF-8 bytes, ready to scan: Windows and old Mac line ends become line breaks, and a
/// dump printed on one line with literal `\n` (Cycript, Frida, a JSON log) is unescaped into its lines. Each line
/// remembers where it came from, so that problems are reported at the user's line and column.
struct DumpText {
    /// One line: `bytes[start..<end]`, without its line break.
    struct Line {
        var start: Int
        var end: Int
        /// The 1-based line of the input it comes from.
        var number: Int
        /// The 1-based column (in Unicode scalars) of the input where the line starts: 1, except for the lines
        /// of a one-line dump.
        var firstColumn: Int
    }

    private(set) var bytes: [UInt8] = []
    private(set) var lines: [Line] = []

    init(_ text: String) {
        let input = Array(text.utf8)
        // Escaped one-line dumps and carriage returns are rare: look for them only when the text has any.
        let mayHoldEscapes = input.contains(UInt8(ascii: "\\"))
        let mayHoldReturns = input.contains(UInt8(ascii: "\r"))
        var unescaped: [UInt8] = []
        var number = 0
        var start = input.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0  // a byte-order mark
        input.withUnsafeBufferPointer { input in
            while start <= input.count {
                number += 1
                var end = start
                while end < input.count, input[end] != UInt8(ascii: "\n"), !(mayHoldReturns && input[end] == UInt8(ascii: "\r")) {
                    end += 1
                }
                let line = input[start..<end]
                if mayHoldEscapes, Self.holdsEscapedLines(line) {
                    Self.unescape(line, number: number, base: input.count, into: &unescaped, lines: &lines)
                } else {
                    lines.append(Line(start: start, end: end, number: number, firstColumn: 1))
                }
                if end >= input.count { break }
                // "\r\n" is one line break.
                let crlf = input[end] == UInt8(ascii: "\r") && end + 1 < input.count && input[end + 1] == UInt8(ascii: "\n")
                start = crlf ? end + 2 : end + 1
            }
        }
        bytes = input
        if !unescaped.isEmpty { bytes.append(contentsOf: unescaped) }
    }

    /// The text of a byte range.
    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The text of a byte range without its leading and trailing spaces and tabs.
    func trimmedString(_ range: Range<Int>) -> String {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, bytes[lower] == UInt8(ascii: " ") || bytes[lower] == UInt8(ascii: "\t") { lower += 1 }
        while upper > lower, bytes[upper - 1] == UInt8(ascii: " ") || bytes[upper - 1] == UInt8(ascii: "\t") { upper -= 1 }
        return string(lower..<upper)
    }

    /// The 1-based column, in Unicode scalars, of a byte offset within line `index`, as the user counts it.
    func column(of offset: Int, inLine index: Int) -> Int {
        let line = lines[index]
        var scalars = 0
        for byte in bytes[line.start..<min(max(offset, line.start), line.end)] where byte & 0xC0 != 0x80 {
            scalars += 1
        }
        return line.firstColumn + scalars
    }

    /// Whether a line is a whole dump printed with literal `\n`: some `\n` is followed by a `|` marker.
    private static func holdsEscapedLines(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var i = line.startIndex
        while i + 1 < line.endIndex {
            if line[i] == UInt8(ascii: "\\"), line[i + 1] == UInt8(ascii: "n") {
                var k = i + 2
                while k < line.endIndex, line[k] == UInt8(ascii: " ") || line[k] == UInt8(ascii: "\t") { k += 1 }
                if k < line.endIndex, line[k] == UInt8(ascii: "|") { return true }
                i += 2
            } else {
                i += line[i] == UInt8(ascii: "\\") ? 2 : 1
            }
        }
        return false
    }

    /// Splits a one-line dump at its `\n` escapes and undoes the other escapes of C, JSON and JavaScript strings.
    /// The lines go to `output`, whose first byte will sit at offset `base` of `bytes`.
    private static func unescape(
        _ line: Slice<UnsafeBufferPointer<UInt8>>, number: Int, base: Int, into output: inout [UInt8], lines: inout [Line]
    ) {
        var start = output.count
        var column = 1
        var firstColumn = 1
        var i = line.startIndex
        while i < line.endIndex {
            let c = line[i]
            guard c == UInt8(ascii: "\\"), i + 1 < line.endIndex else {
                output.append(c)
                if c & 0xC0 != 0x80 { column += 1 }
                i += 1
                continue
            }
            let next = line[i + 1]
            var consumed = 2
            switch next {
            case UInt8(ascii: "n"):
                lines.append(Line(start: base + start, end: base + output.count, number: number, firstColumn: firstColumn))
                start = output.count
                firstColumn = column + 2
            case UInt8(ascii: "t"): output.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): break
            case UInt8(ascii: "u"):
                if let (scalar, length) = unicodeEscape(line, at: i) {
                    output.append(contentsOf: Array(String(Character(scalar)).utf8))
                    consumed = length
                } else {
                    output.append(contentsOf: [c, next])
                }
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                output.append(next)
            default:
                output.append(contentsOf: [c, next])
            }
            column += consumed
            i += consumed
        }
        lines.append(Line(start: base + start, end: base + output.count, number: number, firstColumn: firstColumn))
    }

    /// `\uXXXX`, or a `\uD8xx\uDCxx` surrogate pair, at `index`: the scalar and how many bytes it took.
    private static func unicodeEscape(_ line: Slice<UnsafeBufferPointer<UInt8>>, at index: Int) -> (Unicode.Scalar, Int)? {
        func hex(_ at: Int) -> UInt32? {
            guard at + 6 <= line.endIndex, line[at] == UInt8(ascii: "\\"), line[at + 1] == UInt8(ascii: "u") else { return nil }
            return UInt32(String(decoding: line[(at + 2)..<(at + 6)], as: UTF8.self), radix: 16)
        }
        guard let high = hex(index) else { return nil }
        if (0xD800...0xDBFF).contains(high), let low = hex(index + 6), (0xDC00...0xDFFF).contains(low) {
            return Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00)).map { ($0, 12) }
        }
        return (Unicode.Scalar(high) ?? "\u{FFFD}", 6)
    }
}
