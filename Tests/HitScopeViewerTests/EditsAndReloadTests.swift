import Foundation
import HitScopeFiles
import HitScopeCore
import HitScopeRender
import HitScopeScene
import Testing
import HitScopeViewer
import HitScopeTestSupport

/// What-if edits, writing the edited scene, exports and live reload, on the recording back end.
@Suite struct EditsAndReloadTests {
    private func clickTreeRow(of name: String, _ harness: SessionHarness) throws {
        let row = try #require(harness.state.scene.treeRows.firstIndex { $0.view == harness.id(name) })
        let tree = harness.state.layout.tree
        let y = tree.y + PanelMetrics.headerHeight + (row - harness.state.treeScroll) * PanelMetrics.treeRowHeight + 5
        try harness.send(.pointerPressed(.primary, PixelPoint(tree.x + 40, y), []), .pointerReleased(.primary, PixelPoint(tree.x + 40, y), []))
    }

    @Test func selectingInTheTreeAndHidingAViewChangesTheAnswerAtOnce() throws {
        let harness = try SessionHarness(Examples.load("seed001-views-a-to-e"))
        let e = harness.pixel(centreOf: "E")
        try harness.send(.pointerPressed(.primary, e, []), .pointerReleased(.primary, e, []))
        #expect(harness.state.touch?.trace.hitView == harness.id("E"))
        try clickTreeRow(of: "E", harness)
        #expect(harness.state.selection == harness.id("E"))
        try harness.key("h")
        #expect(harness.hierarchy[harness.id("E")].isHidden)
        #expect(harness.state.scene.isEdited)
        // The touch is replayed on the edited scene: B now takes it.
        #expect(harness.state.touch?.trace.hitView == harness.id("B"))
        #expect(harness.session.title.contains("(edited)"))
        try harness.key("h")
        #expect(harness.state.touch?.trace.hitView == harness.id("E"))
    }

    @Test func interactionAlphaAndOrderEdits() throws {
        let harness = try SessionHarness(Examples.load("seed002-skip-rules"))
        let point = Point(320, 300)  // clearOverlay, in front of the button
        try clickTreeRow(of: "clearOverlay", harness)
        #expect(harness.state.scene.tester.hitTest(point) == harness.id("clearOverlay"))
        try harness.key("u")
        #expect(harness.state.scene.tester.hitTest(point) == harness.id("button"))
        try harness.key("u")
        try harness.key("o")
        #expect(harness.hierarchy[harness.id("clearOverlay")].alpha == 0)
        #expect(harness.state.scene.tester.hitTest(point) == harness.id("button"))
        try harness.key("o")
        #expect(harness.hierarchy[harness.id("clearOverlay")].alpha == 1)
        try harness.key("[")
        #expect(harness.state.scene.tester.hitTest(point) == harness.id("button"))
        try harness.key("]")
        #expect(harness.state.scene.tester.hitTest(point) == harness.id("clearOverlay"))
        try harness.key("x")
        #expect(!harness.state.scene.isEdited)
    }

    @Test func controlClickSelectsTheDrawnViewAndThenTheOnesBehind() throws {
        let harness = try SessionHarness(Examples.load("seed001-button-on-image-view"))
        let pixel = harness.pixel(centreOf: "playButton")
        try harness.send(.pointerPressed(.primary, pixel, .control), .pointerReleased(.primary, pixel, .control))
        #expect(harness.state.selection == harness.id("playButton"))
        #expect(harness.state.touch == nil)
        try harness.send(.pointerPressed(.primary, pixel, .control))
        #expect(harness.state.selection == harness.id("avatarImage"))
    }

    @Test func editWithoutSelectionExplains() throws {
        let harness = try SessionHarness(Examples.load("seed001-views-a-to-e"))
        try harness.key("h")
        #expect(harness.state.notice?.contains("select a view first") == true)
        #expect(!harness.state.scene.isEdited)
    }

