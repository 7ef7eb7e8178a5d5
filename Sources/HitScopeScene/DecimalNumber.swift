/// Reads a plain decimal number (`-12.5`, `375`) from ASCII bytes as `Double(String)` reads it, without making a
/// string: up to 15 significant digits and 22 decimals, an integer below 2^53 divided by an exact power of ten,
/// is the correctly rounded value (Clinger's fast path). Anything else — exponents, more digits, `inf` — is read
/// by `Double(String)`.
enum DecimalNumber {
    /// 10^`exponent` for 0...22, each exact in a `Double`: literals, not a lazy global checked on every number.
    @inline(__always)
    private static func powerOfTen(_ exponent: Int) -> Double {
        switch exponent {
        case 0: 1e0
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        case 15: 1e15
        case 16: 1e16
        case 17: 1e17
        case 18: 1e18
        case 19: 1e19
        case 20: 1e20
        case 21: 1e21
        case 22: 1e22
        default: .nan
        }
    }

    /// What `Double(String)` reads from `bytes`, through `scan` when it can.
    static func parse(_ bytes: Slice<UnsafeRawBufferPointer>) -> Double? {
        let base = UnsafeRawBufferPointer(rebasing: bytes)
        if let (value, end, _) = scan(base, from: 0), end == base.count { return value }
        return Double(String(decoding: base, as: UTF8.self))
    }

    /// What `Double(String)` reads from `text`, through `scan` when it can: a scene's numbers, without strtod.
    static func parse(_ text: String) -> Double? {
        text.utf8.withContiguousStorageIfAvailable { parse(UnsafeRawBufferPointer($0)[...]) } ?? Double(text)
    }

    /// The plain number (`-`, digits, then `.` and digits) that starts at `start`, where it ends (the first byte
    /// after it), and whether its bytes are those `ByteWriter.number` writes for its value. Nil when no such number
    /// starts there or it is not within the fast path's limits.
    ///
    /// `isWritten` holds for at most 9 digits before the point and 4 after it, no leading or trailing zero, not
    /// `-0`: the value is `N / 10_000` correctly rounded (`N` the digits without the point, scaled to four
    /// decimals), so the writer finds `N` and writes those very digits (DocumentJSONTests proves it).
    @inline(__always)
    static func scan(_ bytes: UnsafeRawBufferPointer, from start: Int) -> (value: Double, end: Int, isWritten: Bool)? {
        var index = start
        let end = bytes.count
        let negative = index < end && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var decimals = 0
        var integerDigits = 0
        var seenPoint = false
        // Past 48 bytes no number is within the limits below (bar leading zeros, which `Double(String)` reads
        // as well): a 20 MB number is left to it at once instead of scanned here twice.
        let limit = min(end, start + 48)
        while index < limit {
            let byte = bytes[index]
            if byte >= 0x30 && byte <= 0x39 {
                if mantissa > 0 || byte != 0x30 { digits += 1 }
                mantissa = mantissa &* 10 &+ UInt64(byte - 0x30)
                if seenPoint { decimals += 1 } else { integerDigits += 1 }
            } else if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else {
                break
            }
            index += 1
        }
        guard index < limit || limit == end, integerDigits > 0, !seenPoint || decimals > 0, digits <= 15, decimals <= 22 else {
            return nil
        }
        let magnitude = Double(mantissa) / powerOfTen(decimals)
        let first = bytes[negative ? start + 1 : start], last = bytes[index - 1]
        let isWritten =
            integerDigits <= 9 && decimals <= 4 && (integerDigits == 1 || first != 0x30) && (!seenPoint || last != 0x30)
            && !(negative && mantissa == 0)
        return (negative ? -magnitude : magnitude, index, isWritten)
    }
}
