import HitScopeCore

/// Builds the display list of a scene: the one place that decides what a drawing of a scene shows.
public struct SceneDrawing: Sendable {
    public let scene: Scene
    private let geometry: SceneGeometry

    public init(scene: Scene) {
        self.scene = scene
        self.geometry = SceneGeometry(scene.hierarchy)
    }

    /// The screenshot when the scene has one (the views then drawn as outlines), the scene, the touch-area overlay
    /// when a grid is given, one overlay per traced tap (in order), and the
    /// names and marks on top.
    public func displayList(taps: [HitTestTrace], touchAreas: TouchGrid? = nil) -> DisplayList {
        let screen = DrawingRect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
        let canvas = self.canvas(screen: screen)
        let h = scene.hierarchy
        let sceneLayer = SceneLayer(hierarchy: h, geometry: geometry, wireframe: scene.screenshot != nil, appearance: scene.appearance)
        let clearance = TextClearance(sceneLayer.contentBoxes())
        let marks = sceneLayer.marks(within: canvas, clearance: clearance)
        var layers: [Layer] = []
        if let screenshot = scene.screenshot {
            layers.append(Layer(kind: .screenshot, items: [.picture(Picture(screenshot, screen: screen))]))
        }
        layers.append(Layer(kind: .scene, items: sceneLayer.bodies(screen: screen)))
        if let touchAreas {
            layers.append(Layer(kind: .touchAreas, items: TouchAreaLayer(hierarchy: h).items(touchAreas)))
        }
        let tapLayer = TapLayer(hierarchy: h, geometry: geometry)
        for (index, trace) in taps.enumerated() {
            let items = tapLayer.items(
                tap: index, point: trace.point, summary: TraceSummary(trace), canvas: canvas, reserved: marks.nameBoxes, clearance: clearance,
                veil: sceneLayer.veil)
            layers.append(Layer(kind: .tap(index: index), items: items))
        }
        layers.append(Layer(kind: .labels, items: marks.items))
        return DisplayList(screen: screen, canvas: canvas, layers: layers)
    }

    /// The screen and what views draw around it, at most half a screen beyond each edge, with a small margin.
    private func canvas(screen: DrawingRect) -> DrawingRect {
        var box = screen
        for id in scene.hierarchy.drawingOrder {
            let corners = geometry.corners(of: id, in: scene.hierarchy)
            guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { continue }
            box = box.union(DrawingRect(bounding: corners))
        }
        let x0 = max(box.x, -screen.width / 2), y0 = max(box.y, -screen.height / 2)
        let x1 = min(box.maxX, screen.width * 1.5), y1 = min(box.maxY, screen.height * 1.5)
        let margin = 8.0
        return DrawingRect(x: x0 - margin, y: y0 - margin, width: x1 - x0 + 2 * margin, height: y1 - y0 + 2 * margin)
    }

    /// Screen polygons of the views whose drawn area holds `point`, front to back: what a person sees under a
    /// finger, including views that are hidden or transparent (drawn as outlines).
    public func viewsDrawn(at point: Point) -> [ViewID] {
        screen.viewsDrawn(at: point, in: scene.hierarchy)
    }

    /// Where each view is drawn on screen (Core's `ScreenMap`).
    public var screen: ScreenMap { geometry.screen }
}
