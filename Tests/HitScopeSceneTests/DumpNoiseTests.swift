import HitScopeCore
import HitScopeScene
import Testing

/// Console noise and copy-paste damage around a dump change nothing: every variant of the same dump imports to
/// the same views, with the same answers and no warnings.
struct DumpNoiseTests {
    static let lines = [
        "<UIWindow: 0x7fb1a8c0a2d0; frame = (0 0; 375 667); gestureRecognizers = <NSArray: 0x600003e3c4b0>; layer = <UIWindowLayer: 0x600003e3c3f0>>",
        "   | <UIView: 0x7fb1a8d0e3c0; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x60000300d8a0>>",
        "   |    | <UILabel: 0x7fb1a8d0f1d0; frame = (20 40; 200 21); text = 'It's <b>; ok'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x60000300dac0>>",
        "   |    | <UIButton: 0x7fb1a8e0aa60; frame = (100 100; 50 50); opaque = NO; tag = 7; layer = <CALayer: 0x60000300e7e0>>",
        "   |    |    | <UIButtonLabel: 0x7fb1a8e0b0f0; frame = (5 15; 40 20.5); text = 'Go'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x60000300e900>>",
        "   |    |    |    | <_UILabelContentLayer: 0x60000300ea20> (layer)",
        "   |    | <UIImageView: 0x7fb1a8e0c200; frame = (0 600; 375 67); opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x60000300eb40>> - (null)",
    ]
    static let plain = lines.joined(separator: "\n") + "\n"

