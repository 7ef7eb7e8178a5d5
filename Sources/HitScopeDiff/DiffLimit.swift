import HitScopeAudit
import HitScopeCore

/// How large a scene `hitscope diff` measures: it measures every touch target as the audit does, in two versions,
/// so the audit's limit holds (`AuditLimit.maximumViews`).
public enum DiffLimit {
    /// Why a scene is too large to diff, and what to do instead; nil when the diff measures it.
    public static func refusal(_ scene: Scene) -> (message: String, hint: String)? {
        let count = scene.hierarchy.count - scene.hierarchy.windows.count
        guard count > AuditLimit.maximumViews else { return nil }
        return ("the scene has \(count) views; a diff measures at most \(AuditLimit.maximumViews)", "diff each screen on its own (a screen has hundreds of views)")
    }
}
