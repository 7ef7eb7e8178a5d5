/// Estimates how wide text is drawn, without a font engine, so that the display list can fit labels the same
/// way for every back end. Estimates lean wide (DejaVu Sans for Latin, WenQuanYi Micro Hei for CJK).
public enum TextMetrics {
    /// The estimated width of `text` at `size` points (bold runs about a tenth wider).
    public static func width(_ text: String, size: Double, weight: FontWeight = .regular) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars { ems += advance(scalar) }
        return ems * size * (weight == .bold ? 1.1 : 1)
    }

    /// `text` shortened with `…` to fit `maxWidth`, or nil when not even one character and the ellipsis fit.
    public static func fit(_ text: String, size: Double, weight: FontWeight = .regular, maxWidth: Double) -> String? {
        if width(text, size: size, weight: weight) <= maxWidth { return text }
        let budget = maxWidth - width("…", size: size, weight: weight)
        var used = 0.0
        var kept = ""
        for character in text {
            let w = width(String(character), size: size, weight: weight)
            if used + w > budget { break }
            used += w
            kept.append(character)
        }
        return kept.isEmpty ? nil : kept + "…"
    }

    private static func advance(_ scalar: Unicode.Scalar) -> Double {
        switch scalar.value {
        case 0x20: return 0.32
        case 0x21...0x7E: return asciiAdvances[Int(scalar.value) - 0x21]
        case 0x0300...0x036F, 0x200B...0x200F, 0x2060...0x206F, 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, 0xE0000...0xE007F:
            return 0  // combining marks, zero-width and format characters, variation selectors, skin tones
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 1.0  // wide: CJK, Hangul, full-width forms
        case 0x1F000...0x1FAFF, 0x2600...0x27BF:
            return 1.25  // emoji and pictographs
        default:
            return 0.68
        }
    }

    /// `asciiAdvance` of each printable ASCII character but the space, from `!` (0x21) to `~` (0x7E), worked out
    /// once: the switch compares a character with each case's in turn (a gallery's pages ask it for every label).
    private static let asciiAdvances: [Double] = (0x21...0x7E).map { asciiAdvance(Character(Unicode.Scalar(UInt8($0)))) }

    private static func asciiAdvance(_ character: Character) -> Double {
        switch character {
        case "i", "j", "l", ".", ",", ":", ";", "'", "|", "!", "`": 0.32
        case "f", "t", "r", "I", "(", ")", "[", "]", "{", "}", "-", "\"", "/", "\\": 0.42
        case "m", "w", "M", "W", "@", "%": 0.95
        case "A"..."Z", "&", "#", "<", ">", "+", "=", "~", "_": 0.72
        case "0"..."9", "$", "?", "^", "*": 0.64
        default: 0.62
        }
    }
}
