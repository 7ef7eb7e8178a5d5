import Foundation
import HitScopeAudit
import HitScopeDiff
import HitScopeFiles
import HitScopeReport
import HitScopeScene

extension HitScene {
    /// The self-contained HTML report of the scene, as `hitscope report` writes it: the drawing, each tap step by
    /// step and the responder chain, with no network and no other file.
    ///
    /// - Parameters:
    ///   - points: the taps to show, in screen points; `nil` shows the scene's own ``taps``.
    ///   - auditMinimumSize: when given, the report gets an audit section at that minimum touch size
    ///     (`hitscope report --audit --min-size`).
    /// - Throws: ``HitScopeError`` when the scene is too large to report.
    public func report(points: [Point]? = nil, auditMinimumSize: Size? = nil) async throws(HitScopeError) -> String {
        let sceneFile = file == "-" ? "-" : URL(fileURLWithPath: file).lastPathComponent
        if let refusal = ReportLimit.refusal(scene) {
            throw HitScopeError(SceneError(file: file, line: refusal.line ?? 0, column: 0, message: refusal.message, hint: refusal.hint))
        }
        var audited: AuditSceneResult?
        if let auditMinimumSize {
            audited = await Auditor(options: AuditOptions(minimumSize: auditMinimumSize)).auditProvingFixes(scene, file: sceneFile)
        }
        return HTMLReport.html(scene: scene, options: ReportOptions(points: points, sceneFile: sceneFile, audit: audited))
    }

    /// Writes ``report(points:auditMinimumSize:)`` to `path`, as `hitscope report -o` writes (atomically; a device
    /// or a pipe is written through, never replaced; docs/security.md).
    /// - Throws: ``HitScopeError`` when the scene is too large or the file cannot be written.
    public func writeReport(to path: String, points: [Point]? = nil, auditMinimumSize: Size? = nil) async throws(HitScopeError) {
        let html = try await report(points: points, auditMinimumSize: auditMinimumSize)
        do {
            try OutputFile.write(html, to: path)
        } catch {
            throw HitScopeError(file: path, message: error.description)
        }
    }
}
