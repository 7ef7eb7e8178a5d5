import HitScopeCore
import HitScopeRender

/// The colours of the viewer's own panels (the drawing's colours come from `Palette`).
enum ChromeStyle {
    static let panel = RGBAColor(red: 0xf6, green: 0xf8, blue: 0xfa)
    static let header = RGBAColor(red: 0xea, green: 0xee, blue: 0xf2)
    static let border = RGBAColor(red: 0xd0, green: 0xd7, blue: 0xde)
    static let ink = RGBAColor(red: 0x1f, green: 0x23, blue: 0x28)
    static let muted = RGBAColor(red: 0x59, green: 0x63, blue: 0x6e)
    static let selected = RGBAColor(red: 0xdd, green: 0xf4, blue: 0xff)
    static let currentStep = RGBAColor(red: 0xff, green: 0xf8, blue: 0xc5)
    static let status = RGBAColor(red: 0x24, green: 0x29, blue: 0x2f)
    static let statusInk = RGBAColor(red: 0xf0, green: 0xf3, blue: 0xf6)
    static let statusAccent = RGBAColor(red: 0x7e, green: 0xe7, blue: 0x87)
    static let banner = RGBAColor(red: 0xcf, green: 0x22, blue: 0x2e)
    static let bannerInk = RGBAColor(red: 0xff, green: 0xff, blue: 0xff)
    static let helpBackground = RGBAColor(red: 0xff, green: 0xff, blue: 0xff)

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, _ color: RGBAColor) -> DisplayItem {
        .shape(Shape(path: Path(polygon: DrawingRect(x: x, y: y, width: width, height: height).corners), fill: .solid(.color(color))))
    }

    static func rect(_ r: PixelRect, _ color: RGBAColor) -> DisplayItem {
        rect(Double(r.x), Double(r.y), Double(r.width), Double(r.height), color)
    }

    static func text(_ string: String, _ x: Double, _ baseline: Double, size: Double, color: RGBAColor, bold: Bool = false,
                     anchor: TextAnchor = .start) -> DisplayItem {
        .text(TextRun(text: string, origin: Point(x, baseline), size: size, weight: bold ? .bold : .regular, anchor: anchor, paint: .color(color)))
    }

    static func clip(_ r: PixelRect) -> DisplayItem {
        .beginClip(Path(polygon: DrawingRect(x: Double(r.x), y: Double(r.y), width: Double(r.width), height: Double(r.height)).corners))
    }

    static func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ color: RGBAColor) -> DisplayItem {
        .shape(Shape(path: Path([.move(to: Point(x0, y0)), .line(to: Point(x1, y1))]), stroke: Stroke(.color(color), width: 1)))
    }
}
