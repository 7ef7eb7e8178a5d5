import HitScopeAudit
import HitScopeCore
import HitScopeOutput
import HitScopeScene

/// The audit's inputs besides scenes, read as every input is: a baseline file, and the size check, both as
/// located errors (exit 2).
enum AuditInputs {
    /// The baseline at `path` (`hitscope audit --baseline`): a file `hitscope audit --format json` wrote.
    static func baseline(path: String) throws(SceneError) -> AuditDocument {
        let data = try SourceFile.load(path)
        do {
            return try AuditBaseline.decode(data)
        } catch {
            throw SceneError(file: path, line: 0, column: 0, message: error.message, hint: error.hint)
        }
    }

    /// Refuses a scene too large to audit (`AuditLimit`), naming `file`.
    static func checkSize(_ scene: Scene, file: String) throws(SceneError) {
        if let refusal = AuditLimit.refusal(scene) {
            throw SceneError(file: file, line: 0, column: 0, message: refusal.message, hint: refusal.hint)
        }
    }
}
