/// Decimal digits written as ASCII at a pointer: the one place `formatNumber` and the byte writers
/// (`HitScopeOutput.NumberBytes`) turn a number in ten-thousandths into text. Each function writes at `start` and
/// returns where it stopped, never more than `maximumCount` bytes. Inlinable: the text trace writes about a hundred
/// numbers a point, each worth inlining into the writer.
package enum DecimalDigits {
    /// The most bytes a function here writes.
    @inlinable package static var maximumCount: Int { 32 }

    /// `scaled / 10_000` as a decimal without trailing zeros (or a point when it is whole); `scaled` is below 10¹³
    /// in magnitude. For `scaled` = `(value * 10_000).rounded()` with `value` below 10⁹ in magnitude, this is
    /// `formatNumber(value)`: no shorter decimal lands on the same double (PlainTextWritingTests).
    @inlinable package static func tenThousandths(_ scaled: Int64, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
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

    /// `(x, y)` from coordinates in ten-thousandths (each as `tenThousandths` takes it): the text of a point whose
    /// coordinates are below 10⁹ in magnitude, `Point.description`. Writes at most `maximumPointCount` bytes.
    @inlinable package static func point(_ x: Int64, _ y: Int64, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        start.pointee = 0x28
        let comma = tenThousandths(x, at: start + 1)
        comma[0] = 0x2C
        comma[1] = 0x20
        let end = tenThousandths(y, at: comma + 2)
        end.pointee = 0x29
        return end + 1
    }

    /// The most bytes `point` writes.
    @inlinable package static var maximumPointCount: Int { 2 * maximumCount + 4 }

    /// The ASCII text `write` writes into a buffer of `capacity` bytes (returning where it stopped). Written on the
    /// stack and copied once: a string of up to 15 bytes (most numbers, most points) is then held inline, where
    /// `String(unsafeUninitializedCapacity:)` of this capacity allocated storage for each.
    @inlinable package static func string(capacity: Int, _ write: (UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8>) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            guard let start = buffer.baseAddress else { return "" }
            return String(decoding: UnsafeBufferPointer(start: start, count: write(start) - start), as: UTF8.self)
        }
    }

    /// A coordinate in ten-thousandths, when it is below 10⁹ in magnitude (not NaN): what `tenThousandths` and
    /// `point` take.
    @inlinable package static func scaled(_ value: Double) -> Int64? {
        value.magnitude < 1e9 ? Int64((value * 10_000).rounded()) : nil
    }

    /// The decimal digits of `value`, most significant first.
    @inlinable package static func digits(of value: UInt, at start: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
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
}
