/// UIKit's named colours and their values in the light and dark appearance (normal contrast, base elevation), as
/// 8-bit RGBA: the one table of them (docs/scene-format.md, "Colours").
///
/// Sources: Apple's Human Interface Guidelines, "Color", the system colours' specifications for iOS (the tables of
/// default light and dark values, iOS 15 to 18), and UIKit's documentation of the fixed colours (`UIColor.lightGray`:
/// "a grayscale value of 2/3"); the grays, backgrounds, labels, fills, separators, `placeholderText` and `link` as
/// Flutter's CupertinoColors (packages/flutter/lib/src/cupertino/colors.dart) transcribes those tables, each checked
/// against a dump of UIKit's own values (gist CreatureSurvive/1788cd3d2587886ff70344e716c5af53: `label` #000000 and
/// #FFFFFF, `secondaryLabel` #3C3C4399 and #EBEBF599, `separator` #3C3C434A and #54545899…). Alphas are the tables'
/// (0.6 is 153).
enum SystemColors {
    /// `values`' names, found by their bytes (`NameTable`: every view with a colour asks), and their values in the
    /// same order.
    private static let sorted = values.sorted { $0.key < $1.key }
    private static let names = NameTable(sorted.map(\.key))

    /// The light and dark values of the colour whose name has `name`'s bytes.
    static func value(named name: String) -> (light: RGBAColor, dark: RGBAColor)? {
        names.index(of: name).map { sorted[$0].value }
    }

    static let values: [String: (light: RGBAColor, dark: RGBAColor)] = {
        var table: [String: (light: RGBAColor, dark: RGBAColor)] = [:]
        func fixed(_ name: String, _ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
            let color = RGBAColor(red: r, green: g, blue: b, alpha: a)
            table[name] = (color, color)
        }
        func dynamic(_ name: String, _ light: (UInt8, UInt8, UInt8, UInt8), _ dark: (UInt8, UInt8, UInt8, UInt8)) {
            table[name] = (
                RGBAColor(red: light.0, green: light.1, blue: light.2, alpha: light.3),
                RGBAColor(red: dark.0, green: dark.1, blue: dark.2, alpha: dark.3)
            )
        }
        // UIColor's fixed colours (the same in both appearances).
        fixed("black", 0, 0, 0)
        fixed("white", 255, 255, 255)
        fixed("clear", 0, 0, 0, 0)
        fixed("red", 255, 0, 0)
        fixed("green", 0, 255, 0)
        fixed("blue", 0, 0, 255)
        fixed("yellow", 255, 255, 0)
        fixed("orange", 255, 128, 0)
        fixed("purple", 128, 0, 128)
        fixed("brown", 153, 102, 51)
        fixed("cyan", 0, 255, 255)
        fixed("magenta", 255, 0, 255)
        fixed("gray", 128, 128, 128)
        fixed("lightGray", 170, 170, 170)
        fixed("darkGray", 85, 85, 85)
        fixed("darkText", 0, 0, 0)
        fixed("lightText", 255, 255, 255, 153)
        // The system colours.
        dynamic("systemRed", (255, 59, 48, 255), (255, 69, 58, 255))
        dynamic("systemOrange", (255, 149, 0, 255), (255, 159, 10, 255))
        dynamic("systemYellow", (255, 204, 0, 255), (255, 214, 10, 255))
        dynamic("systemGreen", (52, 199, 89, 255), (48, 209, 88, 255))
        dynamic("systemMint", (0, 199, 190, 255), (99, 230, 226, 255))
        dynamic("systemTeal", (48, 176, 199, 255), (64, 200, 224, 255))
        dynamic("systemCyan", (50, 173, 230, 255), (100, 210, 255, 255))
        dynamic("systemBlue", (0, 122, 255, 255), (10, 132, 255, 255))
        dynamic("systemIndigo", (88, 86, 214, 255), (94, 92, 230, 255))
        dynamic("systemPurple", (175, 82, 222, 255), (191, 90, 242, 255))
        dynamic("systemPink", (255, 45, 85, 255), (255, 55, 95, 255))
        dynamic("systemBrown", (162, 132, 94, 255), (172, 142, 104, 255))
        // The grays.
        dynamic("systemGray", (142, 142, 147, 255), (142, 142, 147, 255))
        dynamic("systemGray2", (174, 174, 178, 255), (99, 99, 102, 255))
        dynamic("systemGray3", (199, 199, 204, 255), (72, 72, 74, 255))
        dynamic("systemGray4", (209, 209, 214, 255), (58, 58, 60, 255))
        dynamic("systemGray5", (229, 229, 234, 255), (44, 44, 46, 255))
        dynamic("systemGray6", (242, 242, 247, 255), (28, 28, 30, 255))
        // Backgrounds.
        dynamic("systemBackground", (255, 255, 255, 255), (0, 0, 0, 255))
        dynamic("secondarySystemBackground", (242, 242, 247, 255), (28, 28, 30, 255))
        dynamic("tertiarySystemBackground", (255, 255, 255, 255), (44, 44, 46, 255))
        dynamic("systemGroupedBackground", (242, 242, 247, 255), (0, 0, 0, 255))
        dynamic("secondarySystemGroupedBackground", (255, 255, 255, 255), (28, 28, 30, 255))
        dynamic("tertiarySystemGroupedBackground", (242, 242, 247, 255), (44, 44, 46, 255))
        // Labels and text.
        dynamic("label", (0, 0, 0, 255), (255, 255, 255, 255))
        dynamic("secondaryLabel", (60, 60, 67, 153), (235, 235, 245, 153))
        dynamic("tertiaryLabel", (60, 60, 67, 76), (235, 235, 245, 76))
        dynamic("quaternaryLabel", (60, 60, 67, 45), (235, 235, 245, 40))
        dynamic("placeholderText", (60, 60, 67, 76), (235, 235, 245, 76))
        dynamic("link", (0, 122, 255, 255), (9, 132, 255, 255))
        // Fills.
        dynamic("systemFill", (120, 120, 128, 51), (120, 120, 128, 91))
        dynamic("secondarySystemFill", (120, 120, 128, 40), (120, 120, 128, 81))
        dynamic("tertiarySystemFill", (118, 118, 128, 30), (118, 118, 128, 61))
        dynamic("quaternarySystemFill", (116, 116, 128, 20), (118, 118, 128, 45))
        // Separators.
        dynamic("separator", (60, 60, 67, 73), (84, 84, 88, 153))
        dynamic("opaqueSeparator", (198, 198, 200, 255), (56, 56, 58, 255))
        // The tint colour (UIColor.tintColor, iOS 15): the app's tint, systemBlue unless the app sets its own.
        table["tint"] = table["systemBlue"]
        // groupTableViewBackground: deprecated, "Use systemGroupedBackground instead" (Apple, UIColor).
        table["groupTableViewBackground"] = table["systemGroupedBackground"]
        return table
    }()
}
