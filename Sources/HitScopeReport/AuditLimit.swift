import HitScopeCore
import HitScopeScene

/// How large a scene `hitscope audit` measures. Each control's effective area is painted cell by cell around it:
/// 100,000 generated views took 54 s on the benchmark machine and 750,000 (a 100 MB file) more than 10 minutes.
public enum AuditLimit {
    /// The most views (besides windows) an audit measures.
    public static let maximumViews = 100_000

    /// Refuses a scene larger than `maximumViews`, naming `file` (the whole file: exit 2 like any bad input).
    public static func check(_ scene: Scene, file: String) throws(SceneError) {
        let count = scene.hierarchy.count - scene.hierarchy.windows.count
        guard count > maximumViews else { return }
        throw SceneError(
            file: file, line: 0, column: 0,
            message: "the scene has \(count) views; an audit measures at most \(maximumViews)",
            hint: "audit each screen on its own (a screen has hundreds of views), or ask about this scene with `hitscope trace` or `hitscope why`")
    }
}
