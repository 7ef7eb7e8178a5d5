import HitScopeCore

/// A colour: one of the scene's own (a view's colour) or a role of the report's palette, which a back end
/// resolves for light or dark surroundings (`Palette`).
public enum Paint: Codable, Hashable, Sendable {
    case color(RGBAColor)
    case theme(ThemeRole)

    /// Encoded as `#rrggbb[aa]` for a colour and the role's name for a role.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .color(let color): try container.encode(color.description)
        case .theme(let role): try container.encode(role.rawValue)
        }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        if let role = ThemeRole(rawValue: text) {
            self = .theme(role)
        } else if text.hasPrefix("#"), let color = RGBAColor(parsing: text) {
            self = .color(color)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a paint: \(text)")
        }
    }
}

/// The colours a report uses for itself, by meaning.
public enum ThemeRole: String, Codable, Hashable, Sendable, CaseIterable {
    /// Around the screen.
    case canvas
    /// The screen behind every window.
    case screen
    /// The screen's edge.
    case screenEdge
    /// Text on the canvas.
    case ink
    /// Secondary text and thin outlines.
    case mutedInk
    /// A view's outline.
    case viewEdge
    /// The background of a label or chip on top of the drawing.
    case chip
    /// Text on a chip.
    case chipInk
    /// The outline of a hit area that differs from the bounds.
    case hitArea
    /// The hatching of parts that are drawn but not touchable.
    case notTouchable
    /// A `redirectTo` arrow.
    case redirect
    /// Tap overlays (the veil that dims views the hit-test never visited is the app's own background,
    /// `SceneLayer.veil`).
    case hitView
    case inside
    case pointInsideNo
    case skipped
    case notVisited
    /// Text on a badge.
    case badgeInk
    /// The tap marker.
    case tapMarker
    /// Touch-area overlay: points no view takes.
    case deadZone
}

/// How a path's outline is drawn.
public struct Stroke: Codable, Hashable, Sendable {
    public var paint: Paint
    /// In points.
    public var width: Double
    public var dash: Dash

    public init(_ paint: Paint, width: Double = 1, dash: Dash = .solid) {
        self.paint = paint
        self.width = width
        self.dash = dash
    }
}

/// Line styles; each back end turns them into dash lengths proportional to the line width.
public enum Dash: String, Codable, Hashable, Sendable {
    case solid, dashed, dotted

    /// On and off lengths in points for a line of `width` (empty: solid).
    public func pattern(width: Double) -> [Double] {
        switch self {
        case .solid: []
        case .dashed: [4 * max(1, width), 3 * max(1, width)]
        case .dotted: [max(1, width), 2 * max(1, width)]
        }
    }
}

/// How a path's inside is painted.
public enum Fill: Codable, Hashable, Sendable {
    case solid(Paint)
    /// Diagonal stripes (45°, every `Fill.hatchSpacing` points) on a transparent ground: each stripe a line in the
    /// paint beside a line in the `screen` role, so that the stripes show on any colour.
    case hatch(Paint)

    /// The distance between stripes, in points.
    public static let hatchSpacing: Double = 6
    /// The width of each of a stripe's two lines, in points.
    public static let hatchWidth: Double = 1.25
}
