/// Byte-level helpers of the dump reader: it scans UTF-8 bytes, since all of a dump's syntax is ASCII.

/// The width in bytes of a space at `i` (space, tab, U+00A0 no-break space, U+3000 ideographic space), if any.
func spaceWidth(_ bytes: [UInt8], _ i: Int, _ end: Int) -> Int? {
    switch bytes[i] {
    case UInt8(ascii: " "), UInt8(ascii: "\t"): return 1
    case 0xC2 where i + 1 < end && bytes[i + 1] == 0xA0: return 2
    case 0xE3 where i + 2 < end && bytes[i + 1] == 0x80 && bytes[i + 2] == 0x80: return 3
    default: return nil
    }
}

/// Whether `bytes[i...]` starts with `prefix`.
func startsWith(_ bytes: [UInt8], _ i: Int, _ end: Int, _ prefix: StaticString) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard end - i >= count else { return false }
    return prefix.withUTF8Buffer { pattern in
        for k in 0..<count where bytes[i + k] != pattern[k] { return false }
        return true
    }
}

/// `0`…`9`.
func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

/// `0`…`9`, `a`…`f`, `A`…`F`.
func isHexDigit(_ c: UInt8) -> Bool {
    isDigit(c) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"))
}
