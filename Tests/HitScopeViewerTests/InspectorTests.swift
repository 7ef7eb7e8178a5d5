import HitScopeCore
import HitScopeRender
import HitScopeViewer
import Testing
import HitScopeTestSupport

/// The viewer's inspector: Ctrl+click (or a click in the tree) selects a view, and the side panel lists all it
/// has in the engine's words (`ViewFacts`, the report's inspector's too); Esc clears it.
struct InspectorTests {
    private func texts(_ layer: FrameLayer?) -> [String] {
        (layer?.items ?? []).compactMap { item in if case .text(let run) = item { run.text } else { nil } }
    }

    @Test func ctrlClickShowsAllTheViewHas() throws {
        let harness = try SessionHarness(Examples.load("animation-in-flight"))
        var frame = try harness.send(.pointerPressed(.primary, harness.pixel(Point(40, 580)), [.control]))
        #expect(harness.state.selection == harness.id("buyButton"))
        var panel = texts(frame.layer(.panels))
        #expect(panel.contains("Inspector — buyButton · Esc clears"))
        #expect(panel.contains { $0.hasPrefix("its ancestors: buyBar keeps every touch") })
        #expect(panel.last == "color: systemGreen", "the section is as tall as its facts need: \(panel.suffix(3))")
        frame = try harness.send(.pointerPressed(.primary, harness.pixel(Point(40, 580)), [.control]))
        #expect(harness.state.selection == harness.id("buyBar"))
        panel = texts(frame.layer(.panels))
        #expect(panel.contains { $0.hasPrefix("animation: view, drawn now at (0 600; 375 80)") })
        frame = try harness.send(.key(.escape, []))
        #expect(!texts(frame.layer(.panels)).contains { $0.hasPrefix("Inspector") })
    }

    @Test func aShortWindowSaysHowManyLinesAreLeftOut() throws {
        let harness = try SessionHarness(Examples.load("animation-in-flight"))
        _ = try harness.send(.resized(width: 900, height: 420))
        let frame = try harness.send(.pointerPressed(.primary, harness.pixel(Point(40, 580)), [.control]))
        let panel = texts(frame.layer(.panels))
        #expect(panel.contains("name: buyButton"))
        let last = try #require(panel.last)
        #expect(last.hasPrefix("… ") && last.hasSuffix(" more lines: hitscope inspect lists them all"), "\(last)")
    }
}
