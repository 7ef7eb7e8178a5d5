import CCairo
import HitScopeCore
import HitScopeRender

/// Draws display items on a cairo context, the way the SVG back end writes them: the same paths, colours,
/// dashes, hatching, badges, arrows and tap markers, so the window and PNG files look like the report's drawing.
public final class Painter {
    public let context: Context
    public let palette: Palette
    private let text: TextRenderer
    /// The last picture decoded, under its digest.
    private var decoded: (digest: UInt64, surface: ImageSurface)?
    private var cr: OpaquePointer { context.pointer }

    public init(_ context: Context, palette: Palette = .light) throws(CairoError) {
        self.context = context
        self.palette = palette
        self.text = try TextRenderer(context)
    }

    /// Sets the map from item coordinates to device pixels: `device = item × scale + offset`.
    public func setTransform(scale: Double, offsetX: Double, offsetY: Double) {
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, scale, 0, 0, scale, offsetX, offsetY)
        cairo_set_matrix(cr, &matrix)
        text.contextChanged()
    }

    /// Fills the whole target (or the current clip) with a colour.
    public func clear(_ color: RGBAColor) {
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        setSource(color)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Draws items back to front. `visible`, in item coordinates, lets items wholly outside it be skipped.
    public func draw(_ items: [DisplayItem], visible: DrawingRect? = nil) {
        var clipDepth = 0
        for item in items {
            switch item {
            case .beginClip(let path):
                cairo_save(cr)
                clipDepth += 1
                addPath(path)
                cairo_clip(cr)
            case .endClip:
                guard clipDepth > 0 else { continue }
                clipDepth -= 1
                cairo_restore(cr)
            default:
                if let visible, let box = Self.bounds(of: item), !box.overlaps(visible) { continue }
                draw(item)
            }
        }
        while clipDepth > 0 {
            clipDepth -= 1
            cairo_restore(cr)
        }
    }

    /// Measures text as `draw` would write it (user units).
    public func textWidth(_ string: String, size: Double, weight: FontWeight = .regular) -> Double {
        text.width(string, size: size, weight: weight)
    }

    private func draw(_ item: DisplayItem) {
        switch item {
        case .shape(let shape): draw(shape)
        case .text(let run):
            setSource(palette.resolve(run.paint))
            text.draw(run.text, at: run.origin, size: run.size, weight: run.weight, anchor: run.anchor)
        case .badge(let badge): draw(badge)
        case .arrow(let arrow): draw(arrow)
        case .tapMarker(let marker): draw(marker)
        case .picture(let picture): draw(picture)
        case .beginClip, .endClip: break
        }
    }

    private func draw(_ shape: Shape) {
        guard shape.opacity > 0 else { return }
        let grouped = shape.opacity < 1 && shape.fill != nil && shape.stroke != nil
        let alpha = grouped ? 1 : shape.opacity
        if grouped { cairo_push_group(cr) }
        switch shape.fill {
        case .solid(let paint)?:
            addPath(shape.path)
            setSource(palette.resolve(paint), alpha: alpha)
            cairo_fill(cr)
        case .hatch(let paint)?:
            hatch(shape.path, color: palette.resolve(paint), alpha: alpha)
        case nil:
            break
        }
        if let stroke = shape.stroke {
            addPath(shape.path)
            apply(stroke, alpha: alpha)
            cairo_stroke(cr)
        }
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, shape.opacity)
        }
    }

    /// Diagonal lines at 45°, `Fill.hatchSpacing` apart, inside the path (the SVG pattern, rotated 45°).
    private func hatch(_ path: Path, color: RGBAColor, alpha: Double) {
        guard let box = Self.bounds(path.points) else { return }
        cairo_save(cr)
        addPath(path)
        cairo_clip(cr)
        let spacing = Fill.hatchSpacing, s = 0.5.squareRoot()
        // Lines x·cos45 + y·sin45 = k·spacing (k whole), covering the box.
        let low = ((box.x + box.y) * s / spacing).rounded(.down), high = ((box.maxX + box.maxY) * s / spacing).rounded(.up)
        var k = low
        while k <= high {
            let c = k * spacing / s  // x + y = c
            cairo_move_to(cr, c - box.y + 1, box.y - 1)
            cairo_line_to(cr, c - box.maxY - 1, box.maxY + 1)
            k += 1
        }
        setSource(color, alpha: alpha)
        cairo_set_line_width(cr, Fill.hatchWidth)
        cairo_set_dash(cr, nil, 0, 0)
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    /// The picture stretched over its rectangle, decoded once for as long as its digest is drawn; a PNG that does
    /// not decode leaves a line saying so instead.
    private func draw(_ picture: Picture) {
        guard picture.opacity > 0 else { return }
        let surface: ImageSurface
        if let decoded, decoded.digest == picture.digest {
            surface = decoded.surface
        } else {
            do {
                surface = try ImageSurface(png: picture.png, name: "the screenshot")
            } catch {
                setSource(palette[.mutedInk])
                text.draw("\(error)", at: Point(picture.rect.x + 4, picture.rect.y + 14), size: 11, weight: .regular, anchor: .start)
                return
            }
            decoded = (picture.digest, surface)
        }
        cairo_save(cr)
        cairo_translate(cr, picture.rect.x, picture.rect.y)
        cairo_scale(cr, picture.rect.width / Double(surface.width), picture.rect.height / Double(surface.height))
        cairo_set_source_surface(cr, surface.pointer, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint_with_alpha(cr, picture.opacity)
        cairo_restore(cr)
    }

    private func draw(_ badge: Badge) {
        cairo_new_path(cr)
        cairo_arc(cr, badge.center.x, badge.center.y, badge.radius, 0, 2 * Double.pi)
        setSource(palette[badge.outcome.role])
        cairo_fill(cr)
        setSource(palette[.badgeInk])
        text.draw(badge.label, at: Point(badge.center.x, badge.center.y + Badge.labelBaseline), size: Badge.labelSize, weight: .bold, anchor: .middle)
    }

    private func draw(_ arrow: Arrow) {
        cairo_new_path(cr)
        cairo_move_to(cr, arrow.from.x, arrow.from.y)
        cairo_line_to(cr, arrow.to.x, arrow.to.y)
        apply(arrow.stroke, alpha: 1)
        cairo_stroke(cr)
        addPath(Path(polygon: arrow.head))
        setSource(palette.resolve(arrow.stroke.paint))
        cairo_fill(cr)
    }

    private func draw(_ marker: TapMarker) {
        let p = marker.point
        let crossAndRing = {
            cairo_new_path(self.cr)
            cairo_arc(self.cr, p.x, p.y, 7, 0, 2 * Double.pi)
            for (x0, y0, x1, y1) in [(-14.0, 0.0, -4.0, 0.0), (4, 0, 14, 0), (0, -14, 0, -4), (0, 4, 0, 14)] {
                cairo_move_to(self.cr, p.x + x0, p.y + y0)
                cairo_line_to(self.cr, p.x + x1, p.y + y1)
            }
        }
        cairo_set_dash(cr, nil, 0, 0)
        crossAndRing()
        cairo_set_line_width(cr, 5)
        setSource(palette[.screen])
        cairo_stroke(cr)
        crossAndRing()
        cairo_set_line_width(cr, 2)
        setSource(palette[.tapMarker])
        cairo_stroke(cr)
        // The number, outlined in the screen colour so that it reads on any view (SVG: paint-order stroke).
        setSource(palette[.screen])
        let origin = marker.labelOrigin
        for (dx, dy) in [(-1.0, 0.0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (-1, 1), (1, -1)] {
            text.draw(marker.label, at: Point(origin.x + dx, origin.y + dy), size: TapMarker.labelSize, weight: .bold, anchor: .start)
        }
        setSource(palette[.tapMarker])
        text.draw(marker.label, at: origin, size: TapMarker.labelSize, weight: .bold, anchor: .start)
    }

    private func apply(_ stroke: Stroke, alpha: Double) {
        setSource(palette.resolve(stroke.paint), alpha: alpha)
        cairo_set_line_width(cr, stroke.width)
        let dashes = stroke.dash.pattern(width: stroke.width)
        cairo_set_dash(cr, dashes, Int32(dashes.count), 0)
    }

    private func addPath(_ path: Path) {
        cairo_new_path(cr)
        for command in path.commands {
            switch command {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .curve(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cr)
            }
        }
    }

    private func setSource(_ color: RGBAColor, alpha: Double = 1) {
        cairo_set_source_rgba(
            cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255, Double(color.alpha) / 255 * alpha)
    }

    /// A generous box around what an item draws (text is estimated), for skipping items out of view.
    static func bounds(of item: DisplayItem) -> DrawingRect? {
        switch item {
        case .shape(let shape):
            guard let box = bounds(shape.path.points) else { return nil }
            let margin = (shape.stroke?.width ?? 0) / 2 + 1
            return DrawingRect(x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin)
        case .text(let run):
            let width = TextMetrics.width(run.text, size: run.size) * 1.5 + run.size
            return DrawingRect(x: run.origin.x - width, y: run.origin.y - run.size * 1.5, width: 2 * width, height: run.size * 2.5)
        case .badge(let badge):
            return DrawingRect(x: badge.center.x - badge.radius, y: badge.center.y - badge.radius, width: 2 * badge.radius, height: 2 * badge.radius)
        case .arrow(let arrow):
            return bounds([arrow.from, arrow.to] + arrow.head)
        case .tapMarker(let marker):
            return DrawingRect(x: marker.point.x - 16, y: marker.point.y - 26, width: 50, height: 42)
        case .picture(let picture):
            return picture.rect
        case .beginClip, .endClip:
            return nil
        }
    }

    private static func bounds(_ points: [Point]) -> DrawingRect? {
        Box(bounding: points).map(DrawingRect.init)
    }
}