    @Test func writeSavesNameDotEditedYamlAndLeavesTheOriginal() throws {
        let folder = try Fixtures.temporaryFolder()
        let path = try Fixtures.copy("seed001-views-a-to-e", to: folder)
        let original = try String(contentsOfFile: path, encoding: .utf8)
        let harness = try SessionHarness(SceneFiles.load(path: path).scene, path: path)
        try clickTreeRow(of: "C", harness)
        try harness.key("h")
        try harness.key("w")
        let edited = folder.appendingPathComponent("seed001-views-a-to-e.edited.yaml").path
        #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
        let reread = try SceneFiles.load(path: edited).scene
        #expect(try #require(reread.hierarchy.id(named: "C")).index >= 0)
        #expect(reread.hierarchy[try #require(reread.hierarchy.id(named: "C"))].isHidden)
        #expect(harness.state.notice == "wrote the edited scene to \(edited)")
    }

    @Test func exportWritesTheReportOfTheEditedSceneAndThePicture() throws {
        let folder = try Fixtures.temporaryFolder()
        let path = try Fixtures.copy("seed001-views-a-to-e", to: folder)
        let harness = try SessionHarness(SceneFiles.load(path: path).scene, path: path)
        try harness.key("e")
        let report = folder.appendingPathComponent("seed001-views-a-to-e.report.html").path
        let html = try String(contentsOfFile: report, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>") || html.hasPrefix("<!doctype html>"))
        #expect(html.contains("Seed 001"))
        try harness.key("p")
        #expect(harness.backend.pngRequests == 1)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("seed001-views-a-to-e.png").path))
    }

    @Test func brokenReloadKeepsTheLastGoodSceneAndShowsWhere() throws {
        let folder = try Fixtures.temporaryFolder()
        let path = try Fixtures.copy("seed001-views-a-to-e", to: folder)
        let good = try String(contentsOfFile: path, encoding: .utf8)
        let harness = try SessionHarness(SceneFiles.load(path: path).scene, path: path)
        try clickTreeRow(of: "E", harness)
        try good.replacingOccurrences(of: "frame: [175, 40, 140, 150]", with: "frame: [175, 40, 140]").write(toFile: path, atomically: true, encoding: .utf8)
        harness.session.reloadFromDisk()
        let frame = try harness.send(.pointerLeft)
        let banner = try #require(harness.state.banner)
        #expect(banner.hasPrefix("\(path):26:"))
        #expect(frame.layer(.banner) != nil)
        #expect(harness.session.title.contains("(file has errors)"))
        #expect(harness.hierarchy.id(named: "E") != nil)
        try good.replacingOccurrences(of: "name: E,", with: "name: E2,").write(toFile: path, atomically: true, encoding: .utf8)
        harness.session.reloadFromDisk()
        #expect(harness.state.banner == nil)
        #expect(try harness.send(.pointerLeft).layer(.banner) == nil)
        #expect(harness.hierarchy.id(named: "E2") != nil)
        #expect(harness.state.selection == nil)
    }

    @Test func reloadKeepsTheSelectionAndReplaysTheTouch() throws {
        let folder = try Fixtures.temporaryFolder()
        let path = try Fixtures.copy("seed001-views-a-to-e", to: folder)
        let good = try String(contentsOfFile: path, encoding: .utf8)
        let harness = try SessionHarness(SceneFiles.load(path: path).scene, path: path)
        let e = harness.pixel(centreOf: "E")
        try harness.send(.pointerPressed(.primary, e, []), .pointerReleased(.primary, e, []))
        try clickTreeRow(of: "B", harness)
        try good.replacingOccurrences(of: "{ name: E, class: EView,", with: "{ name: E, class: EView, hidden: true,")
            .write(toFile: path, atomically: true, encoding: .utf8)
        harness.session.reloadFromDisk()
        #expect(harness.state.selection == harness.id("B"))
        #expect(harness.state.touch?.trace.hitView == harness.id("B"))
    }
}
