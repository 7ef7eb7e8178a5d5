import Foundation
import HitScopeFiles
import HitScopeCore
import HitScopeAudit
import HitScopeRender
import HitScopeScene
import Testing
import HitScopeViewer
import HitScopeTestSupport

/// The audit overlay (`f`) on the recording back end: audited in the background, tinted from the engine's
/// regions, the findings under the pointer, recomputed after reloads and edits only while it is shown.
@Suite struct AuditOverlayTests {
    /// Takes finished audits as the event loop does when their pipe is readable, until one is there.
    private func waitForAudit(_ harness: SessionHarness) throws -> AuditOverlay {
        let deadline = Date().addingTimeInterval(60)
        while harness.state.audit == nil, Date() < deadline {
            usleep(10_000)
            harness.session.collectAudits()
        }
        return try #require(harness.state.audit)
    }

    /// A session on `example` writing its event log, with the audit overlay shown and its audit done.
    private func auditHarness(example: String) throws -> (harness: SessionHarness, log: String) {
        let log = try Fixtures.temporaryFolder().appendingPathComponent("events.jsonl").path
        let harness = try SessionHarness(Examples.load(example), eventLog: log)
        try harness.key("f")
        _ = try waitForAudit(harness)
        return (harness, log)
    }

    private func texts(_ layer: FrameLayer?) -> [String] {
        (layer?.items ?? []).compactMap { item in if case .text(let run) = item { run.text } else { nil } }
    }

    /// The views whose effective areas a frame tints, by colour.
    private func tints(_ frame: Frame) -> [Int: RGBAColor] {
        var tints: [Int: RGBAColor] = [:]
        for case .shape(let shape) in frame.layer(.scene)?.items ?? [] {
            guard shape.opacity == TargetMarksDrawing.tintOpacity, case .solid(.color(let color))? = shape.fill, case .viewMark(let index)? = shape.subject
            else { continue }
            tints[index] = color
        }
        return tints
    }

    @Test func fAuditsInTheBackgroundThenTintsEachEffectiveAreaByItsWorstFinding() throws {
        let harness = try SessionHarness(Examples.load("audit-touch-sizes"))
        var frame = try harness.send(.key(.character("f"), []))
        #expect(harness.state.isAuditing)
        #expect(harness.state.notice == "touch-target audit: auditing…")
        #expect(texts(frame.layer(.panels)).contains("Audit — auditing…"))
        let regions = try waitForAudit(harness)
        frame = try harness.send()
        #expect(harness.state.notice == "touch-target audit: 4 errors, 3 warnings (5 views audited)")
        let colors = MarkColors.light
        let expected: [String: RGBAColor] = [
            "closeButton": colors.error, "infoButton": colors.pass, "likeButton": colors.error, "toast": colors.error,
            "minusButton": colors.error, "plusButton": colors.warning,
        ]
        #expect(tints(frame) == Dictionary(uniqueKeysWithValues: expected.map { (harness.id($0.key).index, $0.value) }))
        let badges = texts(frame.layer(.scene))
        for badge in ["✖ too-small", "✖ too-small · partly-covered", "✖ swallowing-overlay", "⚠ enlarged-overlap"] {
            #expect(badges.contains(badge), "\(badge)")
        }
        // The tinted cells are the audit's effective areas (whole points here, so the 1-point map counts them exactly).
        for target in regions.result.targets {
            let raw = target.view.rawValue
            #expect(Double(regions.marks.grid.cells.count { $0 == raw }) == target.effectiveArea, "\(target.view)")
        }
        #expect(texts(frame.layer(.panels)).contains("Audit — 4 ✖ · 3 ⚠ · 5 views"))
    }

