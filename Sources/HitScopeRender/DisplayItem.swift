import HitScopeCore

/// One thing to draw. A closed set, so that every back end draws every item.
public enum DisplayItem: Codable, Hashable, Sendable {
    /// A filled and/or stroked path.
    case shape(Shape)
    /// A line of text.
    case text(TextRun)
    /// A numbered disc: the place of a view in a tap's traversal, coloured by what happened there.
    case badge(Badge)
    /// A straight arrow (a `redirectTo` override: from the overriding view to its target).
    case arrow(Arrow)
    /// Where a tap lands.
    case tapMarker(TapMarker)
    /// A PNG picture stretched over a rectangle (the scene's screenshot).
    case picture(Picture)
    /// Items up to the matching `endClip` are drawn only inside the path (a view with `clipsToBounds`).
    case beginClip(Path)
    case endClip
}

/// What an item stands for, so that front ends can link it to the rest of the report or viewer.
public enum Subject: Codable, Hashable, Sendable {
    /// The body of a view: its bounds as drawn. `view` is the view's index in its hierarchy (`ViewID.index`).
    case view(Int)
    /// A mark that belongs to a view: its name, a chip, its hit area, a hatched part.
    case viewMark(Int)
    /// Touch-area overlay: the points that go to this view (nil: points that no view takes).
    case touchArea(Int?)
    /// Tap overlay: the visit of `view` in tap `tap` (0-based), at step `step` (0-based, among the steps a
    /// report lists).
    case visit(tap: Int, step: Int, view: Int)
    /// A tap's point.
    case tap(Int)
}

/// A filled and/or stroked path.
public struct Shape: Codable, Hashable, Sendable {
    public var path: Path
    public var fill: Fill?
    public var stroke: Stroke?
    /// Multiplies the whole shape (a view's alpha).
    public var opacity: Double
    public var subject: Subject?
    /// A short description for people: a tooltip, or what assistive technology reads.
    public var tooltip: String?

    public init(
        path: Path, fill: Fill? = nil, stroke: Stroke? = nil, opacity: Double = 1, subject: Subject? = nil,
        tooltip: String? = nil
    ) {
        self.path = path
        self.fill = fill
        self.stroke = stroke
        self.opacity = opacity
        self.subject = subject
        self.tooltip = tooltip
    }
}

/// A line of text. `origin` is on the baseline; `anchor` says which end of the text it is.
public struct TextRun: Codable, Hashable, Sendable {
    public var text: String
    public var origin: Point
    /// In points.
    public var size: Double
    public var weight: FontWeight
    public var anchor: TextAnchor
    public var paint: Paint
    public var subject: Subject?

    public init(
        text: String, origin: Point, size: Double, weight: FontWeight = .regular, anchor: TextAnchor = .start,
        paint: Paint, subject: Subject? = nil
    ) {
        self.text = text
        self.origin = origin
        self.size = size
        self.weight = weight
        self.anchor = anchor
        self.paint = paint
        self.subject = subject
    }
}

public enum FontWeight: String, Codable, Hashable, Sendable {
    case regular, bold
}

public enum TextAnchor: String, Codable, Hashable, Sendable {
    case start, middle, end
}

/// A numbered disc: `label` centred in a circle of `radius`, coloured by `outcome`.
public struct Badge: Codable, Hashable, Sendable {
    /// The size of every badge's number, in points, bold and centred: the SVG theme's rule and the cairo painter's.
    public static let labelSize = 9.0
    /// How far below the centre the number's baseline sits, in points.
    public static let labelBaseline = 3.2

    public var center: Point
    public var radius: Double
    public var label: String
    public var outcome: Outcome
    public var subject: Subject?

    public init(center: Point, radius: Double, label: String, outcome: Outcome, subject: Subject? = nil) {
        self.center = center
        self.radius = radius
        self.label = label
        self.outcome = outcome
        self.subject = subject
    }
}

/// What happened to a view during one hit-test: the colour code of tap overlays and step lists.
public enum Outcome: String, Codable, Hashable, Sendable, CaseIterable {
    /// The hit-test view.
    case hitView
    /// Asked, its `pointInside` said YES (or it asked its subviews regardless), but it is not the hit-test view.
    case inside
    /// Its `pointInside` said NO: its subviews were not asked.
    case pointInsideNo
    /// Skipped before `pointInside` (hidden, alpha <= 0.01, userInteractionEnabled NO, or hitTest overridden to
    /// return nil).
    case skipped
    /// Never asked.
    case notVisited

    /// The palette role that colours the outcome.
    public var role: ThemeRole {
        switch self {
        case .hitView: .hitView
        case .inside: .inside
        case .pointInsideNo: .pointInsideNo
        case .skipped: .skipped
        case .notVisited: .notVisited
        }
    }
}

/// A straight arrow with a filled head at `to`.
public struct Arrow: Codable, Hashable, Sendable {
    public var from: Point
    public var to: Point
    public var stroke: Stroke
    public var subject: Subject?

    public init(from: Point, to: Point, stroke: Stroke, subject: Subject? = nil) {
        self.from = from
        self.to = to
        self.stroke = stroke
        self.subject = subject
    }

    /// The arrow head as a triangle, tip first; the same for every back end.
    public var head: [Point] {
        let dx = to.x - from.x, dy = to.y - from.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return [to, to, to] }
        let size = 4 + 2 * stroke.width
        let ux = dx / length, uy = dy / length
        let base = Point(to.x - ux * size, to.y - uy * size)
        return [to, Point(base.x - uy * size / 2, base.y + ux * size / 2), Point(base.x + uy * size / 2, base.y - ux * size / 2)]
    }
}

/// Where a tap lands: a ring and cross hairs, with the tap's number.
public struct TapMarker: Codable, Hashable, Sendable {
    /// The size of the number, in points (bold).
    public static let labelSize = 11.0
    /// Where the number starts by default, from the point: up and to the right of the ring.
    public static let labelOffset = Point(10, -10)

    public var point: Point
    public var label: String
    /// Where the number's baseline starts: `point + labelOffset` unless the app's text is there (`TapLayer`).
    public var labelOrigin: Point
    public var subject: Subject?

    public init(point: Point, label: String, labelOrigin: Point? = nil, subject: Subject? = nil) {
        self.point = point
        self.label = label
        self.labelOrigin = labelOrigin ?? Point(point.x + Self.labelOffset.x, point.y + Self.labelOffset.y)
        self.subject = subject
    }
}
