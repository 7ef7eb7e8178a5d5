/// Plain-text output written straight into the buffer: the bytes `formatNumber`, `terminalSafe` and the
/// geometry types' `description` give, without building a `String` for each (text traces write about a hundred
/// numbers and names per point). Each method is a fast path proven equal to the `String` it stands for
/// (PlainTextWritingTests).
extension JSONWriter {
    /// Appends `formatNumber(value)`.
    public mutating func formattedNumber(_ value: Double) {
        // Below 10⁹ a value in ten-thousandths is an exact integer, and the shortest description of
        // `k / 10_000` (correctly rounded) is that decimal itself: no shorter decimal lands on the same double.
        guard value.magnitude < 1e9 else { return text(formatNumber(value)) }
        tenThousandths(Int64((value * 10_000).rounded()))
    }

    /// Appends `scaled / 10_000` as a decimal without trailing zeros (or a point when it is whole); `scaled` is
    /// below 10¹³ in magnitude.
    mutating func tenThousandths(_ scaled: Int64) {
        var whole = scaled.magnitude / 10_000
        var fraction = scaled.magnitude % 10_000
        // Made in a buffer on the stack, then appended at once: `-`, at most 9 digits, `.`, at most 4 digits.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { buffer in
            var end = 11
            if fraction != 0 {
                buffer[end] = 0x2E
                end += 1
                var divisor: UInt64 = 1_000
                while fraction != 0 {
                    buffer[end] = 0x30 + UInt8(fraction / divisor)
                    end += 1
                    fraction %= divisor
                    divisor /= 10
                }
            }
            var start = 11
            repeat {
                start -= 1
                buffer[start] = 0x30 + UInt8(whole % 10)
                whole /= 10
            } while whole > 0
            if scaled < 0 {
                start -= 1
                buffer[start] = 0x2D
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<end]))
        }
    }

    /// Appends `terminalSafe(text)`.
    public mutating func terminalSafeText(_ text: String) {
        var text = text
        let plain = text.withUTF8 { utf8 in
            guard utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if !plain { self.text(terminalSafe(text)) }
    }

    /// Appends `point.description`: `(x, y)`.
    public mutating func pointText(_ point: Point) {
        byte(0x28)
        formattedNumber(point.x)
        raw(", ")
        formattedNumber(point.y)
        byte(0x29)
    }

    /// Appends `rect.description`: `(x y; w h)`.
    public mutating func rectText(_ rect: Rect) {
        byte(0x28)
        formattedNumber(rect.minX)
        byte(0x20)
        formattedNumber(rect.minY)
        raw("; ")
        formattedNumber(rect.size.width)
        byte(0x20)
        formattedNumber(rect.size.height)
        byte(0x29)
    }
}
