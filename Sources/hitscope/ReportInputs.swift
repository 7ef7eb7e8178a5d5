import HitScopeCore
import HitScopeReport
import HitScopeScene

/// The report's refusal of a scene too large to draw, as a located error (exit 2).
enum ReportInputs {
    /// Refuses a scene too large to report (`ReportLimit`), naming `file` and the view's line when one crosses a limit.
    static func checkSize(_ scene: Scene, file: String) throws(SceneError) {
        if let refusal = ReportLimit.refusal(scene) {
            throw SceneError(file: file, line: refusal.line ?? 0, column: 0, message: refusal.message, hint: refusal.hint)
        }
    }
}
