/// Where the side panel's two sections go: the touch on top (at most two fifths of the panel), the trace below.
struct SidePanelGeometry {
    let touchHeader: PixelRect
    let touchBody: PixelRect
    let traceHeader: PixelRect
    let traceBody: PixelRect
    let touchVisibleLines: Int
    let traceVisibleLines: Int

    init(layout: Layout, content: SidePanelContent) {
        let side = layout.side
        let header = PanelMetrics.headerHeight, line = SidePanelContent.lineHeight
        let maxTouchLines = max(1, (side.height * 2 / 5 - header) / line)
        touchVisibleLines = min(max(1, content.touchLines.count), maxTouchLines)
        touchHeader = PixelRect(x: side.x, y: side.y, width: side.width, height: header)
        touchBody = PixelRect(x: side.x, y: touchHeader.maxY, width: side.width, height: touchVisibleLines * line + 8)
        traceHeader = PixelRect(x: side.x, y: touchBody.maxY, width: side.width, height: header)
        traceBody = PixelRect(x: side.x, y: traceHeader.maxY, width: side.width, height: max(0, side.maxY - traceHeader.maxY))
        traceVisibleLines = max(1, (traceBody.height - 4) / line)
    }
}
