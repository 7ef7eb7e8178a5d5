import CCairo
import CPango
import HitScopeCore
import HitScopeRender

/// Draws and measures text through Pango on one cairo context: font fallback (Chinese comes from WenQuanYi Micro
/// Hei when DejaVu Sans lacks it), right-to-left scripts and ligatures. Owns its layout and font descriptions.
public final class TextRenderer {
    /// The family every drawing names, for stable pictures (scripts/bootstrap installs it).
    public static let family = "DejaVu Sans"

    private let cr: OpaquePointer
    private let layout: OpaquePointer
    private let regular: OpaquePointer
    private let bold: OpaquePointer

    /// A renderer for the context's current and future transforms (call `contextChanged` after changing it).
    public init(_ context: Context) throws(CairoError) {
        guard let layout = pango_cairo_create_layout(context.pointer) else {
            throw CairoError("creating a text layout", status: CAIRO_STATUS_NO_MEMORY)
        }
        guard let regular = pango_font_description_new(), let bold = pango_font_description_new() else {
            g_object_unref(UnsafeMutableRawPointer(layout))
            throw CairoError("creating a font description", status: CAIRO_STATUS_NO_MEMORY)
        }
        for description in [regular, bold] { pango_font_description_set_family(description, Self.family) }
        pango_font_description_set_weight(bold, PANGO_WEIGHT_BOLD)
        // Grey antialiasing and unhinted metrics: text scales smoothly with zoom and looks the same everywhere.
        if let options = cairo_font_options_create() {
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
            cairo_font_options_destroy(options)
        }
        pango_layout_set_single_paragraph_mode(layout, 1)
        self.cr = context.pointer
        self.layout = layout
        self.regular = regular
        self.bold = bold
    }

    deinit {
        pango_font_description_free(regular)
        pango_font_description_free(bold)
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// Tells Pango that the context's transform changed (glyphs are placed for the device pixels).
    public func contextChanged() { pango_cairo_update_layout(cr, layout) }

    private func prepare(_ text: String, size: Double, weight: FontWeight) {
        let description = weight == .bold ? bold : regular
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, text, -1)
    }

    /// The advance width of `text` in user units.
    public func width(_ text: String, size: Double, weight: FontWeight = .regular) -> Double {
        prepare(text, size: size, weight: weight)
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_size(layout, &width, &height)
        return Double(width) / Double(PANGO_SCALE)
    }

    /// Draws `text` with its baseline at `origin.y`; `anchor` says which end of the text is at `origin.x`.
    /// The current source colours it.
    public func draw(_ text: String, at origin: Point, size: Double, weight: FontWeight, anchor: TextAnchor) {
        guard !text.isEmpty, size > 0 else { return }
        prepare(text, size: size, weight: weight)
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_size(layout, &width, &height)
        let w = Double(width) / Double(PANGO_SCALE)
        let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
        let x: Double
        switch anchor {
        case .start: x = origin.x
        case .middle: x = origin.x - w / 2
        case .end: x = origin.x - w
        }
        cairo_move_to(cr, x, origin.y - baseline)
        pango_cairo_show_layout(cr, layout)
    }
}
