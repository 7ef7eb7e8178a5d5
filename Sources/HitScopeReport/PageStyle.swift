import HitScopeRender

/// The page's one style sheet: the page's colours (`PageColors`), the drawing's theme (`SVGTheme.css`) and the audit
/// colours, computed from the palettes, around the static rules of `Resources/Page/report.css` and
/// `report-print.css`, which hold no colour of their own. Light and dark follow the reader's preference on a screen
/// (`SVGTheme.darkMedia`); print is light (so the drawing's and the audit's light colours hold there as they are, and
/// only the page's own paper colours are set again), without controls, and shows every tap.
enum PageStyle {
    static let css: String = PageColors.css + SVGTheme.css + MarkColors.cssVariables + PageAssets.reportCSS + depthRules
        + "@media print{\n" + PageColors.print.variables + PageAssets.reportPrintCSS + "}\n"

    /// Indentation of steps by hitTest nesting (`d0` … `d24`; deeper steps share the last).
    private static let depthRules: String = (1...24).map { ".d\($0) .t{padding-left:\(Double($0) * 1.1)ch}\n" }.joined()
}
