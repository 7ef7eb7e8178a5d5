/// A 2-D affine transform (CGTransform2D): a point maps to `(a·x + c·y + tx, b·x + d·y + ty)`.
public struct Transform2D: Hashable, Sendable, CustomStringConvertible {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public var isIdentity: Bool { self == .identity }

    /// The determinant; zero means the transform squashes the view to a line or a point.
    public var determinant: Double { a * d - b * c }

    /// The image of `point`: `(a·x + c·y + tx, b·x + d·y + ty)`.
    public func apply(to point: Point) -> Point {
        Point(a * point.x + c * point.y + tx, b * point.x + d * point.y + ty)
    }

    /// A pure translation by `(x, y)`.
    public static func translation(_ x: Double, _ y: Double) -> Transform2D {
        Transform2D(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// `self` after `inner`: the transform that applies `inner` first, then `self` (the matrix product
    /// `self · inner`).
    public func concatenating(_ inner: Transform2D) -> Transform2D {
        Transform2D(
            a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
            c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
            tx: a * inner.tx + c * inner.ty + tx, ty: b * inner.tx + d * inner.ty + ty)
    }

    /// Whether the transform keeps rectangles axis-aligned and unflipped (a translation and a positive scale).
    public var keepsAxes: Bool { b == 0 && c == 0 && a > 0 && d > 0 }

    /// The inverse transform, or nil when the transform is not invertible (UIKit then converts every point to
    /// the same meaningless place; a scene with such a view is still valid, its subtree just cannot be hit).
    public var inverted: Transform2D? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return Transform2D(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    public var description: String {
        "[\([a, b, c, d, tx, ty].map(formatNumber).joined(separator: ", "))]"
    }
}
