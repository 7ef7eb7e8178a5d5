import HitScopeCore
import HitScopeRender

/// The view tree on the left: every view indented by depth, the selection highlighted, the touch's hit-test view
/// marked, views that hit-testing skips in grey. Only the rows in view are drawn, so any scene size is cheap.
struct TreePanel {
    let state: ViewerState

    func items() -> [DisplayItem] {
        let area = state.layout.tree
        guard !area.isEmpty else { return [] }
        let h = state.scene.hierarchy
        let x = Double(area.x), w = Double(area.width)
        var items: [DisplayItem] = [
            ChromeStyle.rect(area, ChromeStyle.panel),
            ChromeStyle.rect(PixelRect(x: area.x, y: area.y, width: area.width, height: PanelMetrics.headerHeight), ChromeStyle.header),
            ChromeStyle.text(
                TextMetrics.fit("Views (\(h.count)) — click to select", size: PanelMetrics.headerTextSize, maxWidth: (w - 20) / 1.12) ?? "",
                x + 10, Double(area.y) + 17, size: PanelMetrics.headerTextSize, color: ChromeStyle.ink, bold: true),
            ChromeStyle.line(Double(area.maxX) - 0.5, Double(area.y), Double(area.maxX) - 0.5, Double(area.maxY), ChromeStyle.border),
        ]
        let body = PixelRect(x: area.x, y: area.y + PanelMetrics.headerHeight, width: area.width - 1, height: area.height - PanelMetrics.headerHeight)
        items.append(ChromeStyle.clip(body))
        let rows = state.scene.treeRows
        let visible = PanelMetrics.visibleTreeRows(area) + 1
        let hit = state.touch?.trace.hitView
        for row in state.treeScroll..<min(rows.count, state.treeScroll + visible) {
            let entry = rows[row]
            let view = h[entry.view]
            let top = Double(body.y + (row - state.treeScroll) * PanelMetrics.treeRowHeight)
            if entry.view == state.selection {
                items.append(ChromeStyle.rect(x, top, w - 1, Double(PanelMetrics.treeRowHeight), ChromeStyle.selected))
            }
            let indent = x + 8 + min(Double(entry.depth) * PanelMetrics.treeIndent, w / 2)
            if entry.view == hit {
                let dot = DrawingRect(x: indent - 1, y: top + 6, width: 6, height: 6)
                items.append(.shape(Shape(path: Path(polygon: dot.corners), fill: .solid(.theme(.hitView)))))
            }
            let skipped = view.hitTestGate.isClosed
            let name = terminalSafe(view.name)
            let available = w - (indent - x) - 18
            guard let fitted = TextMetrics.fit(name, size: PanelMetrics.treeTextSize, maxWidth: available) else { continue }
            let baseline = top + 13
            items.append(ChromeStyle.text(fitted, indent + 8, baseline, size: PanelMetrics.treeTextSize, color: skipped ? ChromeStyle.muted : ChromeStyle.ink))
            let used = TextMetrics.width(fitted, size: PanelMetrics.treeTextSize)
            var detail = view.className == "UIView" ? "" : terminalSafe(view.className)
            if let reason = view.skipReason { detail += (detail.isEmpty ? "" : " · ") + reason.explanation }
            if !detail.isEmpty, let fittedDetail = TextMetrics.fit(detail, size: 10, maxWidth: available - used - 8) {
                items.append(ChromeStyle.text(fittedDetail, indent + 8 + used + 6, baseline, size: 10, color: ChromeStyle.muted))
            }
        }
        items.append(.endClip)
        return items
    }
}
