import HitScopeCore
import HitScopeRender

/// The `?` overlay: every key the viewer knows, by topic.
struct KeyHelp {
    let layout: Layout

    static let sections: [(title: String, keys: [(String, String)])] = [
        ("Touch", [
            ("press, drag, release", "send a touch: began, moved, ended go to the hit-test view"),
            ("← → / Home End", "step through the trace of the touch (or click a step)"),
            ("c", "copy the trace as text to the clipboard"),
            ("Esc", "clear the selection, then the touch"),
        ]),
        ("Overlays", [
            ("t", "touch-area map: who receives each point"), ("b", "step badges"),
            ("k", "skipped and hidden views"), ("n", "drawn-but-not-touchable zones"),
            ("r", "redirect arrows"), ("a", "hit areas (pointInside)"),
            ("f", "touch-target audit: touch areas by worst finding, rule badges, findings under the pointer"),
            ("s", "the scene's screenshot: shown, faded, hidden"),
        ]),
        ("What if", [
            ("click in tree / Ctrl+click", "select a view and inspect all it has (Ctrl+click again goes deeper)"),
            ("↑ ↓", "select the previous or next view"),
            ("h  u  o", "toggle hidden, userInteractionEnabled, alpha ≤ 0.01"),
            ("]  [", "bring to front, send to back"),
            ("x", "revert every edit"), ("w", "write NAME.edited.yaml next to the scene"),
        ]),
        ("View", [
            ("wheel, + −", "zoom"), ("0 / 1", "fit / actual size (1:1)"),
            ("middle or right drag, Shift+arrows", "pan the drawing"),
            ("e / p", "export the HTML report / a PNG of the window"),
            ("? / q", "this help / quit"),
        ]),
    ]

    func items() -> [DisplayItem] {
        let keys = Self.sections.flatMap(\.keys).map(\.0)
        let keyWidth = (keys.map { TextMetrics.width($0, size: 12) * 1.12 }.max() ?? 200) + 24
        // As wide as the longest line needs, within the window: nothing is cut at 1280 px.
        let wordsWidth = Self.sections.flatMap(\.keys).map { TextMetrics.width($0.1, size: 12) }.max() ?? 440
        let width = min(Double(layout.width) - 40, keyWidth + wordsWidth + 48)
        let lineHeight = 18.0
        let lines = Self.sections.reduce(0) { $0 + $1.keys.count + 1 } + 1
        let height = min(Double(layout.height) - 40, Double(lines) * lineHeight + 40)
        let x = ((Double(layout.width) - width) / 2).rounded(), y = ((Double(layout.height) - height) / 2).rounded()
        let box = DrawingRect(x: x, y: y, width: width, height: height)
        var items: [DisplayItem] = [
            .shape(Shape(path: Path(polygon: box.corners), fill: .solid(.color(ChromeStyle.helpBackground)), stroke: Stroke(.color(ChromeStyle.border), width: 1))),
            .beginClip(Path(polygon: box.corners)),
            ChromeStyle.text("Keys — ? or Esc closes", x + 16, y + 26, size: 14, color: ChromeStyle.ink, bold: true),
        ]
        var baseline = y + 26 + lineHeight + 6
        for section in Self.sections {
            items.append(ChromeStyle.text(section.title, x + 16, baseline, size: 12, color: ChromeStyle.muted, bold: true))
            baseline += lineHeight
            for (keys, words) in section.keys {
                items.append(ChromeStyle.text(keys, x + 24, baseline, size: 12, color: ChromeStyle.ink, bold: true))
                let fitted = TextMetrics.fit(words, size: 12, maxWidth: width - keyWidth - 32) ?? ""
                items.append(ChromeStyle.text(fitted, x + 16 + keyWidth, baseline, size: 12, color: ChromeStyle.ink))
                baseline += lineHeight
            }
        }
        items.append(.endClip)
        return items
    }
}
