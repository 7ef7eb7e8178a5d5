/// A colour as scene files write it: a UIKit-style name (`red`, `systemBlue`, `clear`) or `#rgb`, `#rrggbb`,
/// `#rrggbbaa`. Stored as 8-bit RGBA.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    public var red, green, blue, alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Parses a colour name or hex code; nil when it is neither.
    public init?(parsing text: String) {
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
        guard let known = Self.named[text] else { return nil }
        self = known
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

    /// The names scene files may use: UIKit's `UIColor` class colours and the common system colours.
    public static let names: [String] = named.keys.sorted()

    private static let named: [String: RGBAColor] = [
        "black": .init(red: 0, green: 0, blue: 0),
        "white": .init(red: 255, green: 255, blue: 255),
        "clear": .init(red: 0, green: 0, blue: 0, alpha: 0),
        "red": .init(red: 255, green: 0, blue: 0),
        "green": .init(red: 0, green: 255, blue: 0),
        "blue": .init(red: 0, green: 0, blue: 255),
        "yellow": .init(red: 255, green: 255, blue: 0),
        "orange": .init(red: 255, green: 128, blue: 0),
        "purple": .init(red: 128, green: 0, blue: 128),
        "brown": .init(red: 153, green: 102, blue: 51),
        "cyan": .init(red: 0, green: 255, blue: 255),
        "magenta": .init(red: 255, green: 0, blue: 255),
        "gray": .init(red: 128, green: 128, blue: 128),
        "lightGray": .init(red: 170, green: 170, blue: 170),
        "darkGray": .init(red: 85, green: 85, blue: 85),
        "systemRed": .init(red: 255, green: 59, blue: 48),
        "systemOrange": .init(red: 255, green: 149, blue: 0),
        "systemYellow": .init(red: 255, green: 204, blue: 0),
        "systemGreen": .init(red: 52, green: 199, blue: 89),
        "systemMint": .init(red: 0, green: 199, blue: 190),
        "systemTeal": .init(red: 48, green: 176, blue: 199),
        "systemCyan": .init(red: 50, green: 173, blue: 230),
        "systemBlue": .init(red: 0, green: 122, blue: 255),
        "systemIndigo": .init(red: 88, green: 86, blue: 214),
        "systemPurple": .init(red: 175, green: 82, blue: 222),
        "systemPink": .init(red: 255, green: 45, blue: 85),
        "systemBrown": .init(red: 162, green: 132, blue: 94),
        "systemGray": .init(red: 142, green: 142, blue: 147),
        "systemGray6": .init(red: 242, green: 242, blue: 247),
        "systemBackground": .init(red: 255, green: 255, blue: 255),
        "secondarySystemBackground": .init(red: 242, green: 242, blue: 247),
    ]
}
