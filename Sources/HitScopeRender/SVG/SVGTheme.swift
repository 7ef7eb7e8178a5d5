import HitScopeCore

/// The CSS that colours a drawing's theme roles: light by default, dark on a screen when the reader prefers it (paper
/// is always light, so a page's print rules need not repeat the light ones). Generated from `Palette`, so the SVG and
/// the cairo viewer use the same colours.
public enum SVGTheme {
    /// The font stack: DejaVu Sans for Latin, WenQuanYi Micro Hei for Chinese (both installed by
    /// scripts/bootstrap), nothing to download.
    public static let fontFamily = "\"DejaVu Sans\", \"WenQuanYi Micro Hei\", sans-serif"

    /// The media query of the dark colours: a screen whose reader prefers dark.
    public static let darkMedia = "@media screen and (prefers-color-scheme: dark){\n"

    /// Rules for `.hs-drawing`, its step badges' numbers (the same on every badge, so written once here, not on each)
    /// and its role classes (`f-ROLE` fills, `s-ROLE` strokes).
    public static let css: String = {
        var css = ".hs-drawing{font-family:\(fontFamily)}\n"
        css += ".hs-drawing text{white-space:pre}\n"
        css += ".hs-drawing .badge text{font-size:\(n(Badge.labelSize))px;font-weight:bold;text-anchor:middle}\n"
        css += rules(Palette.light)
        css += darkMedia + rules(Palette.dark) + "}\n"
        return css
    }()

    /// The role rules for one palette.
    private static func rules(_ palette: Palette) -> String {
        ThemeRole.allCases.map { role in
            let color = cssColor(palette[role])
            return ".hs-drawing .f-\(role.rawValue){fill:\(color)}.hs-drawing .s-\(role.rawValue){stroke:\(color)}\n"
        }.joined()
    }

    /// `#rrggbb`, or `rgba(r,g,b,a)` for a colour that is not opaque.
    public static func cssColor(_ color: RGBAColor) -> String {
        if color.alpha == 255 { return color.description }
        return "rgba(\(color.red),\(color.green),\(color.blue),\(formatNumber((Double(color.alpha) / 255 * 1000).rounded() / 1000)))"
    }
}