    @Test func hoveringAFlaggedControlShowsItsFindingsInThePanelAndTheEventLog() throws {
        let (harness, log) = try auditHarness(example: "audit-unreachable")
        // saveButton lies under banner: the banner takes the touches (swallowing-overlay), saveButton gets none.
        let frame = try harness.send(.pointerMoved(harness.pixel(Point(60, 400)), []))
        let panel = texts(frame.layer(.panels)).joined(separator: " ")
        #expect(panel.contains("✖ swallowing-overlay — banner"))
        #expect(panel.contains("✖ unreachable — saveButton"))
        #expect(panel.contains("Fix: set userInteractionEnabled = NO on banner"), "the fix the engine proved")
        #expect(panel.contains("proven on a copy of the whole scene"), "proven on the whole scene: \(panel)")
        let line = try #require(try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").last)
        let record = try JSONDecoder().decode(EventRecord.self, from: Data(line.utf8))
        #expect(record.audit?.map(\.rule) == ["swallowing-overlay", "unreachable"])
        #expect(record.audit?.last?.message.hasPrefix("No touch reaches `saveButton`") == true)
        #expect(record.audit?.allSatisfy { $0.severity == "error" && !$0.fix.isEmpty } == true)
        // Hidden again: no findings in the log, no audit section.
        try harness.key("f")
        let hidden = try harness.send(.pointerMoved(harness.pixel(Point(60, 401)), []))
        #expect(!texts(hidden.layer(.panels)).contains { $0.hasPrefix("Audit") })
        let last = try #require(try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").last)
        #expect(try JSONDecoder().decode(EventRecord.self, from: Data(last.utf8)).audit == nil)
    }

    @Test func aControlWhoseTouchesDependOnAnUnsettledQuestionSaysUncertainInThePanelBadgeAndLog() throws {
        let (harness, log) = try auditHarness(example: "unsettled-questions")
        // On badgeIcon, inside likeButton: its touch is forwarded to the button, which may not track it.
        let frame = try harness.send(.pointerMoved(harness.pixel(Point(46, 125)), []))
        #expect(texts(frame.layer(.scene)).contains("⚠ uncertain"))
        let panel = texts(frame.layer(.panels)).joined(separator: " ")
        #expect(panel.contains("⚠ uncertain — likeButton"), "\(panel)")
        #expect(panel.contains("Uncertain: 1024 pt² around ("), "\(panel)")
        let line = try #require(try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").last)
        let record = try JSONDecoder().decode(EventRecord.self, from: Data(line.utf8))
        #expect(record.audit?.map(\.rule) == ["uncertain"])
        #expect(record.audit?.first?.uncertain?.first?.hasPrefix("1024 pt² around (") == true)
    }

    @Test func reloadsAndEditsAuditAgainOnlyWhileTheOverlayIsShown() throws {
        let folder = try Fixtures.temporaryFolder()
        let path = try Fixtures.copy("audit-touch-sizes", to: folder)
        let harness = try SessionHarness(SceneFiles.load(path: path).scene, path: path)
        try harness.key("f")
        _ = try waitForAudit(harness)
        // Hiding and showing again keeps the audit of an unchanged scene.
        try harness.key("f")
        try harness.key("f")
        #expect(harness.state.audit != nil && !harness.state.needsAudit)
        // A reload: audited again; without the toast, likeButton gets all of its 44×44.
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("name: toast") }
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        harness.session.reloadFromDisk()
        #expect(harness.state.audit == nil && harness.state.isAuditing)
        let reloaded = try waitForAudit(harness)
        #expect(reloaded.findings(of: harness.id("likeButton")).isEmpty)
        // An edit while the overlay is hidden audits nothing until it is shown again.
        try harness.key("f")
        try harness.send(.pointerPressed(.primary, harness.pixel(centreOf: "closeButton"), .control))
        try harness.key("h")
        #expect(harness.state.audit == nil && !harness.state.needsAudit && !harness.state.isAuditing)
        try harness.key("f")
        #expect(harness.state.isAuditing)
        let edited = try waitForAudit(harness)
        #expect(edited.findings(of: harness.id("closeButton")).map(\.rule) == [.unreachable])
    }

    @Test func anAuditOfASceneChangedSinceIsDropped() async throws {
        let scene = try Examples.load("audit-touch-sizes")
        var state = ViewerState(scene: scene, width: 1180, height: 760)
        _ = state.handle(.key(.character("f"), []))
        #expect(state.needsAudit)
        state.auditStarted()
        #expect(!state.needsAudit)
        let version = state.sceneVersion
        let regions = AuditOverlay(
            await Auditor().audit(scene, file: "scene.yaml"), map: TouchAreaMap(tester: HitTester(scene.hierarchy), size: scene.size))
        // closeButton selected and hidden while the audit ran: its result no longer fits the scene.
        let close = state.viewport.windowPoint(Point(30, 70))
        _ = state.handle(.pointerPressed(.primary, PixelPoint(Int(close.x.rounded()), Int(close.y.rounded())), .control))
        _ = state.handle(.key(.character("h"), []))
        state.auditFinished(regions, version: version)
        #expect(state.audit == nil && state.needsAudit)
    }
}
