import HitScopeCore

/// Numbers written as ASCII at a pointer, for `ByteWriter`: each function writes at `start` and returns where it
/// stopped, never more than `maximumCount` bytes.
enum NumberBytes {
    /// The most bytes any function here writes (a `Double`'s longest description is 24).
    static let maximumCount = 32
    /// The most bytes `integer(_:at:)` writes: a minus sign and the 19 digits of `Int.min`'s magnitude.
    static let longestInteger = 20

    /// `value` as `JSONEncoder` writes a `Double`: its shortest description without a trailing `.0`; infinities
    /// and NaN as the strings `inf`, `-inf` and `nan`.
    static func number(_ value: Double, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        // The conversions to integers truncate in one instruction, and each test checks the integer it gets, so
        // none depends on how it was found. NaN fails every comparison and reaches the end.
        if value.magnitude < 1e9, value != 0 {
            let scaled = value * 10_000
            let nearest = Int64(scaled + (scaled < 0 ? -0.5 : 0.5))
            if Double(nearest) / 10_000 == value {
                // A value in whole ten-thousandths (a coordinate read from a file, an integer): the shortest
                // description is that decimal, as no shorter decimal lands on the same double below 10⁹
                // (PlainTextWritingTests).
                return DecimalDigits.tenThousandths(nearest, at: start)
            }
        } else if value.magnitude < 1e15, Double(Int64(value)) == value, value != 0 || value.sign == .plus {
            return integer(Int(value), at: start)  // what the description would say, without building it
        }
        if value.isNaN { return copy("\"nan\"", to: start) }
        if value.isInfinite { return copy(value > 0 ? "\"inf\"" : "\"-inf\"", to: start) }
        var description = value.description
        if description.hasSuffix(".0") { description.removeLast(2) }
        return description.withUTF8 { utf8 in
            start.initialize(from: utf8.baseAddress!, count: utf8.count)
            return start + utf8.count
        }
    }

    /// `value` in decimal.
    static func integer(_ value: Int, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var end = start
        if value < 0 {
            end.pointee = 0x2D
            end += 1
        }
        return DecimalDigits.digits(of: value.magnitude, at: end)
    }

    private static func copy(_ text: StaticString, to start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        start.initialize(from: text.utf8Start, count: text.utf8CodeUnitCount)
        return start + text.utf8CodeUnitCount
    }
}
