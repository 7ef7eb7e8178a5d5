/// Where the side panel's sections go: the touch on top (at most two fifths of the panel), the trace below, the
/// selected view's inspector (the height its lines need, up to half the panel, two fifths beside the audit), and
/// while the audit overlay is shown, the audit's findings at the bottom (two fifths of the panel, one fifth beside
/// the inspector).
package struct SidePanelGeometry {
    let touchHeader: PixelRect
    let touchBody: PixelRect
    let traceHeader: PixelRect
    package let traceBody: PixelRect
    let touchVisibleLines: Int
    let traceVisibleLines: Int
    /// Empty while the audit overlay is hidden.
    let auditHeader: PixelRect
    let auditBody: PixelRect
    let auditVisibleLines: Int
    /// Empty while no view is selected.
    let inspectorHeader: PixelRect
    let inspectorBody: PixelRect
    let inspectorVisibleLines: Int

    /// `inspectorLines` is the number of lines of the selected view's inspector, 0 when no view is selected.
    package init(layout: Layout, content: SidePanelContent, audit: Bool = false, inspectorLines: Int = 0) {
        let side = layout.side
        let header = PanelMetrics.headerHeight, line = SidePanelContent.lineHeight
        let inspector = inspectorLines > 0
        let auditHeight = audit ? max(header + line, side.height * (inspector ? 1 : 2) / 5) : 0
        let inspectorCap = audit ? side.height * 2 / 5 : side.height / 2
        let inspectorHeight = inspector ? max(header + line, min(header + inspectorLines * line + 8, inspectorCap)) : 0
        let auditTop = side.maxY - auditHeight
        let inspectorTop = auditTop - inspectorHeight
        let maxTouchLines = max(1, (side.height * 2 / 5 - header) / line)
        touchVisibleLines = min(max(1, content.touchLines.count), maxTouchLines)
        touchHeader = PixelRect(x: side.x, y: side.y, width: side.width, height: header)
        touchBody = PixelRect(x: side.x, y: touchHeader.maxY, width: side.width, height: touchVisibleLines * line + 8)
        traceHeader = PixelRect(x: side.x, y: touchBody.maxY, width: side.width, height: header)
        traceBody = PixelRect(x: side.x, y: traceHeader.maxY, width: side.width, height: max(0, inspectorTop - traceHeader.maxY))
        traceVisibleLines = max(1, (traceBody.height - 4) / line)
        auditHeader = PixelRect(x: side.x, y: auditTop, width: side.width, height: audit ? header : 0)
        auditBody = PixelRect(x: side.x, y: auditHeader.maxY, width: side.width, height: max(0, side.maxY - auditHeader.maxY))
        auditVisibleLines = max(0, (auditBody.height - 4) / line)
        inspectorHeader = PixelRect(x: side.x, y: inspectorTop, width: side.width, height: inspector ? header : 0)
        inspectorBody = PixelRect(x: side.x, y: inspectorHeader.maxY, width: side.width, height: max(0, auditTop - inspectorHeader.maxY))
        inspectorVisibleLines = max(0, (inspectorBody.height - 4) / line)
    }
}
