import Foundation
import HitScopeCore
import HitScopeDiff
import HitScopeOutput
import HitScopeRender
import HitScopeScene
import Testing
import HitScopeViewer
import HitScopeTestSupport

/// Hover and touches on the event enum and a recording back end: what the engine answers is what the viewer
/// logs and draws.
@Suite struct HoverAndTouchTests {
    @Test(arguments: ["seed001-views-a-to-e", "seed003-tab-bar-centre-button", "seed002-skip-rules", "seed004-responder-chain-controller"])
    func hoverLogsWhatTraceAnswers(example: String) throws {
        let folder = try Fixtures.temporaryFolder()
        let log = folder.appendingPathComponent("events.jsonl").path
        let harness = try SessionHarness(Examples.load(example), eventLog: log)
        let drawing = harness.state.layout.drawing
        var expected: [String] = []
        for y in stride(from: drawing.y + 5, to: drawing.maxY, by: 37) {
            for x in stride(from: drawing.x + 5, to: drawing.maxX, by: 41) {
                try harness.send(.pointerMoved(PixelPoint(x, y), []))
                let point = harness.state.viewport.scenePoint(PixelPoint(x, y))
                let document = TraceDocument(tester: harness.state.scene.tester, point: point)
                let record = EventRecord(
                    type: .motion, window: PixelPoint(x, y), scene: point, hitView: document.hitView?.name,
                    responderChain: document.responderChain, handledBy: document.handledBy)
                expected.append(JSONText.line(record))
            }
        }
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines == expected)
        #expect(lines.count > 50)
    }

    @Test func hoverHighlightsTheHitViewAndTheDrawnViewWhenTheyDiffer() throws {
        let harness = try SessionHarness(Examples.load("seed001-button-on-image-view"))
        let frame = try harness.send(.pointerMoved(harness.pixel(centreOf: "playButton"), []))
        let hover = try #require(harness.state.hover)
        #expect(hover.hitView == harness.id("root"))
        #expect(hover.drawnView == harness.id("playButton"))
        let marks = frame.layer(.marks)
        #expect(SessionHarness.strokedViews(marks, paint: .theme(.hitView)) == [harness.id("root").index])
        #expect(SessionHarness.strokedViews(marks, paint: .color(Highlights.drawnColor)) == [harness.id("playButton").index])
        let texts = (marks?.items ?? []).compactMap { item -> String? in if case .text(let run) = item { run.text } else { nil } }
        #expect(texts.contains("touch → root"))
        #expect(texts.contains("drawn here: playButton"))
    }

    @Test("Drawn here under the pointer names the public view a UIKit part belongs to, never the part")
    func drawnHereNamesThePublicView() throws {
        var scene = try FixScenes.scene(FixScenes.coveredBuyButton)
        let button = try #require(scene.hierarchy.id(named: "buyButton"))
        var label = View(name: "UIButtonLabel1", className: "UIButtonLabel", frame: Rect(140, 24, 46, 20))
        label.title = "Buy"
        _ = try scene.hierarchy.addSubview(label, to: button)
        try scene.hierarchy.update(button) { $0.isUserInteractionEnabled = false }
        let harness = try SessionHarness(scene)
        // The label is drawn there and the button is skipped: the touch goes to the card.
        let frame = try harness.send(.pointerMoved(harness.pixel(centreOf: "UIButtonLabel1"), []))
        #expect(harness.state.hover?.hitView == harness.id("card"))
        #expect(harness.state.hover?.drawnView == button)
        let texts = (frame.layer(.marks)?.items ?? []).compactMap { item -> String? in if case .text(let run) = item { run.text } else { nil } }
        #expect(texts.contains("drawn here: buyButton"))
        #expect(!texts.contains { $0.contains("UIButtonLabel1") })
    }

    @Test("The side panel's Drawn here gives the fixes why gives, ranked, each with its cost, in the same words")
    func sidePanelSaysWhatWhySays() throws {
        let scene = try FixScenes.scene(FixScenes.coveredBuyButton)
        let harness = try SessionHarness(scene)
        let pixel = harness.pixel(Point(100, 245))
        try harness.send(.pointerPressed(.primary, pixel, []), .pointerReleased(.primary, pixel, []))
        let point = try #require(harness.state.touch?.start)
        let tester = HitTester(scene.hierarchy)
        var fixes = WholeSceneFixes(scene: scene, tester: tester)
        let button = harness.id("buyButton")
        let why = TraceTextFormatter(scene.hierarchy).whyNot(tester.whyNot(button, at: point), ranked: fixes.rank(for: button, fingers: [.tap(at: point)]))
        #expect(why.contains("No change is free"))
        // The panel wraps its lines: compared without the spaces wrapping moves.
        let panel = harness.state.side.touchLines.map(\.text).joined().filter { !$0.isWhitespace }
        #expect(panel.contains(("Drawn here: " + why).filter { !$0.isWhitespace }))
    }

    @Test func hoverOverATouchableViewMarksOnlyIt() throws {
        let harness = try SessionHarness(Examples.load("seed001-views-a-to-e"))
        let frame = try harness.send(.pointerMoved(harness.pixel(centreOf: "E"), []))
        #expect(harness.state.hover?.hitView == harness.id("E"))
        #expect(harness.state.hover?.drawnView == harness.id("E"))
        #expect(SessionHarness.strokedViews(frame.layer(.marks), paint: .color(Highlights.drawnColor)).isEmpty)
        #expect(SessionHarness.strokedViews(frame.layer(.marks), paint: .theme(.hitView)) == [harness.id("E").index])
    }

    @Test func statusBarGivesThePointInTheWindowAndInTheHitView() throws {
        let harness = try SessionHarness(Examples.load("seed001-views-a-to-e"))
        try harness.send(.key(.character("1"), []))
        let pixel = harness.pixel(Point(265, 215))
        try harness.send(.pointerMoved(pixel, []))
        let text = StatusBar(state: harness.state).leftText
        #expect(text == "pixel \(pixel.x),\(pixel.y)  ·  window “window” (265, 215)  ·  hit-test view “E” (70, 75)")
    }

    @Test func movedAndEndedStayWithTheViewWhereTheTouchBegan() throws {
        let folder = try Fixtures.temporaryFolder()
        let log = folder.appendingPathComponent("events.jsonl").path
        let harness = try SessionHarness(Examples.load("seed000-experiment2-nested"), eventLog: log)
        let start = harness.pixel(Point(135, 135))  // btn2
        let outside = harness.pixel(Point(40, 600))  // far outside btn2 and btn1
        try harness.send(.pointerPressed(.primary, start, []), .pointerMoved(outside, []), .pointerReleased(.primary, outside, []))
        let records = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map { line in
            try JSONDecoder().decode(EventRecord.self, from: Data(line.utf8))
        }
        #expect(records.map(\.type) == [.press, .drag, .release])
        #expect(records.map(\.hitView) == ["btn2", "btn2", "btn2"])
        #expect(records.map(\.handledBy) == ["btn2", "btn2", "btn2"])
        #expect(records[2].responderChain == ["btn2", "btn1", "root", "ViewController", "window", "application"])
        let touchText = harness.state.side.touchLines.map(\.text).joined(separator: " ")
        #expect(touchText.contains("touchUpOutside"))
        #expect(touchText.contains("touchDragOutside"))
    }

    @Test func releaseNearAControlIsTouchUpInside() throws {
        let harness = try SessionHarness(Examples.load("seed000-experiment2-nested"))
        let start = harness.pixel(Point(135, 135)), near = harness.pixel(Point(200, 150))  // within 70 points of btn2
        try harness.send(.pointerPressed(.primary, start, []), .pointerMoved(near, []), .pointerReleased(.primary, near, []))
        let touchText = harness.state.side.touchLines.map(\.text).joined(separator: " ")
        #expect(touchText.contains("touchUpInside"))
        #expect(touchText.contains("touchDragInside"))
        #expect(!touchText.contains("touchUpOutside"))
    }

    @Test func whilePressedThePanelShowsNoLiftYet() throws {
        let harness = try SessionHarness(Examples.load("seed000-experiment2-nested"))
        try harness.send(.pointerPressed(.primary, harness.pixel(Point(135, 135)), []))
        let lines = harness.state.side.touchLines.map(\.text).joined(separator: " ")
        #expect(lines.contains("touchesBegan"))
        #expect(!lines.contains("touchesEnded"))
        try harness.send(.pointerReleased(.primary, harness.pixel(Point(135, 135)), []))
        #expect(harness.state.side.touchLines.map(\.text).joined(separator: " ").contains("touchesEnded"))
    }

    /// The window system's event times give a touch its real timing: in a scroll view, a press held past 0.15 s
    /// then dragged stays with the button; the same drag made at once scrolls and the button hears nothing.
    @Test func pressDragAndReleaseKeepTheirRealTiming() throws {
        let harness = try SessionHarness(Examples.load("scroll-view-content-touches"))
        let (start, dragged) = (harness.pixel(Point(100, 82)), harness.pixel(Point(100, 40)))
        try harness.sendTimed((.pointerPressed(.primary, start, []), 100), (.pointerMoved(dragged, []), 100.4), (.pointerReleased(.primary, dragged, []), 100.5))
        let held = try #require(harness.state.touch).delivery(harness.state.scene.tester)
        #expect(held.scrolled.isEmpty)
        #expect(held.phases.first?.time == 0.15)
        #expect(held.phases.flatMap(\.sends).contains(.touchUpInside))
        try harness.sendTimed((.pointerPressed(.primary, start, []), 200), (.pointerMoved(dragged, []), 200.05), (.pointerReleased(.primary, dragged, []), 200.1))
        let quick = try #require(harness.state.touch).delivery(harness.state.scene.tester)
        #expect(quick.scrolled == [harness.id("feed")])
        #expect(quick.phases.isEmpty)
    }

    @Test func copyGivesTheSameWordsAsHitscopeTrace() throws {
        let harness = try SessionHarness(Examples.load("seed001-views-a-to-e"))
        try harness.send(.key(.character("1"), []))
        try harness.send(.pointerPressed(.primary, harness.pixel(Point(265, 215)), []), .pointerReleased(.primary, harness.pixel(Point(265, 215)), []))
        try harness.key("c")
        let expected = TraceTextFormatter(harness.hierarchy).tapReport(tester: harness.state.scene.tester, point: Point(265, 215))
        #expect(harness.copied == [expected])
    }

    @Test func pressesOutsideTheDrawingAreNotTouches() throws {
        let harness = try SessionHarness(Examples.load("seed001-views-a-to-e"))
        let side = harness.state.layout.side
        try harness.send(.pointerPressed(.primary, PixelPoint(side.x + 20, side.y + 200), []))
        #expect(harness.state.touch == nil)
    }
}
