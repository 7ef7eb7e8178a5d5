import HitScopeCore
import HitScopeScene
import Testing

/// An author's `...` inside a dump stands for records left out (issue 27): it is a warning at its line (an error
/// with `--strict`), never dropped as console noise.
struct DumpElisionTests {
    static let dump = """
        <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>
           | <UIView: 0x3; frame = (0 0; 390 844); layer = <CALayer: 0x4>>
           |    | <UILabel: 0x5; frame = (0 0; 390 40); userInteractionEnabled = NO; layer = <CALayer: 0x6>>
        MARK
           |    | <UIButton: 0x7; frame = (0 100; 80 44); layer = <CALayer: 0x8>>
        """

    @Test(arguments: [("...", 1), ("…", 1), ("   [...]", 4), ("   |    | ...", 11), ("// ...", 4), ("... 40 more cells", 1)])
    func elisionIsAWarning(_ mark: String, _ column: Int) throws {
        let text = Self.dump.replacingOccurrences(of: "MARK", with: mark)
        let imported = try DumpImporter.read(text: text, file: "dump.txt", strict: false)
        #expect(imported.scene.hierarchy.count == 4)
        #expect(imported.scene.hitName(Point(10, 110)) == "UIButton1")
        let warning = try #require(imported.warnings.first)
        #expect(imported.warnings.count == 1)
        #expect(warning.line == 4 && warning.column == column)
        #expect(warning.message.hasSuffix("stands for records left out of the dump: they are not in the scene, and a view there may take the touch"))
        #expect(throws: SceneError.self) { try DumpImporter.read(text: text, file: "dump.txt", strict: true) }
    }

    /// With markers, a deeper record after the mark has its superview left out: it is skipped with a warning, not
    /// put under the record before the mark.
    @Test func deeperRecordAfterTheMark() throws {
        let text = Self.dump.replacingOccurrences(of: "MARK", with: "   |    | ...")
            .replacingOccurrences(of: "   |    | <UIButton", with: "   |    |    | <UIButton")
        let imported = try DumpImporter.read(text: text, file: "dump.txt", strict: false)
        #expect(imported.scene.hierarchy.id(named: "UIButton1") == nil)
        #expect(imported.warnings.count == 2)
    }

    /// Dots inside other text are not a mark: a log line in the middle of the dump is an ignored line (said at its
    /// place, an error with `--strict`), not records left out; a record after dots is read.
    @Test func dotsInWordsAreNotAMark() throws {
        let text = Self.dump.replacingOccurrences(of: "MARK", with: "Loading...")
        let imported = try DumpImporter.read(text: text, file: "dump.txt", strict: false)
        #expect(imported.warnings.map(\.message) == ["ignored the line 'Loading...' in the middle of the dump: it is not a view record; the records after it keep their places"])
        #expect(imported.skippedViewCount == 0)
        let record = Self.dump.replacingOccurrences(of: "MARK", with: "   |    | ... <UIView: 0x9; frame = (0 50; 10 10); layer = <CALayer: 0xa>>")
        #expect(try DumpImporter.read(text: record, file: "dump.txt", strict: false).scene.hierarchy.count == 5)
    }
}
