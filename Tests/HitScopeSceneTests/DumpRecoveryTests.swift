import HitScopeCore
import HitScopeScene
import Testing

/// Issue 39: no dump line is dropped without a warning at its line; records after a garbage line are recovered
/// where their markers place them; a summary says what was lost in all; `--strict` makes any loss exit 2.
struct DumpRecoveryTests {
    static let window = "<UIWindow: 0x1; frame = (0 0; 100 100); layer = <UIWindowLayer: 0x2>>\n"

    /// A log line, a garbage line with one marker and an Auto Layout log line in the middle of a table: one
    /// warning each, at its line, and every record of the dump read (41 views, nothing skipped).
    @Test func everyLineInTheMiddleIsWarnedAndNothingIsLost() throws {
        let imported = try DumpFixtures.read("ios17-garbage-and-log-lines.txt")
        #expect(imported.viewCount == 41)
        #expect(imported.skippedViewCount == 0)
        #expect(imported.ignoredLineCount == 3)
        #expect(imported.warnings.map(\.line) == [19, 25, 31])
        #expect(imported.warnings.map(\.column) == [1, 6, 5])
        #expect(imported.lossSummary?.description == "ios17-garbage-and-log-lines.txt: lost 3 lines (the warnings say where): answers where they were may differ from UIKit's — paste the whole dump as Xcode printed it; --strict refuses any loss (exit 2)")
        // lldb's prompt before and after the dump is console output, not a loss.
        #expect(!imported.warnings.contains { $0.line == 1 || $0.line == 46 })
    }

    /// `--strict`: the first line lost is an error at its place (exit 2), whatever kind of loss it is.
    @Test func strictRefusesAnyLoss() throws {
        #expect(throws: SceneError.self) { try DumpFixtures.read("ios17-garbage-and-log-lines.txt", strict: true) }
        let text = try DumpFixtures.text("ios17-garbage-and-log-lines.txt")
        do throws(SceneError) {
            _ = try DumpImporter.read(text: text, file: "g.txt", strict: true)
        } catch {
            #expect(error.line == 19)
            #expect(error.hint?.hasSuffix("(without --strict, HitScope reads on with a warning)") == true)
        }
    }

    /// A garbage line shallower than the records around it (the case that lost 47 views): the records after it
    /// go under the records open before it, as their markers say.
    @Test func recordsAfterAShallowGarbageLineKeepTheirSuperview() throws {
        let dump = Self.window + """
               | <UIView: 0x3; frame = (0 0; 100 100)>
               |    | <UIView: 0x4; frame = (0 0; 100 50)>
               |    |    | <UIButton: 0x5; frame = (0 0; 10 10)>
               | Reachability: path changed
               |    |    | <UIButton: 0x6; frame = (20 0; 10 10)>
               |    |    | <UIButton: 0x7; frame = (40 0; 10 10)>
               |    | <UIView: 0x8; frame = (0 50; 100 50)>
            """
        let imported = try DumpImporter.read(text: dump, file: "dump.txt", strict: false)
        #expect(imported.viewCount == 7)
        #expect(imported.skippedViewCount == 0)
        let h = imported.scene.hierarchy
        let top = try #require(h.id(named: "UIView2"))
        #expect(h.children(of: top).map { h[$0].sourceID } == ["0x5", "0x6", "0x7"])
        #expect(imported.warnings.map(\.line) == [5])
    }

    /// A mangled record (a line with markers that holds what is left of a record: an address, a frame) still takes
    /// its subviews with it: their superview is lost, and the warning says how many went.
    @Test func aMangledRecordStillTakesItsSubviews() throws {
        let dump = Self.window + """
               | <UIView: 0x3; frame = (0 0; 100 100)>
               |    | UIView 0x4; frame = (0 0; 100 50)
               |    |    | <UIButton: 0x5; frame = (0 0; 10 10)>
               |    | <UIView: 0x8; frame = (0 50; 100 50)>
            """
        let imported = try DumpImporter.read(text: dump, file: "dump.txt", strict: false)
        #expect(imported.skippedViewCount == 1)
        #expect(imported.warnings.first?.message.hasSuffix("ignored this line and skipped the view nested under it") == true)
    }

    /// Text before the first record and after the last one is what the console printed around the dump: silent.
    @Test func consoleOutputAroundTheDumpIsSilent() throws {
        let dump = "(lldb) po view\nSome log line before\n" + Self.window + "   | <UIView: 0x3; frame = (0 0; 1 1)>\nA log line after\n(lldb) "
        let imported = try DumpImporter.read(text: dump, file: "dump.txt", strict: true)
        #expect(imported.warnings.isEmpty)
        #expect(imported.lossSummary == nil)
    }

    /// Every command prints the summary after the warnings (`LoadedScene.lossSummary`).
    @Test func everyCommandGetsTheSummary() throws {
        let loaded = try loadFile(Fixtures.url("Dumps/ios17-garbage-and-log-lines.txt").path)
        #expect(loaded.lossSummary?.message.hasPrefix("lost 3 lines") == true)
        #expect(loaded.warnings.count == 3)
    }
}
