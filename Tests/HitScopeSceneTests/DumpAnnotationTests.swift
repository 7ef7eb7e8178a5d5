import HitScopeCore
import HitScopeScene
import Testing

/// The other forms of text before a record: the forks of the swizzled description, HOURecursiveDescription's
/// instance variable names, log lines that mention a view, and a `<` before the record that starts none.
struct DumpAnnotationTests {
    static let window = "<UIWindow: 0x1; frame = (0 0; 100 100); layer = <UIWindowLayer: 0x2>>\n"

    /// Artsy's copy prints the controller without quotes and its children as `1c.[Class 0x…: ]`.
    @Test func unquotedControllerAndShortChildren() throws {
        let dump = Self.window + "   | * ZERORECT! Demo.CardViewController:0x7f8 1c.[Demo.BadgeController 0x7f9: ] <UIView: 0x3; frame = (0 0; 10 10)>\n"
        let imported = try DumpImporter.read(text: dump, file: "dump.txt", strict: true)
        #expect(imported.warnings.isEmpty)
        let h = imported.scene.hierarchy
        let view = try #require(h.id(named: "UIView1"))
        #expect(h[view].controller?.name == "Demo.CardViewController")
        #expect(h[view].attributes.map(\.key) == ["controllerWarning", "controllerAddress", "childControllers"])
        #expect(h[view].attributes.map(\.value) == ["ZERORECT!", "0x7f8", "Demo.BadgeController 0x7f9:"])
    }

    /// HOURecursiveDescription names a view after the instance variable that holds it; its first line carries
    /// the old lldb result `$3 = 0x… `, which is console noise.
    @Test func instanceVariableNames() throws {
        let dump = """
            $3 = 0x08c5d730 'RootViewController:0x757a0b0' <UIView: 0x719ffd0; frame = (0 20; 320 460); autoresize = RM+BM; layer = <CALayer: 0x71a0030>>
            | _myButton <UIRoundedRectButton: 0x719ba40; frame = (46 295; 204 44); opaque = NO; autoresize = RM+BM; layer = <CALayer: 0x719bb60>>
            |    | _titleView <UIButtonLabel: 0x719cfa0; frame = (90 12; 23 19); text = 'log'; clipsToBounds = YES; opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x719d090>>
            """
        let imported = try DumpImporter.read(text: dump, file: "dump.txt", strict: true)
        #expect(imported.viewCount == 3)
        #expect(imported.warnings.isEmpty)
        let h = imported.scene.hierarchy
        let button = try #require(h.id(named: "UIRoundedRectButton1"))
        #expect(h[button].attributes.first == ExtraAttribute(key: "ivar", value: "_myButton"))
        #expect(h[try #require(h.id(named: "UIView1"))].controller?.name == "RootViewController")
        #expect(imported.scene.hitName(Point(100, 330)) == "UIRoundedRectButton1")
    }

    /// A log line that mentions a view, with nothing nested under it, is not part of the dump: it is not placed
    /// beside the dump's window, and the warning names it.
    @Test func logLineBeforeTheDump() throws {
        let dump = """
            2020-04-05 14:57:26.487777+0800 Demo[1941:78733] -----hitTest end Button1----- <Button1: 0x7f8; baseClass = UIButton; frame = (10 10; 20 20)>
            \(Self.window)   | <UIView: 0x3; frame = (0 0; 10 10)>
            """
        let imported = try DumpImporter.read(text: dump, file: "dump.txt", strict: true)
        #expect(imported.viewCount == 2)
        #expect(!imported.hasSyntheticWindow)
        #expect(imported.warnings.map(\.description) == [
            "dump.txt:1:50: this line mentions a Button1 after other text ('-----hitTest end Button1-----') and nothing is nested under it: read as a log line, not as part of the dump — if it is the dump's first record, paste its subviews' lines after it as Xcode printed them"
        ])
    }

    /// `<b>` in a log message's words does not start a record; the record after it is read.
    @Test func angleBracketBeforeTheRecord() throws {
        let dump = Self.window + "   | see <b> here <UIButton: 0x3; frame = (0 0; 10 10)>\n"
        let imported = try DumpImporter.read(text: dump, file: "dump.txt", strict: true)
        #expect(imported.viewCount == 2)
        #expect(imported.warnings.map(\.message) == ["ignored the text 'see <b> here' before the UIButton record; read the record"])
    }
}
