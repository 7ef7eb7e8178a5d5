import HitScopeCore
import HitScopeRender

/// Every colour the pages name, written once: the roles a page shares with the drawing (the hit-test view, the
/// steps' outcomes, ink, badges, hit areas, redirects) come from `Palette`, which the cairo viewer paints as well;
/// the page's own surfaces (background, panels, rules, links, focus, the diff's gains and regressions) are here.
/// `css` turns them into CSS custom properties; the style sheets in Resources/Page only name `var(--…)`.
struct PageColors {
    /// The drawing's palette the shared roles come from.
    let palette: Palette
    /// The page's background, panels and lines between them.
    let background: String, panel: String, line: String
    /// Links and the selected control; the keyboard focus ring; highlighted text.
    let accent: String, focus: String, highlight: String
    /// The diff page's lost and gained touches.
    let regress: String, gain: String
    /// Text and quieter text (the palette's ink unless a medium needs its own, as print does).
    let ink: String, mutedInk: String

    init(
        palette: Palette, background: String, panel: String, line: String, accent: String, focus: String, highlight: String,
        regress: String, gain: String, ink: String? = nil, mutedInk: String? = nil
    ) {
        self.palette = palette
        (self.background, self.panel, self.line) = (background, panel, line)
        (self.accent, self.focus, self.highlight, self.regress, self.gain) = (accent, focus, highlight, regress, gain)
        self.ink = ink ?? SVGTheme.cssColor(palette[.ink])
        self.mutedInk = mutedInk ?? SVGTheme.cssColor(palette[.mutedInk])
    }

    static let light = PageColors(
        palette: .light, background: "#f6f8fa", panel: "#ffffff", line: "#d1d9e0", accent: "#0969da", focus: "#bf8700",
        highlight: "#fff8c5", regress: "#b3261e", gain: "#1a7f37")

    static let dark = PageColors(
        palette: .dark, background: "#0d1117", panel: "#151b23", line: "#3d444d", accent: "#4493f8", focus: "#e3b341",
        highlight: "#3b2e00", regress: "#ff7b72", gain: "#3fb950")

    /// Paper: black on white, greys that survive a laser printer, the light drawing.
    static let print = PageColors(
        palette: .light, background: "#ffffff", panel: "#ffffff", line: "#999999", accent: "#0969da", focus: "#bf8700",
        highlight: "#fff8c5", regress: "#b3261e", gain: "#1a7f37", ink: "#000000", mutedInk: "#444444")

    /// Light by default, dark on a screen when the reader prefers it (`SVGTheme.darkMedia`).
    static let css: String =
        ":root{color-scheme:light dark}\n" + light.variables + SVGTheme.darkMedia + dark.variables + "}\n"

    /// The custom properties of one set, on `:root`.
    var variables: String {
        let shared: [(String, ThemeRole)] = [
            ("hitView", .hitView), ("inside", .inside), ("pointInsideNo", .pointInsideNo), ("skipped", .skipped),
            ("notVisited", .notVisited), ("onBadge", .badgeInk), ("area", .hitArea), ("arrow", .redirect),
        ]
        let own = [
            ("bg", background), ("fg", ink), ("muted", mutedInk), ("panel", panel), ("line", line), ("accent", accent),
            ("focus", focus), ("mark", highlight), ("regress", regress), ("gain", gain),
        ]
        let pairs = own + shared.map { ($0.0, SVGTheme.cssColor(palette[$0.1])) }
        return ":root{" + pairs.map { "--\($0.0):\($0.1)" }.joined(separator: ";") + "}\n"
    }
}
