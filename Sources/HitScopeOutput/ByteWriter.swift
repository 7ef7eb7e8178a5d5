import HitScopeCore

/// Writes answers straight into a byte buffer: text traces as they are, and JSON with the bytes Foundation's
/// `JSONEncoder` writes for HitScope's documents
/// (compact, slashes unescaped, `inf`/`-inf`/`nan` as strings) after the documents' escaping policy: every scalar
/// `isUnsafeOnTerminal` names is written as a `\u` escape, so no name acts on a terminal. Keys are written by the
/// caller, in sorted order; the writer checks nothing about structure.
public struct ByteWriter: Sendable {
    /// What has been written so far.
    public internal(set) var bytes: [UInt8] = []

    /// An empty writer.
    public init() {}

    /// Empties the buffer, keeping its storage for what comes next.
    public mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    /// Appends `text` as it is: ASCII punctuation, keys and literals.
    public mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// Appends the UTF-8 of `text` as it is (plain text output, not JSON).
    public mutating func text(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends `utf8` as it is, reserved and copied in one step: the short pieces a trace is made of cost about two
    /// thirds of `Array.append(contentsOf:)`'s instructions this way (callgrind).
    @inline(__always)
    package mutating func append(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard let source = utf8.baseAddress else { return }
        let count = utf8.count
        bytes.append(addingCapacity: count) { span in
            span.withUnsafeMutableBufferPointer { buffer, initialized in
                guard let target = buffer.baseAddress else { return }
                target.initialize(from: source, count: count)
                initialized = count
            }
        }
    }

    /// Appends one byte as it is.
    public mutating func byte(_ byte: UInt8) { bytes.append(byte) }

    /// Appends what `other` has written.
    public mutating func append(_ other: ByteWriter) { bytes.append(contentsOf: other.bytes) }

    /// A JSON string: quotes, backslashes and controls escaped as `JSONEncoder` does, then the other scalars that
    /// act on a terminal (DEL, C1 controls, bidirectional marks, U+2028/2029) as `\uXXXX`.
    public mutating func string(_ value: String) {
        var value = value
        bytes.append(0x22)
        value.withUTF8 { utf8 in
            if Self.needsEscaping(utf8) {
                escapedScalars(of: String(decoding: utf8, as: UTF8.self))
            } else {
                append(utf8)
            }
        }
        bytes.append(0x22)
    }

    /// Whether `escapedScalars` would write any of `utf8` otherwise than as it is: a quote, a backslash, a control or
    /// DEL, or the UTF-8 of another scalar `isUnsafeOnTerminal` names (C1 controls: C2 80–9F; U+061C: D8 9C;
    /// U+200E–200F and U+2028–202E: E2 80 8E–8F and A8–AE; U+2066–2069: E2 81 A6–A9). Other text, the engine's
    /// arrows and dashes among it, is copied at once. Eight bytes are looked at a time while they are printable
    /// ASCII other than a quote or a backslash (most of a report's sentences); from the first word that may hold
    /// anything else, byte by byte.
    private static func needsEscaping(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        if let base = utf8.baseAddress {
            while index + 8 <= utf8.count {
                if mayNeedEscaping(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) { break }
                index += 8
            }
        }
        while index < utf8.count {
            let byte = utf8[index]
            if byte < 0x80 {
                if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F { return true }
            } else if index + 1 < utf8.count {
                let next = utf8[index + 1]
                let last = index + 2 < utf8.count ? utf8[index + 2] : 0
                switch byte {
                case 0xC2 where next <= 0x9F: return true
                case 0xD8 where next == 0x9C: return true
                case 0xE2 where next == 0x80 && ((0x8E...0x8F).contains(last) || (0xA8...0xAE).contains(last)): return true
                case 0xE2 where next == 0x81 && (0xA6...0xA9).contains(last): return true
                default: break
                }
            }
            index += 1
        }
        return false
    }

    /// Whether any of the eight bytes of `word` is a control (below 0x20), a quote, a backslash, DEL or not ASCII
    /// (0x80 and up): never false for such a word (the tests for a byte below a bound or equal to a value are
    /// exact for "any byte"), at worst true for another, which the byte-by-byte test then reads.
    @inline(__always)
    private static func mayNeedEscaping(_ word: UInt64) -> Bool {
        ByteWord.hasByte(word, below: 0x20) || ByteWord.hasNonASCII(word) || ByteWord.hasByte(word, equalTo: 0x22)
            || ByteWord.hasByte(word, equalTo: 0x5C) || ByteWord.hasByte(word, equalTo: 0x7F)
    }

    /// A JSON string, or `null` for nil.
    public mutating func string(_ value: String?) {
        if let value { string(value) } else { raw("null") }
    }

    private mutating func escapedScalars(of value: String) {
        for scalar in value.unicodeScalars {
            switch scalar.value {
            case 0x22: raw("\\\"")
            case 0x5C: raw("\\\\")
            case 0x08: raw("\\b")
            case 0x0C: raw("\\f")
            case 0x0A: raw("\\n")
            case 0x0D: raw("\\r")
            case 0x09: raw("\\t")
            case 0x00...0x1F: unicodeEscape(scalar.value, hexDigits: Self.lowercaseHex)  // as JSONEncoder writes them
            case _ where scalar.isUnsafeOnTerminal: unicodeEscape(scalar.value, hexDigits: Self.uppercaseHex)
            default: bytes.append(contentsOf: scalar.utf8)
            }
        }
    }

    private static let lowercaseHex: StaticString = "0123456789abcdef"
    private static let uppercaseHex: StaticString = "0123456789ABCDEF"

    private mutating func unicodeEscape(_ value: UInt32, hexDigits: StaticString) {
        raw("\\u")
        hexDigits.withUTF8Buffer { digits in
            for shift in stride(from: 12, through: 0, by: -4) { bytes.append(digits[Int((value >> UInt32(shift)) & 0xF)]) }
        }
    }

    /// A boolean.
    public mutating func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }

