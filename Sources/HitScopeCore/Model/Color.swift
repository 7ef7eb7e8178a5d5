/// A colour as scene files write it: a UIKit-style name (`red`, `systemBlue`, `clear`) or `#rgb`, `#rrggbb`,
/// `#rrggbbaa`. Stored as 8-bit RGBA.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    public var red, green, blue, alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Parses a colour name or hex code; nil when it is neither. A system colour's light value (`appearance:` for
    /// the dark one).
    public init?(parsing text: String) {
        self.init(parsing: text, appearance: .light)
    }

    /// Parses a colour name or hex code in an appearance: a dynamic system colour (`systemGray2`, `label`) has a
    /// value for each (`SystemColors`); a name may end in `Color`, as dumps print them (`systemBackgroundColor`).
    public init?(parsing text: String, appearance: Appearance) {
        if text.hasPrefix("#") {
            // ASCII hex digits only: `Character.isHexDigit` also accepts full-width ones (U+FF10…), which no
            // radix parser reads.
            let digits = text.utf8.dropFirst().map(Self.hexValue)
            guard [3, 6, 8].contains(digits.count) else { return nil }
            var nibbles: [UInt8] = []
            for digit in digits {
                guard let digit else { return nil }
                nibbles.append(digit)
            }
            if nibbles.count == 3 { nibbles = nibbles.flatMap { [$0, $0] } }
            let bytes = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
            self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
            return
        }
        guard let known = SystemColors.value(named: text) ?? (text.hasSuffix("Color") ? SystemColors.value(named: String(text.dropLast(5))) : nil)
        else { return nil }
        self = appearance == .dark ? known.dark : known.light
    }

    /// The value of an ASCII hex digit (`0`…`9`, `a`…`f`, `A`…`F`), nil for any other byte.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `#rrggbb` (or `#rrggbbaa` when not opaque), lowercase.
    public var description: String {
        let parts = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + parts.map { byte in
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }

    /// The names scene files may use: UIKit's `UIColor` class colours and every system colour (`SystemColors`).
    public static let names: [String] = SystemColors.values.keys.sorted()
}
