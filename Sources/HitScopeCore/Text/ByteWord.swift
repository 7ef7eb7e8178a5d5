/// Tests of eight bytes at once (a word loaded from a UTF-8 buffer), for the writers that copy text whole while no
/// byte of it needs escaping (`ByteWriter` for JSON, `MarkupEscape` for HTML and SVG). Each answers exactly whether
/// some byte of the word is such a byte. Public and inlinable: as `package` declarations their bodies were not
/// inlined into the other modules' loops (a call per test, 34 M more instructions in ten gallery pages).
public enum ByteWord {
    /// Whether some byte of `word` is below `bound` (at most 0x80).
    @inlinable @inline(__always)
    public static func hasByte(_ word: UInt64, below bound: UInt8) -> Bool {
        (word &- 0x0101_0101_0101_0101 &* UInt64(bound)) & ~word & 0x8080_8080_8080_8080 != 0
    }

    /// Whether some byte of `word` is `value`.
    @inlinable @inline(__always)
    public static func hasByte(_ word: UInt64, equalTo value: UInt8) -> Bool {
        let difference = word ^ (0x0101_0101_0101_0101 &* UInt64(value))
        return (difference &- 0x0101_0101_0101_0101) & ~difference & 0x8080_8080_8080_8080 != 0
    }

    /// Whether some byte of `word` is not ASCII (0x80 and up).
    @inlinable @inline(__always)
    public static func hasNonASCII(_ word: UInt64) -> Bool { word & 0x8080_8080_8080_8080 != 0 }
}
