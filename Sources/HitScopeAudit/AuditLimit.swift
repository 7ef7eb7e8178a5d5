import HitScopeCore

/// How large a scene `hitscope audit` measures. Each control's effective area is painted cell by cell around it:
/// 100,000 generated views took 54 s on the benchmark machine and 750,000 (a 100 MB file) more than 10 minutes.
public enum AuditLimit {
    /// The most views (besides windows) an audit measures.
    public static let maximumViews = 100_000

    /// Why a scene is too large to audit, and what to do instead; nil when the audit measures it. The front ends
    /// turn it into their own located error (the CLI's exit 2, HitScopeKit's `HitScopeError`).
    public static func refusal(_ scene: Scene) -> (message: String, hint: String)? {
        let count = scene.hierarchy.count - scene.hierarchy.windows.count
        guard count > maximumViews else { return nil }
        return (
            "the scene has \(count) views; an audit measures at most \(maximumViews)",
            "audit each screen on its own (a screen has hundreds of views), or ask about this scene with `hitscope trace` or `hitscope why`"
        )
    }
}
