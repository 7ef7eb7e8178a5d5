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
        var inner = Substring(field.value)
        if let first = inner.first, "([{".contains(first), let last = inner.last, ")]}".contains(last) {
            inner = inner.dropFirst().dropLast()
        }
        let tokens = inner.split { $0 == " " || $0 == "," || $0 == ";" || $0 == "\t" }
        let values = tokens.map { Double($0) }
        guard tokens.count == count, !values.contains(nil) else {
            return .failure(.badValue(key: field.key, value: dumpPreview(field.value), expected: shape))
        }
        let numbers = values.map { $0! == 0 ? 0 : $0! }
        guard numbers.allSatisfy(\.isFinite) else {
            return .failure(.nonFinite(key: field.key, value: dumpPreview(field.value)))
        }
        return .success(numbers)
    }
}
