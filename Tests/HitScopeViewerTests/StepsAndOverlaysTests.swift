import HitScopeCore
import HitScopeOutput
import HitScopeRender
import Testing
import HitScopeViewer
import HitScopeTestSupport

/// Stepping through a trace, the overlays, the help, zoom and layout.
@Suite struct StepsAndOverlaysTests {
    private func pressed(_ example: String, at point: Point) throws -> SessionHarness {
        let harness = try SessionHarness(Examples.load(example))
        try harness.send(.pointerPressed(.primary, harness.pixel(point), []), .pointerReleased(.primary, harness.pixel(point), []))
        return harness
    }

    @Test func arrowsHomeAndEndStepThroughTheTrace() throws {
        let harness = try pressed("seed001-views-a-to-e", at: Point(265, 215))
        let summary = try #require(harness.state.side.summary)
        #expect(harness.state.step == nil)
        try harness.send(.key(.right, []))
        #expect(harness.state.step == 0)
        try harness.send(.key(.right, []), .key(.right, []))
        #expect(harness.state.step == 2)
        try harness.send(.key(.left, []))
        #expect(harness.state.step == 1)
        try harness.send(.key(.end, []))
        #expect(harness.state.step == summary.steps.count - 1)
        let frame = try harness.send(.key(.home, []))
        #expect(harness.state.step == 0)
        // The first step is the window's hitTest: the window is outlined in the step's colour, its badge ringed.
        let window = harness.id("window")
        #expect(SessionHarness.strokedViews(frame.layer(.marks), paint: .theme(summary.outcome(ofStep: 0).role)).contains(window.index))
        let rings = (frame.layer(.marks)?.items ?? []).filter { item in
            if case .shape(let shape) = item, case .visit? = shape.subject { true } else { false }
        }
        #expect(rings.count == 1)
    }

    @Test func clickingATraceLineShowsItsStep() throws {
        let harness = try pressed("seed001-views-a-to-e", at: Point(265, 215))
        let geometry = SidePanelGeometry(layout: harness.state.layout, content: harness.state.side)
        let start = harness.state.side.stepStarts[4]
        let y = geometry.traceBody.y + 2 + start * SidePanelContent.lineHeight + 5
        try harness.send(.pointerPressed(.primary, PixelPoint(geometry.traceBody.x + 40, y), []))
        #expect(harness.state.step == 4)
    }

