import HitScopeCore
import HitScopeRender

/// The reload error across the top of the drawing: where the file is wrong, and that the last good scene is shown.
struct Banner {
    let message: String
    let area: PixelRect
    static let textSize = 12.0

    /// The banner's height once wrapped to the drawing's width.
    var lines: [String] {
        // Bold runs wider than the estimates, hence the narrower width.
        TextWrap.lines("⚠ \(message)", size: Self.textSize, width: (Double(area.width) - 40) / 1.15, indent: 16)
            + ["The scene shown is the last one that read without errors; save the file to try again."]
    }

    func items() -> [DisplayItem] {
        let lines = self.lines
        let height = Double(lines.count) * 17 + 12
        var items: [DisplayItem] = [ChromeStyle.rect(Double(area.x), Double(area.y), Double(area.width), height, ChromeStyle.banner)]
        for (index, line) in lines.enumerated() {
            let last = index == lines.count - 1
            items.append(
                ChromeStyle.text(
                    line, Double(area.x) + (index == 0 || last ? 12 : 28), Double(area.y) + 20 + Double(index) * 17, size: last ? 11 : Self.textSize,
                    color: ChromeStyle.bannerInk, bold: !last))
        }
        return items
    }
}
