import HitScopeCore
import HitScopeReport
import Testing
import HitScopeTestSupport

/// The report of every seed example matches its golden file byte for byte, as `PageSkeleton` keeps it: the page's
/// data and skeleton, the page's script and style sheets replaced by placeholders (PageAssetTests checks them once).
@Suite("HTML golden files")
struct HTMLGoldenTests {
    static func html(_ name: String) throws -> String {
        HTMLReport.html(scene: try Examples.load(name), options: ReportOptions(sceneFile: "\(name).yaml"))
    }

    @Test("Seed examples", arguments: Examples.seeds)
    func seed(_ name: String) throws {
        try fixtures.check(PageSkeleton.of(try Self.html(name)), against: "html/\(name).html")
    }

    @Test("The same input gives the same bytes (no dates, no random ids)", arguments: Examples.seeds.prefix(3))
    func deterministic(_ name: String) throws {
        #expect(try Self.html(name) == Self.html(name))
    }
}
