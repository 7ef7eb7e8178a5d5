import HitScopeCore
import HitScopeRender

/// The status bar: where the pointer is (window pixels, the UIWindow's space, the hit-test view's own space) and
/// what the last command did.
package struct StatusBar {
    let state: ViewerState

    package init(state: ViewerState) {
        self.state = state
    }
    static let textSize = 11.5

    func items() -> [DisplayItem] {
        let area = state.layout.status
        let baseline = Double(area.y) + 16
        let width = Double(area.width)
        let right = rightText
        let rightWidth = min(width * 0.5, TextMetrics.width(right, size: Self.textSize))
        var items: [DisplayItem] = [ChromeStyle.rect(area, ChromeStyle.status)]
        if let left = TextMetrics.fit(leftText, size: Self.textSize, maxWidth: width - rightWidth - 36) {
            items.append(ChromeStyle.text(left, Double(area.x) + 10, baseline, size: Self.textSize, color: ChromeStyle.statusInk))
        }
        if let fitted = TextMetrics.fit(right, size: Self.textSize, maxWidth: rightWidth) {
            items.append(
                ChromeStyle.text(fitted, Double(area.maxX) - 10, baseline, size: Self.textSize, color: ChromeStyle.statusAccent, anchor: .end))
        }
        return items
    }

    /// The pointer's place in every space that matters.
    package var leftText: String {
        guard let hover = state.hover else { return "Move the pointer over the drawing · press to touch · ? for keys" }
        let h = state.scene.hierarchy
        var parts = ["pixel \(hover.pixel.x),\(hover.pixel.y)"]
        if let window = hover.hitView.map(h.window(of:)) ?? h.windowsFrontToBack.first {
            parts.append("window “\(terminalSafe(h[window].name))” \(Self.short(h.convertFromScreen(hover.point, to: window)))")
        } else {
            parts.append("screen \(Self.short(hover.point))")
        }
        if let hit = hover.hitView {
            parts.append("hit-test view “\(terminalSafe(h[hit].name))” \(Self.short(h.convertFromScreen(hover.point, to: hit)))")
        } else {
            parts.append("no view takes a touch here")
        }
        return parts.joined(separator: "  ·  ")
    }

    /// A point to a tenth of a point: enough to read, short enough for the bar (the event log keeps every digit).
    static func short(_ point: Point) -> String {
        "(\(formatNumber((point.x * 10).rounded() / 10)), \(formatNumber((point.y * 10).rounded() / 10)))"
    }

    private var rightText: String {
        if let notice = state.notice { return notice }
        var parts = ["zoom \(Int((state.viewport.scale * 100).rounded()))%"]
        if state.scene.isEdited { parts.append("edited: w writes it") }
        parts.append("? keys")
        return parts.joined(separator: " · ")
    }
}
