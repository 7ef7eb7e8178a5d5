/// A place in a file's UTF-8 bytes, counted as libyaml counts places (line, and column in characters, both from 1),
/// and the steps past its characters that the straight scanners (`JSONEventScanner`, `BlockYAMLScanner`) take.
struct TextCursor {
    let bytes: UnsafeRawBufferPointer
    private(set) var offset = 0
    private(set) var line = 1
    /// The column in characters (libyaml counts characters, not bytes), 1-based.
    private(set) var column = 1

    /// `bytes` must outlive the cursor.
    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The byte here, or nil at the end.
    @inline(__always)
    var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// The byte `distance` bytes on, or nil past the end.
    @inline(__always)
    func peek(_ distance: Int) -> UInt8? { offset + distance < bytes.count ? bytes[offset + distance] : nil }

    var isAtEnd: Bool { offset == bytes.count }

    var here: SourceLocation { SourceLocation(line: line, column: column) }

    /// Past one ASCII character on this line.
    @inline(__always)
    mutating func advance() {
        offset += 1
        column += 1
    }

    /// Past `count` ASCII characters on this line.
    mutating func advance(by count: Int) {
        offset += count
        column += count
    }

    /// Past the line feed here, to the start of the next line.
    mutating func advanceOverLineFeed() {
        offset += 1
        line += 1
        column = 1
    }

    /// Past spaces on this line.
    mutating func skipSpaces() {
        while peek == 0x20 { advance() }
    }

    /// Past one character of two to four bytes, if libyaml reads it as a printable character that is not a line
    /// break (U+0085, U+2028, U+2029 are YAML's) nor a byte-order mark.
    mutating func advanceOverPrintable() -> Bool {
        let lead = bytes[offset]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard offset + length <= bytes.count else { return false }
        var scalar = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for index in 1..<length { scalar = scalar << 6 | UInt32(bytes[offset + index] & 0x3F) }
        let printable = (0xA0...0xD7FF).contains(scalar) || (0xE000...0xFFFD).contains(scalar) || (0x10000...0x10FFFF).contains(scalar)
        guard printable, scalar != 0x2028, scalar != 0x2029, scalar != 0xFEFF else { return false }
        offset += length
        column += 1
        return true
    }

    /// The text of the bytes `start..<end`.
    @inline(__always)
    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}
