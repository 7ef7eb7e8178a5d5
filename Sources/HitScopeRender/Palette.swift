import HitScopeCore

/// The colours of the report's own roles, for light or dark surroundings. The SVG writer turns a palette into
/// CSS; the cairo viewer looks colours up directly, so both draw the same colours.
public struct Palette: Hashable, Sendable {
    private let colors: [ThemeRole: RGBAColor]

    private init(_ hex: [ThemeRole: String]) {
        var colors: [ThemeRole: RGBAColor] = [:]
        for (role, text) in hex { colors[role] = RGBAColor(parsing: text) }
        self.colors = colors
    }

    /// The colour of a role (every role has one in both palettes; the test suite checks it).
    public subscript(role: ThemeRole) -> RGBAColor { colors[role] ?? RGBAColor(red: 255, green: 0, blue: 255) }

    /// The colour of a paint.
    public func resolve(_ paint: Paint) -> RGBAColor {
        switch paint {
        case .color(let color): color
        case .theme(let role): self[role]
        }
    }

    public static let light = Palette([
        .canvas: "#eef0f3", .screen: "#ffffff", .screenEdge: "#1f2328", .ink: "#1f2328", .mutedInk: "#59636e",
        .viewEdge: "#57606a", .chip: "#ffffffe6", .chipInk: "#1f2328", .hitArea: "#6639ba",
        .notTouchable: "#cf222e", .redirect: "#bf3989", .hitView: "#1a7f37",
        .inside: "#0969da", .pointInsideNo: "#cf222e", .skipped: "#9a6700", .notVisited: "#6e7781",
        .badgeInk: "#ffffff", .tapMarker: "#1f2328", .deadZone: "#cf222e66",
    ])

    public static let dark = Palette([
        .canvas: "#0d1117", .screen: "#010409", .screenEdge: "#9198a1", .ink: "#e6edf3", .mutedInk: "#9198a1",
        .viewEdge: "#8b949e", .chip: "#161b22eb", .chipInk: "#e6edf3", .hitArea: "#a371f7",
        .notTouchable: "#ff7b72", .redirect: "#f778ba", .hitView: "#3fb950",
        .inside: "#4493f8", .pointInsideNo: "#f85149", .skipped: "#d29922", .notVisited: "#8b949e",
        .badgeInk: "#0d1117", .tapMarker: "#ffffff", .deadZone: "#f8514966",
    ])
}
