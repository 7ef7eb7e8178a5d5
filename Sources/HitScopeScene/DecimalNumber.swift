/// Reads a plain decimal number (`-12.5`, `375`) from ASCII bytes as `Double(String)` reads it, without making a
/// string: up to 15 significant digits and 22 decimals, an integer below 2^53 divided by an exact power of ten,
/// is the correctly rounded value (Clinger's fast path). Anything else — exponents, more digits, `inf` — is read
/// by `Double(String)`.
enum DecimalNumber {
    private static let powersOfTen: [Double] = (0...22).map { exponent in (0..<exponent).reduce(1.0) { value, _ in value * 10 } }

    static func parse(_ bytes: Slice<UnsafeRawBufferPointer>) -> Double? {
        var index = bytes.startIndex
        let end = bytes.endIndex
        let negative = index < end && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var decimals = 0
        var integerDigits = 0
        var seenPoint = false
        while index < end {
            let byte = bytes[index]
            if byte >= 0x30 && byte <= 0x39 {
                if mantissa > 0 || byte != 0x30 { digits += 1 }
                mantissa = mantissa &* 10 &+ UInt64(byte - 0x30)
                if seenPoint { decimals += 1 } else { integerDigits += 1 }
            } else if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else {
                return Double(String(decoding: bytes, as: UTF8.self))
            }
            index += 1
        }
        guard integerDigits > 0, !seenPoint || decimals > 0, digits <= 15, decimals <= 22 else {
            return Double(String(decoding: bytes, as: UTF8.self))
        }
        let magnitude = Double(mantissa) / powersOfTen[decimals]
        return negative ? -magnitude : magnitude
    }
}
