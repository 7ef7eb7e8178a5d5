import HitScopeCore

/// Turns a printed frame into the frame HitScope places a view with.
///
/// With a transform, UIKit prints as `frame` the bounding box of the transformed bounds (about the default anchor
/// point, the centre). The box of a `w × h` view under `[a, b, c, d, tx, ty]` is
/// `W = |a|·w + |c|·h`, `H = |b|·w + |d|·h`, centred on `center + (tx, ty)`. Solving for `w` and `h` recovers the
/// bounds size; the centre is the box's centre less the translation. UIKit prints frames with `%g` (6 significant
/// digits), so recovered values within 0.002 of a multiple of 1/6 point (which holds every @2x and @3x position)
/// are snapped to it.
enum DumpGeometry {
    /// The engine frame (centre and bounds size, before the transform), and a note when something was assumed.
    ///
    /// `frameText` and `transformText` are the values as printed, for messages.
    static func frame(
        printed: Rect, transform: Transform2D, frameText: String, transformText: String
    ) -> Result<(Rect, DumpNote?), DumpProblem> {
        var box = printed
        var note: DumpNote?
        if box.size.width < 0 || box.size.height < 0 {
            box = Rect(
                min(box.minX, box.minX + box.size.width), min(box.minY, box.minY + box.size.height),
                abs(box.size.width), abs(box.size.height))
            note = .negativeSize(frame: frameText, readAs: box.description)
        }
        guard !transform.isIdentity else { return checked(box, note: note, frameText: frameText) }

        // Scaled so that the largest of |a|, |b|, |c|, |d| is 1: huge transforms must not overflow.
        let scale = max(abs(transform.a), abs(transform.b), abs(transform.c), abs(transform.d))
        var width = 0.0, height = 0.0
        if scale > 0 {
            let (a, b, c, d) = (abs(transform.a) / scale, abs(transform.b) / scale, abs(transform.c) / scale, abs(transform.d) / scale)
            let (boxWidth, boxHeight) = (box.size.width / scale, box.size.height / scale)
            let determinant = a * d - b * c
            if abs(determinant) > 1e-9 {
                width = (d * boxWidth - c * boxHeight) / determinant
                height = (a * boxHeight - b * boxWidth) / determinant
            } else {
                // |a|/|b| = |c|/|d| (a 45° rotation): only w + h is known. Assume a square.
                let side = a + c > 0 ? boxWidth / (a + c) : boxHeight / (b + d)
                (width, height) = (side, side)
                note = .boundsAssumedSquare(size: Size(snapped(side), snapped(side)).description)
            }
        }
        // With scale 0 the transform squashes the view to a point: nothing under it can be hit, whatever its size.
        let tolerance = 0.002
        guard width > -tolerance, height > -tolerance else {
            return .failure(.frameDoesNotFitTransform(frame: frameText, transform: transformText))
        }
        width = snapped(max(0, width))
        height = snapped(max(0, height))
        let centre = Point(snapped(box.midX - transform.tx), snapped(box.midY - transform.ty))
        return checked(Rect(centre.x - width / 2, centre.y - height / 2, width, height), note: note, frameText: frameText)
    }

    /// The value, or the nearest multiple of 1/6 when it is within 0.002 of it.
    static func snapped(_ value: Double) -> Double {
        let nearest = (value * 6).rounded() / 6
        let result = abs(nearest - value) <= 0.002 ? nearest : value
        return result == 0 ? 0 : result
    }

    /// Refuses frames whose edges or centre overflow to infinity.
    private static func checked(_ frame: Rect, note: DumpNote?, frameText: String) -> Result<(Rect, DumpNote?), DumpProblem> {
        let values = [frame.minX, frame.minY, frame.size.width, frame.size.height, frame.maxX, frame.maxY, frame.midX, frame.midY]
        guard values.allSatisfy(\.isFinite) else { return .failure(.tooLarge(key: "frame", value: frameText)) }
        return .success((frame, note))
    }
}
