import HitScopeCore

/// The colours of the marks' levels (the audit's verdicts), for light or dark surroundings: Okabe and Ito's colour-blind-safe set
/// (vermillion, orange, blue), apart in lightness as well as hue. Drawings never rely on colour alone: errors
/// are outlined solid and badged ✖, warnings dashed and badged ⚠.
public struct MarkColors: Hashable, Sendable {
    /// A view with at least one error.
    public let error: RGBAColor
    /// A view whose worst finding is a warning.
    public let warning: RGBAColor
    /// An audited view without findings.
    public let pass: RGBAColor
    /// Text on an error badge.
    public let onError: RGBAColor
    /// Text on a warning badge.
    public let onWarning: RGBAColor

    public static let light = MarkColors(
        error: RGBAColor(red: 0xd5, green: 0x5e, blue: 0x00), warning: RGBAColor(red: 0xe6, green: 0x9f, blue: 0x00),
        pass: RGBAColor(red: 0x00, green: 0x72, blue: 0xb2), onError: RGBAColor(red: 0xff, green: 0xff, blue: 0xff),
        onWarning: RGBAColor(red: 0x1f, green: 0x23, blue: 0x28))

    public static let dark = MarkColors(
        error: RGBAColor(red: 0xff, green: 0x8a, blue: 0x3d), warning: RGBAColor(red: 0xf0, green: 0xc2, blue: 0x3b),
        pass: RGBAColor(red: 0x56, green: 0xb4, blue: 0xe9), onError: RGBAColor(red: 0x0d, green: 0x11, blue: 0x17),
        onWarning: RGBAColor(red: 0x0d, green: 0x11, blue: 0x17))

    /// The colour of a verdict: the worst severity, nil for an audited view without findings.
    public func color(_ severity: TargetMarks.Level?) -> RGBAColor {
        switch severity {
        case .error?: error
        case .warning?: warning
        case nil: pass
        }
    }

    /// CSS custom properties `--auditError` and `--auditWarning`, light by default and dark on a screen when the reader
    /// prefers it (`SVGTheme.darkMedia`): the HTML report's audit section uses the viewer's colours.
    public static let cssVariables: String =
        cssVariables(light) + SVGTheme.darkMedia + cssVariables(dark) + "}\n"

    /// The custom properties for one set of colours.
    private static func cssVariables(_ colors: MarkColors) -> String {
        ":root{--auditError:\(SVGTheme.cssColor(colors.error));--auditWarning:\(SVGTheme.cssColor(colors.warning))}\n"
    }

    /// The colour of text on a badge of that verdict.
    public func ink(_ severity: TargetMarks.Level?) -> RGBAColor {
        severity == .warning ? onWarning : onError
    }
}
