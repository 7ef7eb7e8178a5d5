import Foundation
import HitScopeCore

/// Reads lists of points: one `x,y` per line (blank lines and `#` comments allowed).
public enum PointList {
    /// Parses one `x,y` pair; nil when it is not two finite numbers.
    public static func parse(_ text: String) -> Point? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
            let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
            let y = Double(parts[1].trimmingCharacters(in: .whitespaces)),
            x.isFinite, y.isFinite
        else { return nil }
        return Point(x, y)
    }

    /// Reads a points file (or standard input for `-`) as it arrives, calling `body` with each point in order: a
    /// million points are neither waited for nor held. A line that is not a point, or not UTF-8, is an error at
    /// its line once the points before it have been handed over.
    public static func forEach(path: String, _ body: (Point) throws -> Void) throws {
        try LineReader.forEachLine(path: path) { line in
            if let point = try point(in: line, path: path) { try body(point) }
        }
    }

    /// The point of one line; nil for a blank line or a comment.
    private static func point(in line: LineReader.Line, path: String) throws(SceneError) -> Point? {
        let bytes = line.bytes
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return try point(inText: line, path: path) }
        // ASCII: the same trimming and numbers as `parse`, without Foundation's character sets.
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, SourceFile.isASCIIWhitespace(bytes[start]) { start += 1 }
        while end > start, SourceFile.isASCIIWhitespace(bytes[end - 1]) { end -= 1 }
        if start == end || bytes[start] == UInt8(ascii: "#") { return nil }
        let trimmed = bytes[start..<end]
        if let comma = trimmed.firstIndex(of: UInt8(ascii: ",")), !trimmed[(comma + 1)...].contains(UInt8(ascii: ",")),
            let x = number(trimmed[..<comma]), let y = number(trimmed[(comma + 1)...]), x.isFinite, y.isFinite
        {
            return Point(x, y)
        }
        throw notAPoint(String(decoding: trimmed, as: UTF8.self), line: line, path: path)
    }

    /// A number between commas, spaces and tabs around it trimmed.
    private static func number(_ bytes: Slice<UnsafeRawBufferPointer>) -> Double? {
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        return DecimalNumber.parse(bytes[start..<end])
    }

    /// A line with other than ASCII: checked to be UTF-8, then read by `parse`.
    private static func point(inText line: LineReader.Line, path: String) throws(SceneError) -> Point? {
        let invalid = SourceFile.firstInvalidUTF8Offset(line.bytes)
        if invalid < line.bytes.count {
            let (_, column) = SourceFile.lineAndColumn(ofByteOffset: invalid, in: line.bytes)
            throw SceneError(
                file: path, line: line.number, column: column, message: "the file is not valid UTF-8 (byte \(line.offset + invalid))",
                hint: "save it as UTF-8")
        }
        let text = String(decoding: line.bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if text.isEmpty || text.hasPrefix("#") { return nil }
        guard let point = parse(text) else { throw notAPoint(text, line: line, path: path) }
        return point
    }

    private static func notAPoint(_ text: String, line: LineReader.Line, path: String) -> SceneError {
        SceneError(
            file: path, line: line.number, column: 1, message: "'\(terminalSafe(String(text.prefix(40))))' is not a point",
            hint: "write one `x,y` pair of finite numbers per line")
    }
}
