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

    /// Reads the points of an open file (`descriptor`, which it neither opens nor closes; named `file` in errors)
    /// as they arrive, calling `body` with each point in order: a million points are neither waited for nor held.
    /// A line that is not a point, or not UTF-8, is an error at its line once the points before it have been
    /// handed over.
    public static func forEach(descriptor: Int32, file: String, _ body: (Point) throws -> Void) throws {
        try forEachBlock(descriptor: descriptor, file: file) { block in try block.forEachPoint(body) }
    }

    /// Reads the points of an open file as they arrive, a block of whole lines at a time (what one read gave, at
    /// most about `blockSize` bytes), calling `body` with each block in order.
    public static func forEachBlock(descriptor: Int32, file: String, blockSize: Int = 1 << 16, _ body: (PointBlock) throws -> Void) throws {
        try LineReader.forEachBlock(descriptor: descriptor, file: file, blockSize: blockSize) { lines in try body(PointBlock(lines: lines, path: file)) }
    }

    /// The point of one line; nil for a blank line or a comment.
    fileprivate static func point(in line: LineBlock.Line, path: String) throws(SceneError) -> Point? {
        let bytes = line.bytes
        guard ByteSearch.isASCII(bytes) else { return try point(inText: line, path: path) }
        // ASCII: the same trimming and numbers as `parse`, without Foundation's character sets.
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, SourceFile.isASCIIWhitespace(bytes[start]) { start += 1 }
        while end > start, SourceFile.isASCIIWhitespace(bytes[end - 1]) { end -= 1 }
        if start == end || bytes[start] == UInt8(ascii: "#") { return nil }
        if let comma = ByteSearch.first(UInt8(ascii: ","), in: bytes, from: start, to: end),
            ByteSearch.first(UInt8(ascii: ","), in: bytes, from: comma + 1, to: end) == nil,
            let x = number(bytes[start..<comma]), let y = number(bytes[(comma + 1)..<end]), x.isFinite, y.isFinite
        {
            return Point(x, y)
        }
        let shown = UnsafeRawBufferPointer(rebasing: bytes[start..<min(end, start + 160)])  // 40 are shown
        throw notAPoint(String(decoding: shown, as: UTF8.self), line: line, path: path)
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
    private static func point(inText line: LineBlock.Line, path: String) throws(SceneError) -> Point? {
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

    private static func notAPoint(_ text: String, line: LineBlock.Line, path: String) -> SceneError {
        SceneError(
            file: path, line: line.number, column: 1, message: "'\(terminalSafe(String(text.prefix(40))))' is not a point",
            hint: "write one `x,y` pair of finite numbers per line")
    }
}

/// Lines of a points file as `PointList.forEachBlock` hands them over, or a part of them. Valid only during the
/// call it is given to; its parts may be read on several threads at once.
public struct PointBlock: Sendable {
    fileprivate let lines: LineBlock
    /// The file as the user named it, for error messages.
    fileprivate let path: String

    /// The block's size in bytes.
    public var byteCount: Int { lines.bytes.count }

    /// The block cut into at most `count` parts of about equal size between lines, in order.
    public func parts(_ count: Int) -> [PointBlock] {
        lines.parts(count).map { PointBlock(lines: $0, path: path) }
    }

    /// Calls `body` with each point in order; a line that is not a point, or not UTF-8, is an error at its line
    /// once the points before it have been handed over.
    public func forEachPoint(_ body: (Point) throws -> Void) throws {
        try forEachSpelledPoint { point, _ in try body(point) }
    }

    /// Calls `body` with each point in order and, when its line is `x,y` spelt as `ByteWriter.point` writes the
    /// point between its brackets, those bytes (else an empty buffer), valid during the call that handed over the
    /// block; a line that is not a point, or not UTF-8, is an error at its line once the points before it have
    /// been handed over.
    public func forEachSpelledPoint(_ body: (_ point: Point, _ spelling: UnsafeRawBufferPointer) throws -> Void) throws {
        try lines.forEachLine(quickly: { bytes, start in
            // The form machines write, `x,y` and a line feed, read in one pass: the same point as the line gives
            // below, as each number is the one `DecimalNumber.parse` reads and nothing is left to trim.
            guard let (x, comma, xIsWritten) = DecimalNumber.scan(bytes, from: start), comma < bytes.count,
                bytes[comma] == UInt8(ascii: ","),
                let (y, end, yIsWritten) = DecimalNumber.scan(bytes, from: comma + 1), end == bytes.count || bytes[end] == 0x0A
            else { return nil }
            try body(Point(x, y), xIsWritten && yIsWritten ? UnsafeRawBufferPointer(rebasing: bytes[start..<end]) : UnsafeRawBufferPointer(start: nil, count: 0))
            return end + 1
        }) { line in
            if let point = try PointList.point(in: line, path: path) { try body(point, UnsafeRawBufferPointer(start: nil, count: 0)) }
        }
    }
}
