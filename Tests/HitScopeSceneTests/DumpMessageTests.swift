import HitScopeCore
import HitScopeScene
import Testing

/// The exact words and places of every dump warning and error. Each input marks with `⟪` where the message must
/// point (line and column, in Unicode scalars).
struct DumpMessageTests {
    static let window = "<UIWindow: 0x1; frame = (0 0; 100 100); layer = <UIWindowLayer: 0x2>>\n"

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let marked: String
        /// The problem, without what was skipped.
        let message: String
        /// What the default mode says it skipped.
        let skipped: String
        let hint: String
        var testDescription: String { name }
    }

    static let pasteHint = "paste the line as Xcode printed it: `   |    | <Class: 0x…; frame = (x y; w h); …>`"
    static let wholeLineHint = "paste the whole line as Xcode printed it"
    static let valueHint = "fix the value, or remove the record"

    static let problems: [Case] = [
        Case(
            name: "marker line without a record", marked: window + "   | ⟪garbage here\n",
            message: "this line has `|` markers but no view record ('garbage here')", skipped: "ignored this line",
            hint: pasteHint),
        Case(
            name: "marker line with views under it",
            marked: window + "   | ⟪garbage\n   |    | <UIView: 0x3; frame = (0 0; 1 1)>\n   |    |    | <UIView: 0x4; frame = (0 0; 1 1)>\n",
            message: "this line has `|` markers but no view record ('garbage')",
            skipped: "ignored this line and skipped the 2 views nested under it", hint: pasteHint),
        Case(
            name: "markers and nothing else", marked: window + "   |   ⟪\n   |    | <UIView: 0x3; frame = (0 0; 1 1)>\n",
            message: "this line has `|` markers but no view record ('nothing after the markers')",
            skipped: "ignored this line and skipped the view nested under it", hint: pasteHint),
        Case(
            name: "no colon after the class", marked: window + "   | ⟪<UIView 0x3; frame = (0 0; 1 1)>\n",
            message: "'<UIView 0x3; frame = (0 0; 1 1)>' is not a view record: a record starts `<Class: 0x…`",
            skipped: "skipped this view", hint: pasteHint),
        Case(
            name: "a space in the class name", marked: window + "   | ⟪<UI View; frame = (0 0; 1 1)>\n",
            message: "'<UI View; frame = (0 0; 1 1)>' is not a view record: a record starts `<Class: 0x…`",
            skipped: "skipped this view", hint: pasteHint),
        Case(
            name: "cut off in the frame before the next record",
            marked: window + "   | ⟪<UIView: 0x3; frame = (0 0; 1\n   | <UIView: 0x5; frame = (0 0; 1 1)>\n",
            message: "the UIView record is cut off: its closing '>' is missing", skipped: "skipped this view",
            hint: wholeLineHint),
        Case(
            name: "cut off before the frame at the end of the input", marked: window + "   | ⟪<UIButton: 0x3; baseClass = UIControl; fr",
            message: "the UIButton record is cut off: its closing '>' is missing", skipped: "skipped this view",
            hint: wholeLineHint),
        Case(
            name: "text that never ends",
            marked: window + "   | <UILabel: 0x3; frame = (0 0; 1 1); text = ⟪'Hello\nworld\n   | <UIView: 0x5; frame = (0 0; 1 1)>\n",
            message: "the text of the UILabel record never ends: its closing quote is missing", skipped: "skipped this view",
            hint: wholeLineHint),
        Case(
            name: "no frame",
            marked: window + "   | ⟪<MyApp.CardView: 0x3; layer = <CALayer: 0x4>>\n   |    | <UIView: 0x5; frame = (0 0; 1 1)>\n",
            message: "the MyApp.CardView record has no frame, so HitScope cannot place it",
            skipped: "skipped this view and the view nested under it", hint: "add `frame = (x y; w h)` as UIKit prints it"),
        Case(
            name: "frame with three numbers",
            marked: window + "   | <UIView: 0x3; frame = ⟪(1 2; 3); layer = <CALayer: 0x4>>\n   |    | <UIButton: 0x5; frame = (0 0; 1 1)>\n   |    | <UIButton: 0x6; frame = (0 0; 1 1)>\n",
            message: "frame '(1 2; 3)' is not (x y; w h)", skipped: "skipped this view and the 2 views nested under it",
            hint: valueHint),
        Case(
            name: "hidden neither YES nor NO", marked: window + "   | <UIView: 0x3; frame = (0 0; 1 1); hidden = ⟪MAYBE>\n",
            message: "hidden 'MAYBE' is not YES or NO", skipped: "skipped this view", hint: valueHint),
        Case(
            name: "alpha not a number", marked: window + "   | <UIView: 0x3; frame = (0 0; 1 1); alpha = ⟪half>\n",
            message: "alpha 'half' is not a number", skipped: "skipped this view", hint: valueHint),
        Case(
            name: "contentOffset with one number",
            marked: window + "   | <UIScrollView: 0x3; frame = (0 0; 1 1); layer = <CALayer: 0x4>; contentOffset: ⟪{0}>\n",
            message: "contentOffset '{0}' is not {x, y}", skipped: "skipped this view", hint: valueHint),
        Case(
            name: "transform with four numbers",
            marked: window + "   | <UIView: 0x3; frame = (0 0; 1 1); transform = ⟪[1, 0, 0, 1]>\n",
            message: "transform '[1, 0, 0, 1]' is not [a, b, c, d, tx, ty]", skipped: "skipped this view", hint: valueHint),
        Case(
            name: "nan in the frame", marked: window + "   | <UIView: 0x3; frame = ⟪(nan 0; 10 10)>\n",
            message: "frame (nan 0; 10 10) is not finite; UIKit never hits such a view and HitScope cannot compute with it",
            skipped: "skipped this view", hint: valueHint),
        Case(
            name: "inf in the transform",
            marked: window + "   | <UIView: 0x3; frame = (0 0; 10 10); transform = ⟪[inf, 0, 0, 1, 0, 0]>\n",
            message: "transform [inf, 0, 0, 1, 0, 0] is not finite; UIKit never hits such a view and HitScope cannot compute with it",
            skipped: "skipped this view", hint: valueHint),
        Case(
            name: "nan alpha", marked: window + "   | <UIView: 0x3; frame = (0 0; 10 10); alpha = ⟪nan>\n",
            message: "alpha nan is not finite; UIKit never hits such a view and HitScope cannot compute with it",
            skipped: "skipped this view", hint: valueHint),
        Case(
            name: "a number too large to add", marked: window + "   | <UIView: 0x3; frame = ⟪(1e+308 0; 1e+308 10)>\n",
            message: "frame (1e+308 0; 1e+308 10) is too large to place the view with", skipped: "skipped this view",
            hint: valueHint),
        Case(
            name: "perspective",
            marked: window + "   | <UIView: 0x3; frame = (0 0; 10 10); transform3D = ⟪[1, 0, 0, 0.001; 0, 1, 0, 0; 0, 0, 1, 0; 0, 0, 0, 1]>\n",
            message: "transform3D [1, 0, 0, 0.001; 0, 1, 0, 0; 0, 0, 1, 0; 0, 0, 0, 1] has perspective (m14 or m24 is not 0), which HitScope cannot model",
            skipped: "skipped this view", hint: valueHint),
        Case(
            name: "frame smaller than its transform allows",
            marked: window + "   | <UIView: 0x3; frame = (0 0; 10 100); transform = ⟪[1, 0, 0.5, 1, 0, 0]>\n",
            message: "frame (0 0; 10 100) cannot be the bounding box of a view transformed by [1, 0, 0.5, 1, 0, 0]",
            skipped: "skipped this view", hint: valueHint),
        Case(
            name: "a missing level", marked: window + "   |    | ⟪<UIView: 0x3; frame = (0 0; 1 1)>\n",
            message: "this record is at depth 2 but the record before it is at depth 0: a line is missing, so its superview is unknown",
            skipped: "skipped this view", hint: "paste the missing line, or the whole dump"),
        Case(
            name: "shallower than the first record",
            marked: "   |    | <UIView: 0x1; frame = (0 0; 10 10)>\n⟪<UIView: 0x2; frame = (0 0; 1 1)>\n   | <UIView: 0x3; frame = (0 0; 1 1)>\n",
            message: "this record is at depth 0, shallower than the first record (depth 2): its superview is not in the dump",
            skipped: "skipped this view and the view nested under it",
            hint: "paste one dump that starts at a common superview (or at the window)"),
        Case(
            name: "a view beside the window", marked: window + "⟪<UIView: 0x3; frame = (0 0; 1 1)>\n",
            message: "this top-level UIView is not a window, and the dump starts with a window: its frame is in a space the dump does not show",
            skipped: "skipped this view", hint: "paste one dump that starts at a common superview (or at the window)"),
    ]

    /// Without `--strict`: one warning, with what was skipped, and the rest of the dump is read.
    @Test(arguments: problems)
    func warning(_ c: Case) throws {
        let input = MarkedText(c.marked)
        let imported = try DumpImporter.read(text: input.text, file: "dump.txt", strict: false)
        let expected = "dump.txt:\(input.line):\(input.column): \(c.message); \(c.skipped) — \(c.hint)"
        #expect(imported.warnings.map(\.description) == [expected])
        #expect(imported.scene.hierarchy.count >= 1)
    }

    /// With `--strict`: the first problem is an error, which says what `--strict` changed.
    @Test(arguments: problems)
    func strictError(_ c: Case) {
        let input = MarkedText(c.marked)
        let expected = "dump.txt:\(input.line):\(input.column): \(c.message) — \(c.hint) (without --strict, HitScope skips it with a warning)"
        #expect(throws: SceneError.self) { try DumpImporter.read(text: input.text, file: "dump.txt", strict: true) }
        do {
            _ = try DumpImporter.read(text: input.text, file: "dump.txt", strict: true)
        } catch {
            #expect(error.description == expected)
        }
    }

    struct Note: CustomTestStringConvertible, Sendable {
        let name: String
        let marked: String
        let text: String
        var testDescription: String { name }
    }

    static let notes: [Note] = [
        Note(
            name: "45° rotation",
            marked: window + "   | <UIView: 0x3; frame = (27.5736 307.574; 84.8528 84.8528); transform = ⟪[0.70710678118654757, 0.70710678118654746, -0.70710678118654746, 0.70710678118654757, 0, 0]>\n",
            text: "the frame and transform fix only the sum of the bounds' sides; assumed a square 60×60 — if the view is not square, set its frame in the scene file"),
        Note(
            name: "alpha above 1", marked: window + "   | <_UINavigationBarBackground: 0x3; frame = (0 -20; 414 64); alpha = ⟪2.64>\n",
            text: "alpha = 2.64 is outside 0…1; read as 1 (hit-testing only compares it with 0.01) — nothing to do unless the view should be hit differently"),
        Note(
            name: "negative width", marked: window + "   | <UIView: 0x3; frame = ⟪(10 10; -5 5)>\n",
            text: "frame (10 10; -5 5) has a negative size; read as (5 10; 5 5), as CGRect functions do — nothing to do unless the view should be hit differently"),
        Note(
            name: "text before the record", marked: window + "   | ⟪oops <UIView: 0x3; frame = (0 0; 1 1)>\n",
            text: "ignored the text 'oops' before the UIView record; read the record — nothing to do if the text is a log message's own words (docs/recursive-description.md lists the annotations HitScope reads)"),
        Note(
            name: "cut off after the frame before the next record",
            marked: window + "   | ⟪<UIView: 0x3; frame = (0 0; 1 1); opaque = NO; layer = <CALayer: 0x4>\n   | <UIView: 0x5; frame = (0 0; 1 1)>\n",
            text: "the UIView record is cut off after its opaque: its closing '>' is missing; kept this view with what it printed up to opaque, and UIView's defaults for what would have followed (hidden, alpha, userInteractionEnabled and transform may be lost) — paste the whole line as Xcode printed it"),
        Note(
            name: "cut off after the frame at the end of the input", marked: window + "   | ⟪<UIButton: 0x3; frame = (0 0; 1 1); layer = <CALay",
            text: "the UIButton record is cut off after its frame: its closing '>' is missing; kept this view with what it printed up to frame, and UIView's defaults for what would have followed (hidden, alpha, userInteractionEnabled and transform may be lost) — paste the whole line as Xcode printed it"),
    ]

    /// What had to be assumed is a warning in both modes; the view is kept.
    @Test(arguments: notes, [false, true])
    func note(_ c: Note, strict: Bool) throws {
        let input = MarkedText(c.marked)
        let imported = try DumpImporter.read(text: input.text, file: "dump.txt", strict: strict)
        #expect(imported.warnings.map(\.description) == ["dump.txt:\(input.line):\(input.column): \(c.text)"])
        #expect(imported.viewCount == input.text.components(separatedBy: "frame = (").count - 1)
        #expect(imported.skippedViewCount == 0)
    }

    @Test func warningsComeInLineOrderWithCounts() throws {
        let dump = Self.window + """
               | <UIView: 0x3; frame = (0 0; 1 1); alpha = 7>
               |    | <UIView: 0x4; frame = (nan 0; 1 1)>
               |    |    | <UIView: 0x5; frame = (0 0; 1 1)>
               |    | <UIView: 0x6; frame = (0 0; 1 1)>
               | stray text
               |    | <UIView: 0x7; frame = (0 0; 1 1)>
               | <UIView: 0x8; frame = (0 0; 1 1)>
            """
        let imported = try DumpImporter.read(text: dump, file: "dump.txt", strict: false)
        #expect(imported.warnings.map(\.line) == [2, 3, 6])
        // The stray line stands inside the open records: the record after it is placed by its markers, under 0x3.
        #expect(imported.skippedViewCount == 2)
        #expect(imported.viewCount == 5)
        let h = imported.scene.hierarchy
        #expect(h.children(of: try #require(h.id(named: "UIView1"))).map { h[$0].sourceID } == ["0x6", "0x7"])
        #expect(imported.summary.hasPrefix("read 5 views in 1 window; lost 2 views and 1 line (the warnings say where)"))
        #expect(imported.lossSummary?.description == "dump.txt: lost 2 views and 1 line (the warnings say where): answers where they were may differ from UIKit's — paste the whole dump as Xcode printed it; --strict refuses any loss (exit 2)")
    }

    @Test func noRecordsAtAll() {
        #expect(throws: SceneError(file: "dump.txt", line: 0, column: 0,
            message: "no recursiveDescription records: no line holds `<Class: 0x…; frame = …>`",
            hint: "paste what `po [[UIWindow keyWindow] recursiveDescription]` (or `po view.recursiveDescription()`) prints")) {
            try DumpImporter.read(text: "(lldb) po view\n\nsomething else\n", file: "dump.txt", strict: false)
        }
    }

    @Test func aLogLineIsNotADump() {
        let log = "2020-04-05 14:46:34.099888+0800 hitTestDemo[1899:72303] -----hitTest end Button1----- <Button1: 0x7fee0ea07c00; baseClass = UIButton; frame = (100 100; 50 50); opaque = NO; layer = <CALayer: 0x600000fad6a0>>"
        #expect(throws: SceneError(file: "dump.txt", line: 2, column: 1,
            message: "no recursiveDescription records: this line has a view description after other text ('-----hitTest end Button1-----'), which is a log line, not a dump",
            hint: "paste what `po [[UIWindow keyWindow] recursiveDescription]` (or `po view.recursiveDescription()`) prints")) {
            try DumpImporter.read(text: "\n" + log + "\n", file: "dump.txt", strict: false)
        }
    }

    @Test func everyRecordSkipped() {
        let input = MarkedText("<UIWindow: 0x1; frame = ⟪(nan 0; 1 1)>\n   | <UIView: 0x2; frame = (0 0; 1 1)>\n")
        #expect(throws: SceneError(file: "dump.txt", line: input.line, column: input.column,
            message: "every view record of the dump was skipped (2 views), the first because frame (nan 0; 1 1) is not finite; UIKit never hits such a view and HitScope cannot compute with it",
            hint: "fix the value, or remove the record")) {
            try DumpImporter.read(text: input.text, file: "dump.txt", strict: false)
        }
    }

    /// The column of a record inside a one-line dump is the column in the user's line.
    @Test func columnsInAOneLineDump() throws {
        let input = MarkedText(#"@"<UIWindow: 0x1; frame = (0 0; 10 10)>\n   | <UIView: 0x2; frame = ⟪(nan 0; 1 1)>""#)
        let imported = try DumpImporter.read(text: input.text, file: "dump.txt", strict: false)
        #expect(imported.warnings.map(\.line) == [input.line])
        #expect(imported.warnings.map(\.column) == [input.column])
    }
}
