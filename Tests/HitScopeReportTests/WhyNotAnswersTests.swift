import Foundation
import HitScopeCore
import HitScopeFixtures
import HitScopeOutput
import HitScopeReport
import HitScopeTestSupport
import Testing

/// Which why-not answers a page proves fixes for: at each region, the views drawn at any of its cells (the views a
/// click there lands on) get `why`'s whole answer; every other view the engine's reason, marked for the page to add
/// the command that proves its fixes, in the engine's words.
struct WhyNotAnswersTests {
    /// The page's embedded data.
    private func data(_ scene: Scene, file: String) throws -> [String: Any] {
        let html = HTMLReport.html(scene: scene, options: ReportOptions(sceneFile: file))
        let block = try #require(between(html, "id=\"hs-data\">", "</script>").first)
        let json = try #require(PageDataBlock.decoded(block))
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// A region's answers as docs/reports.md describes them: `[firstNew, decidingView, code, …]`, one pair per view,
    /// `code` twice `m` plus 1 when marked, `m` 0 for the region's next new message, else the message's index plus 1.
    private func entries(_ compact: [Int]) -> [[Int]] {
        guard var next = compact.first else { return [] }
        return stride(from: 1, to: compact.count - 1, by: 2).enumerated().map { view, index in
            let (code, m) = (compact[index + 1], compact[index + 1] / 2)
            let message = m == 0 ? next : m - 1
            if m == 0 { next += 1 }
            return [view, compact[index], message] + (code % 2 == 1 ? [1] : [])
        }
    }

    @Test("A fifty-view screen: drawn views answered in full, the others as reasons the page completes with the same words")
    func regions() throws {
        let scene = SceneGenerator(viewCount: 50, seed: 3).generate()
        let hierarchy = scene.hierarchy
        let tester = HitTester(hierarchy)
        let words = TraceTextFormatter(hierarchy)
        let data = try data(scene, file: "s3.yaml")
        let whyNot = try #require(data["whyNot"] as? [String: Any])
        #expect(whyNot["complete"] as? Bool == true)
        let messages = try #require(whyNot["messages"] as? [String])
        let regions = try #require(whyNot["regions"] as? [[Int]]).map(entries)
        let ask = try #require(whyNot["askForFixes"] as? [String])
        #expect(ask == [TraceTextFormatter.askForFixes.before, TraceTextFormatter.askForFixes.after])
        let map = TraceRegionMap(tester: tester, size: scene.size)
        let screen = ScreenMap(hierarchy)
        let drawn = try #require(DrawnViewMap(hierarchy, screen: screen, originX: -20, originY: -20, width: 420, height: 720))
        let drawnIn = map.viewsDrawn(in: drawn)
        #expect(regions.count == map.representatives.count)
        var (full, marked) = (0, 0)
        for (region, entries) in regions.enumerated() {
            #expect(entries.map { $0[0] } == Array(0..<hierarchy.count))
            let point = map.representatives[region]
            for entry in entries {
                let view = ViewID(entry[0])
                let answer = tester.whyNot(view, at: point)
                #expect(entry[1] == answer.decidingView.index, "\(entry)")
                if drawnIn[region].contains(view) {
                    #expect(entry.count == 3 && !messages[entry[2]].contains("hitscope why"), "\(entry)")
                    full += 1
                } else if entry.count == 4 {
                    // What the page shows: the reason, then the engine's sentence around the command.
                    let shown = messages[entry[2]] + " " + ask[0] + whyCommand(file: "s3.yaml", at: point, view: hierarchy[view].name) + ask[1]
                    #expect(shown == words.whyNot(answer, askingIn: "s3.yaml"))
                    marked += 1
                } else {
                    #expect(messages[entry[2]] == words.whyNotWithCause(answer) && !TraceTextFormatter.mayHaveFixes(answer))
                }
            }
        }
        #expect(full > 0 && marked > full, "full \(full), marked \(marked)")
        // Every message is used, and the regions' codes name each once where it is new.
        let used = Set(regions.flatMap { $0.map { $0[2] } } + (whyNot["taps"] as? [[[Int]]] ?? []).flatMap { $0.map { $0[2] } })
        #expect(used == Set(messages.indices))
    }
}
