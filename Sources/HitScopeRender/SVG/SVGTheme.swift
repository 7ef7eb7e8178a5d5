import HitScopeCore

/// The CSS that colours a drawing's theme roles: light by default, dark when the reader prefers it. Generated
/// from `Palette`, so the SVG and the cairo viewer use the same colours.
public enum SVGTheme {
    /// The font stack: DejaVu Sans for Latin, WenQuanYi Micro Hei for Chinese (both installed by
    /// scripts/bootstrap), nothing to download.
    public static let fontFamily = "\"DejaVu Sans\", \"WenQuanYi Micro Hei\", sans-serif"

    /// Rules for `.hs-drawing` and its role classes (`f-ROLE` fills, `s-ROLE` strokes).
    public static let css: String = {
        var css = ".hs-drawing{font-family:\(fontFamily)}\n"
        css += ".hs-drawing text{white-space:pre}\n"
        css += rules(Palette.light)
        css += "@media (prefers-color-scheme: dark){\n" + rules(Palette.dark) + "}\n"
        return css
    }()

    /// The role rules for one palette (the report also uses the light one for print).
    public static func rules(_ palette: Palette) -> String {
        ThemeRole.allCases.map { role in
            let color = cssColor(palette[role])
            return ".hs-drawing .f-\(role.rawValue){fill:\(color)}.hs-drawing .s-\(role.rawValue){stroke:\(color)}\n"
        }.joined()
    }

    /// `rgb(r,g,b)` or `rgba(r,g,b,a)`.
    public static func cssColor(_ color: RGBAColor) -> String {
        if color.alpha == 255 { return "rgb(\(color.red),\(color.green),\(color.blue))" }
        return "rgba(\(color.red),\(color.green),\(color.blue),\(formatNumber((Double(color.alpha) / 255 * 1000).rounded() / 1000)))"
    }
}
