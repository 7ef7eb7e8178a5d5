import HitScopeCore

/// Plain-text output written straight into the buffer: the bytes `formatNumber`, `terminalSafe` and the
/// geometry types' `description` give, without building a `String` for each (text traces write about a hundred
/// numbers and names per point). Each method is a fast path proven equal to the `String` it stands for
/// (PlainTextWritingTests).
extension ByteWriter {
    /// Appends `formatNumber(value)`.
    public mutating func formattedNumber(_ value: Double) {
        // Below 10⁹ a value in ten-thousandths is an exact integer, and the shortest description of
        // `k / 10_000` (correctly rounded) is that decimal itself: no shorter decimal lands on the same double.
        guard let scaled = DecimalDigits.scaled(value) else { return text(formatNumber(value)) }
        tenThousandths(scaled)
    }

    /// Appends `scaled / 10_000` as a decimal without trailing zeros (or a point when it is whole); `scaled` is
    /// below 10¹³ in magnitude.
    @inline(__always)
    mutating func tenThousandths(_ scaled: Int64) {
        append(capacity: NumberBytes.maximumCount) { DecimalDigits.tenThousandths(scaled, at: $0) }
    }

    /// Appends `terminalSafe(text)`.
    public mutating func terminalSafeText(_ text: String) {
        var text = text
        let plain = text.withUTF8 { utf8 in
            guard isPrintableASCII(utf8) else { return false }
            append(utf8)
            return true
        }
        if !plain { self.text(terminalSafe(text)) }
    }

    /// Appends `point.description`: `(x, y)`.
    public mutating func pointText(_ point: Point) {
        // Both coordinates below 10⁹ (most points): the whole text in one reservation of the buffer.
        if let x = DecimalDigits.scaled(point.x), let y = DecimalDigits.scaled(point.y) {
            return append(capacity: DecimalDigits.maximumPointCount) { DecimalDigits.point(x, y, at: $0) }
        }
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
