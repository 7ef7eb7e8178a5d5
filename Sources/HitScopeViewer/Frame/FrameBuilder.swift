import HitScopeCore
import HitScopeRender

/// Turns the viewer's state into a frame. Layers whose inputs did not change are reused as they were (the same
/// key), so the cached layers of a 10,000-view scene are built once, not on every pointer motion.
public struct FrameBuilder: Sendable {
    private var memo: [FrameLayer.Kind: FrameLayer] = [:]

    public init() {}

    public mutating func frame(for state: ViewerState) -> Frame {
        let layout = state.layout
        let viewport = state.viewport
        var layers: [FrameLayer] = []
        let scenes = SceneLayers(state: state)
        let canvasColor = Palette.light[.canvas]

        var sceneKey = Hasher()
        sceneKey.combine(state.sceneVersion)
        sceneKey.combine(state.traceVersion)
        sceneKey.combine(state.overlays)
        sceneKey.combine(state.screenshotFade)
        sceneKey.combine(viewport)
        sceneKey.combine(layout.drawing)
        sceneKey.combine(state.touchGrid != nil)
        sceneKey.combine(state.audit != nil)
        layers.append(
            layer(.scene, key: sceneKey.finalize(), cacheable: true, area: layout.drawing, viewport: viewport, background: canvasColor) {
                scenes.sceneItems()
            })
        layers.append(
            FrameLayer(
                kind: .marks, key: 0, cacheable: false, area: layout.drawing, scale: viewport.scale, offsetX: viewport.offsetX,
                offsetY: viewport.offsetY, background: nil, items: scenes.markItems()))
        if let message = state.banner {
            layers.append(pixels(.banner, area: layout.drawing, items: Banner(message: message, area: layout.drawing).items()))
        }

        var panelKey = Hasher()
        panelKey.combine(state.sceneVersion)
        panelKey.combine(state.touchVersion)
        panelKey.combine(state.selection)
        panelKey.combine(state.treeScroll)
        panelKey.combine(state.traceScroll)
        panelKey.combine(state.step)
        panelKey.combine(layout)
        // Built once a frame: its words depend on the pointer, so they are part of the key.
        let audit = state.overlays.contains(.audit) ? AuditPanelContent(state: state, width: layout.side.width) : nil
        panelKey.combine(audit)
        let inspector = state.selection.map { InspectorPanelContent(view: $0, state: state, width: layout.side.width) }
        panelKey.combine(inspector)
        let panelArea = PixelRect(x: 0, y: 0, width: layout.width, height: layout.status.y)
        layers.append(
            layer(.panels, key: panelKey.finalize(), cacheable: true, area: panelArea, viewport: Viewport(), background: nil) {
                TreePanel(state: state).items() + SidePanel(state: state, audit: audit, inspector: inspector).items()
            })
        layers.append(pixels(.status, area: layout.status, items: StatusBar(state: state).items()))
        if state.isHelpShown {
            layers.append(pixels(.help, area: PixelRect(x: 0, y: 0, width: layout.width, height: layout.height), items: KeyHelp(layout: layout).items()))
        }
        return Frame(width: layout.width, height: layout.height, layers: layers)
    }

    private mutating func layer(
        _ kind: FrameLayer.Kind, key: Int, cacheable: Bool, area: PixelRect, viewport: Viewport, background: RGBAColor?,
        items: () -> [DisplayItem]
    ) -> FrameLayer {
        if let previous = memo[kind], previous.key == key { return previous }
        let built = FrameLayer(
            kind: kind, key: key, cacheable: cacheable, area: area, scale: viewport.scale, offsetX: viewport.offsetX,
            offsetY: viewport.offsetY, background: background, items: items())
        memo[kind] = built
        return built
    }

    private func pixels(_ kind: FrameLayer.Kind, area: PixelRect, items: [DisplayItem]) -> FrameLayer {
        FrameLayer(kind: kind, key: 0, cacheable: false, area: area, scale: 1, offsetX: 0, offsetY: 0, background: nil, items: items)
    }
}
