import HitScopeCore

extension Transform2D {
    /// `self` after `inner`: the transform that applies `inner` first, then `self`.
    func concatenating(_ inner: Transform2D) -> Transform2D {
        Transform2D(
            a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
            c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
            tx: a * inner.tx + c * inner.ty + tx, ty: b * inner.tx + d * inner.ty + ty)
    }

    /// A pure translation.
    static func translation(_ x: Double, _ y: Double) -> Transform2D {
        Transform2D(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// Whether the transform keeps rectangles axis-aligned and unflipped (a translation and a positive scale).
    var keepsAxes: Bool { b == 0 && c == 0 && a > 0 && d > 0 }
}

extension View {
    /// The affine map from this view's bounds space to its superview's bounds space (screen space for a window):
    /// the same map as `convertToSuperview`, as a matrix, so that it composes.
    var toSuperview: Transform2D {
        if transform.isIdentity {
            return .translation(frame.origin.x - boundsOrigin.x, frame.origin.y - boundsOrigin.y)
        }
        let centring = Transform2D.translation(-boundsOrigin.x - frame.size.width / 2, -boundsOrigin.y - frame.size.height / 2)
        return Transform2D.translation(frame.midX, frame.midY).concatenating(transform.concatenating(centring))
    }
}
