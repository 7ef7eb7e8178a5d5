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
        for style in textStyles { css += ".hs-drawing .\(style.className){font-size:\(n(style.size))px\(style.bold ? ";font-weight:bold" : "")}\n" }
        css += rules(Palette.light)
        css += darkMedia + rules(Palette.dark) + "}\n"
        return css
    }()

    /// The text looks the drawing repeats most, each styled by one class (`t10b`: 10 points, bold) rather than by
    /// attributes on every text: the label chips' names and notes.
    static let textStyles: [(size: Double, bold: Bool, className: String)] = [
        (SceneLayer.nameSize, true, "t\(n(SceneLayer.nameSize))b"), (SceneLayer.chipSize, false, "t\(n(SceneLayer.chipSize))"),
    ]

    /// The class of a text run of that size and weight, anchored at its start, when the theme styles it.
    static func textClass(size: Double, weight: FontWeight, anchor: TextAnchor) -> String? {
        guard anchor == .start else { return nil }
        return textStyles.first { $0.size == size && $0.bold == (weight == .bold) }?.className
    }

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
