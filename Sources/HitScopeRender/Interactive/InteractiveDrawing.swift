import HitScopeCore

/// The drawing of a scene for an interactive front end (the cairo viewer): built once per scene state, then asked
/// for single layers as the user acts, so that a press redraws one tap overlay and not the whole scene.
///
/// Every layer is made by the same code as `SceneDrawing.displayList`, so the window looks like the report.
public struct InteractiveDrawing: Sendable {
    public let scene: Scene
    /// The scene layer and the canvas, as `SceneDrawing` draws them without taps.
    public let base: DisplayList
    let geometry: SceneGeometry
    /// The app's text, which overlays and badges leave clear.
    public let clearance: TextClearance
    private let veil: RGBAColor

    public init(scene: Scene) {
        self.scene = scene
        self.base = SceneDrawing(scene: scene).displayList(taps: [])
        self.geometry = SceneGeometry(scene.hierarchy)
        let layer = SceneLayer(hierarchy: scene.hierarchy, geometry: geometry, wireframe: scene.screenshot != nil, appearance: scene.appearance)
        self.clearance = TextClearance(layer.contentBoxes())
        self.veil = layer.veil
    }

    /// The overlay of one traced tap (outcomes, numbered badges, the tap point), as the report draws tap `index`.
    public func tapLayer(_ trace: HitTestTrace, index: Int = 0) -> Layer {
        let items = TapLayer(hierarchy: scene.hierarchy, geometry: geometry)
            .items(tap: index, point: trace.point, summary: TraceSummary(trace), canvas: base.canvas, clearance: clearance, veil: veil)
        return Layer(kind: .tap(index: index), items: items)
    }

    /// The touch-area overlay for a grid of hit-test answers.
    public func touchAreaLayer(_ grid: TouchGrid) -> Layer {
        Layer(kind: .touchAreas, items: TouchAreaLayer(hierarchy: scene.hierarchy).items(grid))
    }

    /// Where each view is drawn on screen (Core's `ScreenMap`), for the drawn-view index.
    public var screen: ScreenMap { geometry.screen }

    /// A view's bounds as a screen polygon (after every transform), clockwise from its top-left corner.
    public func corners(of id: ViewID) -> [Point] {
        geometry.corners(of: id, in: scene.hierarchy)
    }
}
