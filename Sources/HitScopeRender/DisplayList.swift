import HitScopeCore

/// A drawing of a scene as plain, versioned data: what every back end (the SVG writer, the cairo viewer) draws.
///
/// Coordinates are screen points. The list holds no back-end notions: no CSS, no element ids, no cairo calls.
/// It is cut into layers that a front end shows or hides as a whole: the scene itself, the touch-area overlay,
/// one overlay per tap, and the views' names and marks on top.
public struct DisplayList: Codable, Hashable, Sendable {
    /// The version of this format; bumped on any incompatible change.
    public static let currentFormatVersion = 1

    public var formatVersion: Int
    /// The screen, in points: touches can only start inside it.
    public var screen: DrawingRect
    /// The area worth drawing: the screen and what views draw around it (children outside their parents).
    public var canvas: DrawingRect
    /// Back to front.
    public var layers: [Layer]

    public init(screen: DrawingRect, canvas: DrawingRect, layers: [Layer]) {
        self.formatVersion = Self.currentFormatVersion
        self.screen = screen
        self.canvas = canvas
        self.layers = layers
    }

    /// The layer of a kind, if the list has one.
    public func layer(_ kind: LayerKind) -> Layer? { layers.first { $0.kind == kind } }
}

/// A group of items shown or hidden together.
public struct Layer: Codable, Hashable, Sendable {
    public var kind: LayerKind
    public var items: [DisplayItem]

    public init(kind: LayerKind, items: [DisplayItem]) {
        self.kind = kind
        self.items = items
    }
}

/// What a layer shows.
public enum LayerKind: Codable, Hashable, Sendable {
    /// The scene's screenshot, under everything (the views are drawn as outlines over it).
    case screenshot
    /// The views as drawn, with their marks (hidden, transparent, not touchable, hit areas, redirects).
    case scene
    /// Every screen point tinted by the view that receives it (the touch-area overlay).
    case touchAreas
    /// The hit-test of tap `index` (0-based): outcomes, numbered badges in traversal order, the tap point.
    case tap(index: Int)
    /// Names, marks, hit areas and redirect arrows: above every overlay, so that they stay readable.
    case labels
}

/// An upright rectangle of a drawing, in screen points, as an origin and a size: the screen, the canvas, a label's
/// chip, the part of the canvas in view. (Geometry's `Box` keeps edges instead; `init(_:)` turns one into this.)
public struct DrawingRect: Codable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// The rectangle with the box's edges: `maxX − minX` wide, `maxY − minY` high.
    public init(_ box: Box) {
        self.init(x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY)
    }

    /// The smallest upright rectangle around some points (`Box(bounding:)`); an empty one at the origin for none.
    public init(bounding points: [Point]) {
        self.init(Box(bounding: points) ?? Box(minX: 0, minY: 0, maxX: 0, maxY: 0))
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// The smallest box holding both.
    public func union(_ other: DrawingRect) -> DrawingRect {
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return DrawingRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The same edges as a `Box`, for Core's geometry.
    public var box: Box { Box(minX: x, minY: y, maxX: maxX, maxY: maxY) }

    /// Whether the two boxes overlap (touching edges do not count).
    public func overlaps(_ other: DrawingRect) -> Bool { box.intersects(other.box) }

    /// Whether `other` lies wholly within this box.
    public func contains(_ other: DrawingRect) -> Bool { box.contains(other.box) }

    /// Whether every edge is a finite number.
    public var isFinite: Bool { x.isFinite && y.isFinite && maxX.isFinite && maxY.isFinite }

    /// The four corners, clockwise from the top left.
    public var corners: [Point] {
        [Point(x, y), Point(maxX, y), Point(maxX, maxY), Point(x, maxY)]
    }
}
