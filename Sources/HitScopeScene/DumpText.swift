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
        bytes.reserveCapacity(input.count)
        var number = 0
        var start = 0
        while start <= input.count {
            number += 1
            var end = start
            while end < input.count, input[end] != UInt8(ascii: "\n"), input[end] != UInt8(ascii: "\r") { end += 1 }
            append(input[start..<end], number: number)
            if end >= input.count { break }
            // "\r\n" is one line break.
            start = input[end] == UInt8(ascii: "\r") && end + 1 < input.count && input[end + 1] == UInt8(ascii: "\n") ? end + 2 : end + 1
        }
    }

    /// The text of a byte range.
    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
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

    private mutating func append(_ line: ArraySlice<UInt8>, number: Int) {
        if Self.holdsEscapedLines(line) {
            appendUnescaped(line, number: number)
        } else {
            let start = bytes.count
            bytes.append(contentsOf: line)
            lines.append(Line(start: start, end: bytes.count, number: number, firstColumn: 1))
        }
    }

    /// Whether a line is a whole dump printed with literal `\n`: some `\n` is followed by a `|` marker.
    private static func holdsEscapedLines(_ line: ArraySlice<UInt8>) -> Bool {
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
    private mutating func appendUnescaped(_ line: ArraySlice<UInt8>, number: Int) {
        var start = bytes.count
        var column = 1
        var firstColumn = 1
        var i = line.startIndex
        func byte(_ k: Int) -> UInt8? { k < line.endIndex ? line[k] : nil }
        while i < line.endIndex {
            let c = line[i]
            guard c == UInt8(ascii: "\\"), let next = byte(i + 1) else {
                bytes.append(c)
                if c & 0xC0 != 0x80 { column += 1 }
                i += 1
                continue
            }
            var consumed = 2
            switch next {
            case UInt8(ascii: "n"):
                lines.append(Line(start: start, end: bytes.count, number: number, firstColumn: firstColumn))
                start = bytes.count
                firstColumn = column + 2
            case UInt8(ascii: "t"): bytes.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): break
            case UInt8(ascii: "u"):
                if let (scalar, length) = Self.unicodeEscape(line, at: i) {
                    bytes.append(contentsOf: Array(String(Character(scalar)).utf8))
                    consumed = length
                } else {
                    bytes.append(contentsOf: [c, next])
                }
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                bytes.append(next)
            default:
                bytes.append(contentsOf: [c, next])
            }
            column += consumed
            i += consumed
        }
        lines.append(Line(start: start, end: bytes.count, number: number, firstColumn: firstColumn))
    }

    /// `\uXXXX`, or a `\uD8xx\uDCxx` surrogate pair, at `index`: the scalar and how many bytes it took.
    private static func unicodeEscape(_ line: ArraySlice<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
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
