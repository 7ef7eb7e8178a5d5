import HitScopeCore
import HitScopeScene

/// How large a scene a report draws. A report is a page people read: at 100,000 views it is already tens of
/// megabytes; a million views would make a file of hundreds of megabytes that no browser shows usefully.
public enum ReportLimit {
    /// The most views (besides windows, as `hitscope generate --views` counts them) a report or a gallery page
    /// draws.
    public static let maximumViews = 100_000

    /// Refuses a scene larger than `maximumViews`, naming `file` (the whole file: exit 2 like any bad input).
    public static func check(_ scene: Scene, file: String) throws(SceneError) {
        let count = scene.hierarchy.count - scene.hierarchy.windows.count
        guard count > maximumViews else { return }
        throw SceneError(
            file: file, line: 0, column: 0,
            message: "the scene has \(count) views; a report draws at most \(maximumViews)",
            hint: "ask about this scene with `hitscope trace` or `hitscope why`, or report a smaller part of it")
    }
}
