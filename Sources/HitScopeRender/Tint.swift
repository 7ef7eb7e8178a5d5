import HitScopeCore

/// Colours for telling views apart (the touch-area overlay): hues spread by the golden angle, so neighbours in
/// the hierarchy differ, and the same view always gets the same colour.
enum Tint {
    static func color(for index: Int) -> RGBAColor {
        let hue = (Double(index) * 0.618_033_988_749_895).truncatingRemainder(dividingBy: 1)
        return hsl(hue: hue, saturation: 0.7, lightness: 0.55, alpha: 150)
    }

    private static func hsl(hue: Double, saturation s: Double, lightness l: Double, alpha: UInt8) -> RGBAColor {
        let chroma = (1 - abs(2 * l - 1)) * s
        let h = hue * 6
        let x = chroma * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch h {
        case ..<1: (r, g, b) = (chroma, x, 0)
        case ..<2: (r, g, b) = (x, chroma, 0)
        case ..<3: (r, g, b) = (0, chroma, x)
        case ..<4: (r, g, b) = (0, x, chroma)
        case ..<5: (r, g, b) = (x, 0, chroma)
        default: (r, g, b) = (chroma, 0, x)
        }
        let m = l - chroma / 2
        let byte = { (v: Double) in UInt8(max(0, min(255, ((v + m) * 255).rounded()))) }
        return RGBAColor(red: byte(r), green: byte(g), blue: byte(b), alpha: alpha)
    }

    /// Black or white, whichever reads better on `background`.
    static func ink(on background: RGBAColor) -> RGBAColor {
        let luminance = 0.2126 * linear(background.red) + 0.7152 * linear(background.green) + 0.0722 * linear(background.blue)
        return luminance > 0.36 ? RGBAColor(red: 0x1f, green: 0x23, blue: 0x28) : RGBAColor(red: 255, green: 255, blue: 255)
    }

    private static func linear(_ channel: UInt8) -> Double {
        let c = Double(channel) / 255
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) * ((c + 0.055) / 1.055)  // γ≈2 is close enough here
    }
}
