import Foundation
import HitScopeKit
import Testing
import HitScopeTestSupport

@Suite struct SceneAuditTests {
    @Test func auditFindsControlsNoTouchReaches() async throws {
        let audit = try await HitScene.load(file: Examples.file("audit-unreachable.yaml")).audit()
        let unreachable = audit.findings.filter { $0.rule == .unreachable }.map(\.view.name)
        #expect(unreachable.contains("retryButton"))
        #expect(audit.fails(at: .error))
        #expect(audit.text.contains("retryButton"))
        #expect(audit.json.contains("\"formatVersion\""))
    }

    @Test func aSceneWithoutFindingsDoesNotFail() async throws {
        let audit = try await HitScene.load(file: Examples.file("seed000-experiment1-siblings.yaml")).audit(minimumSize: Size(1, 1))
        #expect(!audit.fails(at: .warning))
    }

    @Test func theReportIsTheSameBytesEachTimeAndWrittenAsReturned() async throws {
        let scene = try HitScene.load(file: Examples.file("seed001-button-on-image-view.yaml"))
        let html = try await scene.report(auditMinimumSize: Size(44, 44))
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("playButton"))
        #expect(try await scene.report(auditMinimumSize: Size(44, 44)) == html)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hitscopekit-report-\(getpid()).html")
        defer { try? FileManager.default.removeItem(at: file) }
        try await scene.writeReport(to: file.path, auditMinimumSize: Size(44, 44))
        #expect(try String(contentsOf: file, encoding: .utf8) == html)
    }

    @Test func aReportToAMissingFolderSaysWhatToDo() async throws {
        let scene = try HitScene.load(file: Examples.file("seed001-button-on-image-view.yaml"))
        await #expect(throws: HitScopeError.self) { try await scene.writeReport(to: "/nonexistent-hitscope/report.html") }
    }
}
