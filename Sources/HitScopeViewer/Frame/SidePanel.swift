import HitScopeCore
import HitScopeRender

/// The panel on the right: the touch (responder chain, who handled each phase, the control event) and the trace of
/// its first point, one coloured entry per step, the current step highlighted.
struct SidePanel {
    let state: ViewerState
    /// The audit section's words, when the audit overlay is shown.
    let audit: AuditPanelContent?
    /// The inspector's words, when a view is selected.
    let inspector: InspectorPanelContent?

    func items() -> [DisplayItem] {
        let area = state.layout.side
        guard !area.isEmpty else { return [] }
        let content = state.side
        let geometry = SidePanelGeometry(layout: state.layout, content: content, audit: audit != nil, inspectorLines: inspector?.lines.count ?? 0)
        let x = Double(area.x)
        var items: [DisplayItem] = [
            ChromeStyle.rect(area, ChromeStyle.panel),
            ChromeStyle.line(x + 0.5, Double(area.y), x + 0.5, Double(area.maxY), ChromeStyle.border),
        ]
        items += header("Touch — responder chain and phases", geometry.touchHeader)
        items.append(ChromeStyle.clip(geometry.touchBody))
        for (index, line) in content.touchLines.prefix(geometry.touchVisibleLines).enumerated() {
            let baseline = Double(geometry.touchBody.y + index * SidePanelContent.lineHeight) + 15
            items.append(
                ChromeStyle.text(line.text, x + 10 + line.indent, baseline, size: SidePanelContent.textSize, color: ChromeStyle.ink, bold: line.bold))
        }
        items.append(.endClip)
        let stepCount = content.summary?.steps.count ?? 0
        let stepText = state.step.map { "step \($0 + 1) of \(stepCount)" } ?? "\(stepCount) steps"
        items += header(stepCount == 0 ? "Trace" : "Trace — \(stepText) · ←/→ Home/End · c copies", geometry.traceHeader)
        items.append(ChromeStyle.clip(geometry.traceBody))
        let lines = content.traceLines
        let first = min(state.traceScroll, max(0, lines.count - 1))
        for index in first..<min(lines.count, first + geometry.traceVisibleLines + 1) {
            let line = lines[index]
            let top = Double(geometry.traceBody.y + (index - first) * SidePanelContent.lineHeight) + 2
            if let step = line.step, step == state.step {
                items.append(ChromeStyle.rect(x + 1, top, Double(area.width - 1), Double(SidePanelContent.lineHeight), ChromeStyle.currentStep))
            }
            if let step = line.step, let summary = content.summary, content.stepStarts[step] == index {
                let outcome = summary.outcome(ofStep: step)
                let dot = DrawingRect(x: x + 10, y: top + 4, width: 8, height: 8)
                items.append(.shape(Shape(path: Path(polygon: dot.corners), fill: .solid(.theme(outcome.role)))))
            }
            items.append(ChromeStyle.text(line.text, x + 10 + line.indent, top + 13, size: SidePanelContent.textSize, color: ChromeStyle.ink))
        }
        items.append(.endClip)
        if let inspector { items += inspectorSection(inspector, geometry) }
        if let audit { items += auditSection(audit, geometry) }
        return items
    }

    /// The inspector: all the selected view has, a fact a line.
    private func inspectorSection(_ content: InspectorPanelContent, _ geometry: SidePanelGeometry) -> [DisplayItem] {
        let x = Double(geometry.inspectorBody.x)
        var items = header(content.title, geometry.inspectorHeader)
        items.append(ChromeStyle.clip(geometry.inspectorBody))
        let visible = geometry.inspectorVisibleLines
        let shown = content.lines.count > visible ? max(0, visible - 1) : content.lines.count
        func top(_ index: Int) -> Double { Double(geometry.inspectorBody.y + index * SidePanelContent.lineHeight) + 2 }
        for (index, line) in content.lines.prefix(shown).enumerated() {
            items.append(
                ChromeStyle.text(line.text, x + 10 + line.indent, top(index) + 13, size: SidePanelContent.textSize, color: ChromeStyle.ink, bold: line.bold))
        }
        if shown < content.lines.count, visible > 0 {
            let more = "… \(content.lines.count - shown) more lines: hitscope inspect lists them all"
            items.append(ChromeStyle.text(more, x + 10, top(shown) + 13, size: SidePanelContent.textSize, color: ChromeStyle.muted))
        }
        items.append(.endClip)
        return items
    }

    /// The audit section: its summary, and the findings of the views under the pointer, a mark in the finding's
    /// colour before each.
    private func auditSection(_ content: AuditPanelContent, _ geometry: SidePanelGeometry) -> [DisplayItem] {
        let x = Double(geometry.auditBody.x)
        var items = header(content.title, geometry.auditHeader)
        items.append(ChromeStyle.clip(geometry.auditBody))
        for (index, line) in content.lines.prefix(geometry.auditVisibleLines).enumerated() {
            let top = Double(geometry.auditBody.y + index * SidePanelContent.lineHeight) + 2
            if let mark = line.mark {
                let dot = DrawingRect(x: x + 4, y: top + 4, width: 4, height: 8)
                items.append(.shape(Shape(path: Path(polygon: dot.corners), fill: .solid(.color(MarkColors.light.color(mark == .error ? .error : .warning))))))
            }
            items.append(
                ChromeStyle.text(line.text, x + 10 + line.indent, top + 13, size: SidePanelContent.textSize, color: ChromeStyle.ink, bold: line.bold))
        }
        items.append(.endClip)
        return items
    }

    private func header(_ title: String, _ rect: PixelRect) -> [DisplayItem] {
        // Bold runs wider than the estimates, hence the narrower width.
        let fitted = TextMetrics.fit(title, size: PanelMetrics.headerTextSize, maxWidth: (Double(rect.width) - 20) / 1.12) ?? ""
        return [
            ChromeStyle.rect(PixelRect(x: rect.x + 1, y: rect.y, width: rect.width - 1, height: rect.height), ChromeStyle.header),
            ChromeStyle.text(fitted, Double(rect.x) + 10, Double(rect.y) + 17, size: PanelMetrics.headerTextSize, color: ChromeStyle.ink, bold: true),
        ]
    }
}
