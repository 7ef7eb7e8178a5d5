import Foundation
import HitScopeCore
import HitScopeScene
import HitScopeTestSupport
import Testing

/// `UIKitOracle`, the plain recursion the engine's fast paths are proven against, is itself right on the golden
/// cases: the seeds' UIKit logs and the reviewed golden traces of every example.
struct OracleGoldenTests {
    /// The golden JSON traces of the examples (`hitscope trace --format json`, one line per tap and per touch
    /// sequence), reviewed when recorded.
    static let traces = Examples.folder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/HitScopeCLITests/Fixtures/traces")

    @Test("At every example's taps, the oracle names the hit-test view its golden trace names", arguments: Examples.all)
    func exampleTaps(_ example: String) throws {
        let scene = try Examples.load(example)
        let oracle = UIKitOracle(scene.hierarchy)
        let text = try String(contentsOf: Self.traces.appendingPathComponent("\(example).jsonl"), encoding: .utf8)
        var tapped: [Point] = []
        for line in text.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let coordinates = try #require(object["point"] as? [Double])
            let point = Point(coordinates[0], coordinates[1])
            let golden = (object["hitView"] as? [String: Any])?["name"] as? String
            #expect(oracle.hitTest(point).map { scene.hierarchy[$0].name } == golden, "\(example) at \(point)")
            tapped.append(point)
        }
        // The scene's taps, then each touch sequence's first finger's first point.
        let asked = scene.taps + scene.touches.compactMap { $0.first?.samples.first?.point }
        #expect(!asked.isEmpty && tapped == asked, "\(example): the golden trace holds every tap and touch")
    }

    @Test("Seed 000's logs: every hitTest the log shows returning returns the same from the oracle", arguments: SeedLogGoldenTests.seed000Cases)
    func seed000Returns(_ testCase: SeedLogGoldenTests.Case) throws {
        let log = SeedLog.parse(try String(contentsOf: Fixtures.url("SeedLogs/\(testCase.log).log"), encoding: .utf8))
        let scene = try Examples.load(testCase.example)
        let h = scene.hierarchy
        let oracle = UIKitOracle(h)
        let returns = log.filter { $0.kind == .exit }
        #expect(returns.count >= 2, "the fixture must hold a real log")
        for event in returns {
            let view = try #require(h.views.indices.map(ViewID.init).first { h[$0].className == event.className })
            let returned = oracle.hitTest(view, oracle.convertFromScreen(testCase.point, to: view))
            #expect(returned.map { "\(h[$0].className) \(h[$0].frame)" } ?? "(null)" == event.value, "\(event)")
        }
    }

    @Test("Seed 000's logs, call for call, both passes: the oracle's own call log", arguments: SeedLogGoldenTests.seed000Cases)
    func seed000Calls(_ testCase: SeedLogGoldenTests.Case) throws {
        let expected = SeedLog.parse(try String(contentsOf: Fixtures.url("SeedLogs/\(testCase.log).log"), encoding: .utf8))
        #expect(expected.count >= 4, "the fixture must hold a real log")
        let scene = try Examples.load(testCase.example)
        let h = scene.hierarchy
        let logged = Set(expected.map(\.className))
        let once = UIKitOracle(h).calls(at: testCase.point).calls.compactMap { call -> SeedLog.Event? in
            switch call {
            case .hitTest(let view, _, _) where logged.contains(h[view].className):
                return .init(.enter, h[view].className)
            case .pointInside(let view, _, let inside, _) where logged.contains(h[view].className):
                return .init(.pointInside, h[view].className, inside ? "1" : "0")
            case .returned(let view, let result, _) where logged.contains(h[view].className):
                return .init(.exit, h[view].className, result.map { "\(h[$0].className) \(h[$0].frame)" } ?? "(null)")
            default:
                return nil
            }
        }
        #expect(once + once == expected)
    }
}
