import HitScopeCore

/// Numbers written as ASCII at a pointer, for `ByteWriter`: each function writes at `start` and returns where it
/// stopped, never more than `maximumCount` bytes.
enum NumberBytes {
    /// The most bytes any function here writes (a `Double`'s longest description is 24).
    static let maximumCount = 32

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
                return tenThousandths(nearest, at: start)
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
        return digits(of: value.magnitude, at: end)
    }

    /// `scaled / 10_000` as a decimal without trailing zeros (or a point when it is whole); `scaled` is below 10¹³
    /// in magnitude.
    static func tenThousandths(_ scaled: Int64, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var end = start
        if scaled < 0 {
            end.pointee = 0x2D
            end += 1
        }
        end = digits(of: UInt(scaled.magnitude / 10_000), at: end)
        let fraction = Int(scaled.magnitude % 10_000)
        guard fraction != 0 else { return end }
        // Four digits by constant divisors (which compile to multiplications), without their trailing zeros.
        end[0] = 0x2E
        end[1] = 0x30 + UInt8(fraction / 1_000)
        end[2] = 0x30 + UInt8(fraction / 100 % 10)
        end[3] = 0x30 + UInt8(fraction / 10 % 10)
        end[4] = 0x30 + UInt8(fraction % 10)
        let significant = fraction % 1_000 == 0 ? 1 : fraction % 100 == 0 ? 2 : fraction % 10 == 0 ? 3 : 4
        return end + 1 + significant
    }

    /// The decimal digits of `value`, most significant first.
    private static func digits(of value: UInt, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var count = 1
        var rest = value / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        var value = value
        var position = start + count
        repeat {
            position -= 1
            position.pointee = 0x30 + UInt8(value % 10)
            value /= 10
        } while value > 0
        return start + count
    }

    private static func copy(_ text: StaticString, to start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        start.initialize(from: text.utf8Start, count: text.utf8CodeUnitCount)
        return start + text.utf8CodeUnitCount
    }
}