    struct Variant: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        var testDescription: String { name }
    }

    static let variants: [Variant] = [
        Variant(name: "as printed", text: plain),
        Variant(name: "lldb prompt around", text: "(lldb) po [[UIWindow keyWindow] recursiveDescription]\n" + plain + "\n(lldb) \n"),
        Variant(name: "lldb result prefix", text: "(UIWindow *) $1 = 0x00007fb1a8c0a2d0 " + plain),
        Variant(name: "NSLog prefix on the first line", text: "2023-11-02 09:14:55.120344+0100 Demo[5127:291004] " + plain),
        Variant(name: "old NSLog prefix", text: "2014-10-20 00:30:42.386 Carpool[2686:607] " + plain),
        Variant(name: "Windows line ends", text: plain.replacingOccurrences(of: "\n", with: "\r\n")),
        Variant(name: "blank lines between", text: plain.replacingOccurrences(of: "\n", with: "\n\n")),
        Variant(name: "markdown code fence", text: "```\n" + plain + "```\n"),
        Variant(name: "backticks", text: "`" + lines.joined(separator: "\n") + "`\n"),
        Variant(name: "double quotes", text: "\"" + lines.joined(separator: "\n") + "\"\n"),
        Variant(name: "leading spaces lost", text: lines.map(withoutSpacesBeforeTheRecord).joined(separator: "\n")),
        Variant(name: "re-indented by a blog", text: lines.map { "        " + $0 }.joined(separator: "\n")),
        Variant(name: "no-break spaces", text: plain.replacingOccurrences(of: "   | ", with: "\u{A0}\u{A0}\u{A0}|\u{A0}")),
        Variant(name: "tabs", text: plain.replacingOccurrences(of: "   | ", with: "\t|\t")),
        Variant(name: "Swift comment", text: lines.map { "        // " + $0 }.joined(separator: "\n")),
        Variant(name: "quoted reply", text: lines.map { "> " + $0 }.joined(separator: "\n")),
        Variant(name: "one line with \\n (Cycript)", text: "cy# [[UIApp keyWindow] recursiveDescription].toString()\n@\"" + lines.joined(separator: "\\n").replacingOccurrences(of: "'It's <b>; ok'", with: "'It\\'s <b>; ok'") + "\"\n"),
        Variant(
            name: "one line in a REPL string (Frida)",
            text: "[iPhone::Demo ]-> ObjC.classes.UIWindow.keyWindow().recursiveDescription().toString()\n\"" + lines.joined(separator: "\\n") + "\"\n"),
        Variant(name: "no final line break", text: lines.joined(separator: "\n")),
        Variant(name: "byte-order mark", text: "\u{FEFF}" + plain),
    ]

    /// `   |    | <UILabel…` → `||<UILabel…`, as some pages print it.
    static func withoutSpacesBeforeTheRecord(_ line: String) -> String {
        guard let start = line.firstIndex(of: "<") else { return line }
        return line[..<start].filter { $0 == "|" } + line[start...]
    }

    @Test(arguments: variants)
    func sameSceneWhateverTheNoise(_ variant: Variant) throws {
        let imported = try DumpImporter.read(text: variant.text, file: "noisy.txt", strict: true)
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        let h = imported.scene.hierarchy
        #expect(h.views.map(\.name) == ["UIWindow1", "UIView1", "UILabel1", "UIButton1", "UIButtonLabel1", "UIImageView1"])
        #expect(h.views.map { h.depth(of: h.id(named: $0.name)!) } == [0, 1, 2, 2, 3, 2])
        #expect(h[h.id(named: "UILabel1")!].title == "It's <b>; ok")
        #expect(h[h.id(named: "UIButtonLabel1")!].attributes.last == ExtraAttribute(key: "sublayer", value: "<_UILabelContentLayer: 0x60000300ea20>"))
        #expect(h[h.id(named: "UIImageView1")!].attributes.last == ExtraAttribute(key: "trailing", value: "- (null)"))
        #expect(h[h.id(named: "UIButton1")!].attributes.map(\.key) == ["opaque", "tag", "layer"])
        #expect(imported.layerCount == 1)
        #expect(imported.scene.hitName(Point(110, 110)) == "UIButton1")
        #expect(imported.scene.hitName(Point(30, 50)) == "UIView1")
    }

    /// A record a page wrapped over several lines is joined again.
    @Test func wrappedRecord() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
               | <UIButton: 0x3; frame = (100 100; 50 50); opaque = NO;
                  autoresize = RM+BM;
                  layer = <CALayer: 0x4>>
               | <UIView: 0x5; frame = (0 0; 10 10); layer = <CALayer: 0x6>>
            """
        let imported = try DumpImporter.read(text: dump, file: "wrapped.txt", strict: true)
        let h = imported.scene.hierarchy
        #expect(h.views.map(\.name) == ["UIWindow1", "UIButton1", "UIView1"])
        #expect(h[h.id(named: "UIButton1")!].attributes.map(\.key) == ["opaque", "autoresize", "layer"])
    }

    /// A record cut off at the end of a dump does not swallow the log lines after it; its frame was whole, so it is
    /// kept with a warning.
    @Test func cutOffBeforeALogLine() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
               | <UIButton: 0x3; frame = (100 100; 50 50); opaque = NO; layer = <CALa
            2020-04-05 15:18:31.830530+0800 hitTestDemo[1993:88543] -----hitTest star Button1-----
            """
        let imported = try DumpImporter.read(text: dump, file: "cut.txt", strict: false)
        #expect(imported.warnings.map(\.line) == [2])
        #expect(imported.warnings.map(\.message).first?.hasPrefix("the UIButton record is cut off after its opaque") == true)
        #expect(imported.viewCount == 2)
        #expect(imported.scene.hitName(Point(110, 110)) == "UIButton1")
    }

    /// `<__NSArrayM 0x…>(` and `)` of `po view.subviews` are noise; its elements are top-level records.
    @Test func subviewsArray() throws {
        let dump = """
            (lldb) po self.view.subviews
            <__NSArrayM 0x600000c4e0a0>(
            <UIButton: 0x7fd1e5c0b4e0; frame = (20 100; 100 44); opaque = NO; layer = <CALayer: 0x600000c4e1c0>>,
            <UILabel: 0x7fd1e5c0c110; frame = (20 160; 100 21); text = 'Hi'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600002e4d0e0>>
            )
            """
        let imported = try DumpImporter.read(text: dump, file: "array.txt", strict: true)
        #expect(imported.scene.hierarchy.views.map(\.name) == ["window", "UIButton1", "UILabel1"])
        #expect(imported.hasSyntheticWindow)
        #expect(imported.scene.hitName(Point(30, 110)) == "UIButton1")
        #expect(imported.scene.hitName(Point(30, 165)) == nil)
    }

    @Test(arguments: [
        ("<UIWindow: 0x1; frame = (0 0; 10 10)>", true),
        ("(lldb) po [[UIWindow keyWindow] recursiveDescription]\n<UIWindow: 0x1; frame = (0 0; 10 10)>", true),
        ("   |    | <UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>", true),
        ("@\"<UIWindow: 0x1; frame = (0 0; 10 10)>\\n   | <UIView: 0x2; frame = (0 0; 1 1)>\"", true),
        ("2020-04-05 14:46:34.099888+0800 App[1:2] <UIView: 0x1; frame = (0 0; 10 10)>", true),
        ("name: Demo\nwindows:\n  - name: window\n    layer: <UIView: 0x1; frame = (0 0; 10 10)>", false),
        ("# A scene\nformatVersion: 1\nname: x", false),
        ("{\"name\": \"<UIView: 0x1; frame = (0 0; 1 1)>\"}", false),
        ("2020-04-05 14:46:34.099888+0800 App[1:2] -----hitTest end----- <UIView: 0x1; frame = (0 0; 10 10)>", false),
        ("", false),
    ])
    func detection(_ text: String, isDump: Bool) {
        #expect(DumpDetector.looksLikeDump(text) == isDump)
    }
}