    @Test func everyStepHasItsLinesInTheEngineWords() throws {
        let harness = try pressed("seed001-views-a-to-e", at: Point(265, 215))
        let content = harness.state.side
        let words = TraceTextFormatter(harness.hierarchy).steps(try #require(harness.state.touch).trace)
        #expect(content.stepStarts.count == words.count)
        for (index, text) in words.enumerated() {
            let lines = content.traceLines.filter { $0.step == index }.map(\.text).joined(separator: " ")
            #expect(lines == text.trimmingCharacters(in: .whitespaces))
        }
    }

    @Test func overlayKeysShowAndHideTheirItems() throws {
        let harness = try pressed("seed003-tab-bar-centre-button", at: Point(187, 640))
        func count(_ frame: Frame, _ predicate: (DisplayItem) -> Bool) -> Int { (frame.layer(.scene)?.items ?? []).filter(predicate).count }
        let isBadge: (DisplayItem) -> Bool = { if case .badge = $0 { true } else { false } }
        let isTouchArea: (DisplayItem) -> Bool = { if case .shape(let s) = $0, case .touchArea? = s.subject { true } else { false } }
        var frame = try harness.send(.key(.character("b"), []))
        #expect(count(frame, isBadge) == 0)
        frame = try harness.send(.key(.character("b"), []))
        #expect(count(frame, isBadge) > 0)
        #expect(count(frame, isTouchArea) == 0)
        frame = try harness.send(.key(.character("t"), []))
        #expect(count(frame, isTouchArea) > 0)
        frame = try harness.send(.key(.character("t"), []))
        #expect(count(frame, isTouchArea) == 0)
    }

    @Test func skippedViewsOverlayNamesTheReason() throws {
        let harness = try SessionHarness(Examples.load("seed002-skip-rules"))
        let frame = try harness.send(.key(.character("k"), []))
        let texts = (frame.layer(.scene)?.items ?? []).compactMap { item -> String? in if case .text(let run) = item { run.text } else { nil } }
        // One chip per skipped view: the overlays are 67 points wide, so the short reasons, cut with … to fit.
        for reason in [SkipReason.hidden, .transparent, .userInteractionDisabled].map(\.shortName) {
            #expect(texts.contains { $0 == reason || ($0.hasSuffix("…") && reason.hasPrefix($0.dropLast())) }, "\(reason)")
        }
        let tinted = (frame.layer(.scene)?.items ?? []).compactMap { item -> Int? in
            guard case .shape(let shape) = item, shape.fill == .solid(.theme(.skipped)), shape.tooltip != nil, case .viewMark(let index)? = shape.subject else { return nil }
            return index
        }
        #expect(Set(tinted) == Set(["hiddenOverlay", "alpha001Overlay", "noInteractionOverlay"].map { harness.id($0).index }))
    }

    @Test func hidingNotTouchableAndRedirectsRemovesHatchAndArrows() throws {
        let harness = try SessionHarness(Examples.load("seed003-scroll-view-margins"))
        var frame = try harness.send(.pointerLeft)
        let items = frame.layer(.scene)?.items ?? []
        let hatches = items.filter { $0.overlay == .notTouchable }.count, arrows = items.filter { $0.overlay == .redirects }.count
        #expect(hatches + arrows > 0)
        frame = try harness.send(.key(.character("n"), []), .key(.character("r"), []))
        let remaining = (frame.layer(.scene)?.items ?? []).filter { $0.overlay == .notTouchable || $0.overlay == .redirects }
        #expect(remaining.isEmpty)
    }

    @Test func helpOpensWithQuestionMarkAndClosesWithEscape() throws {
        let harness = try SessionHarness(Examples.load("seed001-views-a-to-e"))
        #expect(try harness.send(.key(.character("?"), [])).layer(.help) != nil)
        #expect(try harness.send(.key(.escape, [])).layer(.help) == nil)
    }

    @Test func zoomKeysAndWheel() throws {
        let harness = try SessionHarness(Examples.load("seed001-views-a-to-e"))
        #expect(harness.state.viewport.isFitted)
        try harness.key("1")
        #expect(harness.state.viewport.scale == 1)
        try harness.key("+")
        #expect(harness.state.viewport.scale == 1.25)
        try harness.key("-")
        try harness.key("-")
        #expect(harness.state.viewport.scale == 0.75)
        let anchor = harness.pixel(Point(265, 215))
        try harness.send(.scrolled(.up, anchor, []))
        #expect(harness.state.viewport.scale == 1)
        // The point under the pointer stays under it.
        let point = harness.state.viewport.scenePoint(anchor)
        #expect(abs(point.x - 265) < 1 && abs(point.y - 215) < 1)
        try harness.key("0")
        #expect(harness.state.viewport.isFitted)
    }

    @Test func middleDragPans() throws {
        let harness = try SessionHarness(Examples.load("seed001-views-a-to-e"))
        let before = harness.state.viewport
        let start = harness.pixel(Point(100, 100))
        try harness.send(.pointerPressed(.middle, start, []), .pointerMoved(PixelPoint(start.x + 30, start.y - 20), []), .pointerReleased(.middle, start, []))
        #expect(harness.state.viewport.offsetX == before.offsetX + 30)
        #expect(harness.state.viewport.offsetY == before.offsetY - 20)
        #expect(harness.state.touch == nil)
    }

    @Test func resizeLaysOutAgainAndKeepsTheSceneFitted() throws {
        let harness = try SessionHarness(Examples.load("seed001-views-a-to-e"))
        let frame = try harness.send(.resized(width: 800, height: 500))
        #expect(frame.width == 800 && frame.height == 500)
        let layout = harness.state.layout
        #expect(layout.status.maxY == 500)
        #expect(layout.drawing.maxX == layout.side.x)
        #expect(harness.state.viewport.isFitted)
        // The whole screen (375 × 667 points) fits in the drawing area.
        let bottom = harness.state.viewport.windowPoint(Point(375, 667))
        #expect(bottom.y <= Double(layout.drawing.maxY) && bottom.x <= Double(layout.drawing.maxX))
    }

    @Test func sceneLayerIsReusedWhileThePointerMoves() throws {
        let harness = try SessionHarness(Examples.load("seed001-views-a-to-e"))
        let first = try harness.send(.pointerMoved(harness.pixel(Point(50, 50)), []))
        let second = try harness.send(.pointerMoved(harness.pixel(Point(265, 215)), []))
        #expect(first.layer(.scene)?.key == second.layer(.scene)?.key)
        #expect(first.layer(.panels)?.key == second.layer(.panels)?.key)
        let pressed = try harness.send(.pointerPressed(.primary, harness.pixel(Point(265, 215)), []))
        #expect(pressed.layer(.scene)?.key != second.layer(.scene)?.key)
    }
}
