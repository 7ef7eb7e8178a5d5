import HitScopeCore
import HitScopeReport
import Testing

/// The report of every seed example matches its golden file byte for byte.
@Suite("HTML golden files")
struct HTMLGoldenTests {
    static func html(_ name: String) throws -> String {
        HTMLReport.html(scene: try Examples.load(name), options: ReportOptions(sceneFile: "\(name).yaml"))
    }

    @Test("Seed examples", arguments: Examples.seeds)
    func seed(_ name: String) throws {
        let actual = try Self.html(name)
        let expected = try fixtures.expected("html/\(name).html", actual: actual)
        #expect(expected != nil, "no golden file html/\(name).html: record it with RECORD_SNAPSHOTS=1 and review it")
        #expect(actual == expected)
    }

    @Test("The same input gives the same bytes (no dates, no random ids)", arguments: Examples.seeds.prefix(3))
    func deterministic(_ name: String) throws {
        #expect(try Self.html(name) == Self.html(name))
    }
}