    /// An integer in decimal.
    public mutating func integer(_ value: Int) {
        // Most integers a document holds are indices and counts below 1,000 (a report's maps write tens of
        // thousands): their digits go straight in.
        guard value >= 0, value < 1000 else {
            return append(capacity: NumberBytes.maximumCount) { NumberBytes.integer(value, at: $0) }
        }
        if value >= 100 { bytes.append(UInt8(truncatingIfNeeded: value / 100) &+ 0x30) }
        if value >= 10 { bytes.append(UInt8(truncatingIfNeeded: value / 10 % 10) &+ 0x30) }
        bytes.append(UInt8(truncatingIfNeeded: value % 10) &+ 0x30)
    }

    /// A number as `JSONEncoder` writes a `Double`: its shortest description without a trailing `.0`; infinities
    /// and NaN as the strings `inf`, `-inf` and `nan`.
    public mutating func number(_ value: Double) {
        append(capacity: NumberBytes.maximumCount) { NumberBytes.number(value, at: $0) }
    }

    /// Appends at most `capacity` bytes that `body` writes from the pointer it is given, returning where it
    /// stopped: written straight into the buffer's spare capacity.
    mutating func append(capacity: Int, _ body: (UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8>) {
        bytes.append(addingCapacity: capacity) { span in
            span.withUnsafeMutableBufferPointer { buffer, initialized in
                guard let start = buffer.baseAddress else { return }
                initialized = body(start) - start
            }
        }
    }

    /// A point as `[x,y]`.
    public mutating func point(_ point: Point) {
        bytes.append(0x5B)
        number(point.x)
        bytes.append(0x2C)
        number(point.y)
        bytes.append(0x5D)
    }

    /// An array of integers, `[1,2,3]`: the same bytes as `array(values) { $0.integer($1) }`, written straight into
    /// the buffer's spare capacity in one step (a report's maps write tens of thousands; element by element through
    /// `array`, each cost about a hundred nanoseconds).
    public mutating func integers(_ values: [Int]) { writeIntegers(values) }

    /// An array of 32-bit integers, as `integers(_:)` writes them.
    public mutating func integers(_ values: [Int32]) { writeIntegers(values) }

    /// What both `integers(_:)` write: only `Int` and `Int32` come here, and both always convert to `Int`.
    private mutating func writeIntegers<Integer: FixedWidthInteger & SignedInteger>(_ values: [Integer]) {
        append(capacity: 2 + values.count * (NumberBytes.longestInteger + 1)) { start in
            var end = start
            end.pointee = 0x5B
            end += 1
            for (index, value) in values.enumerated() {
                if index > 0 {
                    end.pointee = 0x2C
                    end += 1
                }
                end = NumberBytes.integer(Int(value), at: end)
            }
            end.pointee = 0x5D
            return end + 1
        }
    }

    /// An array of strings.
    public mutating func strings(_ values: [String]) {
        array(values) { writer, value in writer.string(value) }
    }

    /// An array, each element written by `element`, commas between them.
    public mutating func array<Element>(_ elements: some Sequence<Element>, _ element: (inout ByteWriter, Element) -> Void) {
        bytes.append(0x5B)
        var first = true
        for value in elements {
            if !first { bytes.append(0x2C) }
            first = false
            element(&self, value)
        }
        bytes.append(0x5D)
    }
}

/// A document that writes itself with a `ByteWriter`: the same bytes as `JSONText.line` gives for it.
public protocol JSONStreamable {
    /// Writes the document as one compact JSON value, keys sorted.
    func write(to writer: inout ByteWriter)
}
