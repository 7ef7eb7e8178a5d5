import HitScopeCore

/// Reads the values UIKit prints with `%g` and friends: `(x y; w h)`, `{x, y}`, `[a, b, c, d, tx, ty]`,
/// `[m11, …; …; …; …, m44]`, `0.5`, `YES`. Numbers may be `nan`, `inf`, `-0` or `1e+308`; `-0` is read as 0.
/// Non-finite numbers are refused here, so that they never reach the engine.
enum DumpValues {
    /// `frame = (x y; w h)`.
    static func rect(_ field: DumpRecord.Field) -> Result<Rect, DumpProblem> {
        numbers(field, count: 4, shape: "(x y; w h)").map { Rect($0[0], $0[1], $0[2], $0[3]) }
    }

    /// `contentOffset: {x, y}`.
    static func point(_ field: DumpRecord.Field) -> Result<Point, DumpProblem> {
        numbers(field, count: 2, shape: "{x, y}").map { Point($0[0], $0[1]) }
    }

    /// `transform = [a, b, c, d, tx, ty]`.
    static func transform(_ field: DumpRecord.Field) -> Result<Transform2D, DumpProblem> {
        numbers(field, count: 6, shape: "[a, b, c, d, tx, ty]").map {
            Transform2D(a: $0[0], b: $0[1], c: $0[2], d: $0[3], tx: $0[4], ty: $0[5])
        }
    }

    /// `transform3D = [m11, m12, m13, m14; m21, …; m31, …; m41, m42, m43, m44]`: the 2-D transform it applies to
    /// the view's plane (z = 0), where the z row and column play no part. Perspective in x or y is refused.
    static func transform3D(_ field: DumpRecord.Field) -> Result<Transform2D, DumpProblem> {
        numbers(field, count: 16, shape: "[m11, m12, m13, m14; …; m41, m42, m43, m44]").flatMap { m in
            let m44 = m[15]
            guard m[3] == 0, m[7] == 0, m44 != 0 else { return .failure(.perspective(value: field.value)) }
            return .success(Transform2D(a: m[0] / m44, b: m[1] / m44, c: m[4] / m44, d: m[5] / m44, tx: m[12] / m44, ty: m[13] / m44))
        }
    }

    /// `alpha = 0.5`.
    static func number(_ field: DumpRecord.Field) -> Result<Double, DumpProblem> {
        numbers(field, count: 1, shape: "a number").map { $0[0] }
    }

    /// `hidden = YES`, `userInteractionEnabled = NO`.
    static func bool(_ field: DumpRecord.Field) -> Result<Bool, DumpProblem> {
        switch field.value {
        case "YES", "yes", "true", "1": .success(true)
        case "NO", "no", "false", "0": .success(false)
        default: .failure(.badValue(key: field.key, value: dumpPreview(field.value), expected: "YES or NO"))
        }
    }

    /// Exactly `count` finite numbers, separated by spaces, commas or semicolons, inside optional brackets.
    private static func numbers(_ field: DumpRecord.Field, count: Int, shape: String) -> Result<[Double], DumpProblem> {
        func bad() -> Result<[Double], DumpProblem> {
            .failure(.badValue(key: field.key, value: dumpPreview(field.value), expected: shape))
        }
        func isSeparator(_ c: UInt8) -> Bool {
            c == UInt8(ascii: " ") || c == UInt8(ascii: ",") || c == UInt8(ascii: ";") || c == UInt8(ascii: "\t")
        }
        var utf8 = Substring(field.value).utf8
        if let first = utf8.first, let last = utf8.last, utf8.count >= 2,
            (first == UInt8(ascii: "(") && last == UInt8(ascii: ")")) || (first == UInt8(ascii: "[") && last == UInt8(ascii: "]"))
                || (first == UInt8(ascii: "{") && last == UInt8(ascii: "}"))
        {
            utf8 = utf8.dropFirst().dropLast()
        }
        var numbers: [Double] = []
        numbers.reserveCapacity(count)
        var index = utf8.startIndex
        while index < utf8.endIndex {
            if isSeparator(utf8[index]) {
                index = utf8.index(after: index)
                continue
            }
            var end = index
            while end < utf8.endIndex, !isSeparator(utf8[end]) { end = utf8.index(after: end) }
            guard numbers.count < count, let value = number(Substring(utf8[index..<end])) else { return bad() }
            numbers.append(value == 0 ? 0 : value)  // -0 is 0
            index = end
        }
        guard numbers.count == count else { return bad() }
        guard numbers.allSatisfy(\.isFinite) else {
            return .failure(.nonFinite(key: field.key, value: dumpPreview(field.value)))
        }
        return .success(numbers)
    }

    private static let powersOfTen: [Double] = (0...22).map { exponent in (0..<exponent).reduce(1.0) { value, _ in value * 10 } }

    /// A number as `%g` prints it. Plain decimals of up to 15 digits are read directly (an integer of at most 15
    /// digits and a power of ten up to 10²² are exact doubles, so one division rounds exactly as `strtod` does);
    /// everything else (`1e+308`, `nan`, `inf`, long digits) goes to `Double(_:)`.
    static func number(_ token: Substring) -> Double? {
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        var negative = false
        var fast = true
        for (offset, c) in token.utf8.enumerated() {
            if c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") {
                mantissa = mantissa &* 10 &+ UInt64(c - UInt8(ascii: "0"))
                digits += 1
                if seenPoint { fractionDigits += 1 }
            } else if c == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else if c == UInt8(ascii: "-"), offset == 0 {
                negative = true
            } else {
                fast = false
                break
            }
        }
        guard fast, digits > 0, digits <= 15 else { return Double(token) }
        let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }
}
