import HitScopeCore
import HitScopeScene

/// How large a scene a report draws. A report is a page people read: at 100,000 views it is already tens of
/// megabytes; a million views, or names of a hundred megabytes, would make files of hundreds of megabytes (and
/// take gigabytes to write) that no browser shows usefully.
public enum ReportLimit {
    /// The most views (besides windows, as `hitscope generate --views` counts them) a report or a gallery page
    /// draws.
    public static let maximumViews = 100_000
    /// The most views whose facts the page embeds for its inspector (about 300 bytes a view); a larger scene's
    /// page says how to ask the engine instead.
    public static let inspectorViews = 10_000
    /// The most numbers the page's map of the views drawn at each point may hold (`DrawnViewMap`: runs and stacks,
    /// two numbers each, about six bytes a number), for the inspector's and the why list's clicks. Generated scenes
    /// need 79,000 at 1,000 views (0.3 MB) and 321,000 at 2,500 (1.6 MB); at 5,000 views, 1.5 million (8.7 MB), the
    /// page leaves the map out and says how to ask the engine instead.
    public static let drawnMapNumbers = 500_000
    /// The longest side of the screen a report maps (at one cell a point, twice: who takes each point and its
    /// trace's region): larger than any iPhone's or iPad's screen (1,376 points), 16 million cells.
    public static let maximumScreenSide = 4_096
    /// The most bytes of one view's name, class or title: a report writes each in its labels, traces and inspector,
    /// about twenty times (an 8 MB name made a 193 MB page in 50 s).
    public static let maximumTextBytesPerName = 1 << 16
    /// The most bytes of text (names, classes, titles, ids, colours, attributes) a report embeds, all views together.
    public static let maximumTextBytes = 16 << 20

    /// Refuses a scene larger than the limits, naming `file` (exit 2 like any bad input): the whole file when it has
    /// too many views, the line of the view whose texts cross the limit.
    public static func check(_ scene: Scene, file: String) throws(SceneError) {
        guard scene.size.width <= Double(maximumScreenSide), scene.size.height <= Double(maximumScreenSide) else {
            throw SceneError(
                file: file, line: 0, column: 0,
                message: "the screen is \(formatNumber(scene.size.width))×\(formatNumber(scene.size.height)) points; a report maps at most \(maximumScreenSide) points a side",
                hint: "give the scene its screen's size in points (`size:`, or the first window's frame)")
        }
        let count = scene.hierarchy.count - scene.hierarchy.windows.count
        guard count <= maximumViews else {
            throw SceneError(
                file: file, line: 0, column: 0,
                message: "the scene has \(count) views; a report draws at most \(maximumViews)",
                hint: "ask about this scene with `hitscope trace` or `hitscope why`, or report a smaller part of it")
        }
        var total = 0
        for view in scene.hierarchy.views {
            for (what, text) in [("name", view.name), ("class", view.className), ("title", view.title ?? "")] where text.utf8.count > maximumTextBytesPerName {
                throw SceneError(
                    file: file, line: view.sourceLine ?? 0, column: 0,
                    message: "the view '\(view.name.prefix(40))\(view.name.count > 40 ? "…" : "")' has a \(what) of \(text.utf8.count) bytes; a report shows one in at most \(maximumTextBytesPerName) bytes (it writes each many times)",
                    hint: "shorten it, or ask about this scene with `hitscope trace` or `hitscope why`")
            }
            total += view.name.utf8.count + view.className.utf8.count + (view.title?.utf8.count ?? 0)
                + (view.sourceID?.utf8.count ?? 0) + (view.color?.utf8.count ?? 0)
                + view.attributes.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count }
            guard total <= maximumTextBytes else {
                let name = view.name.count > 40 ? String(view.name.prefix(40)) + "…" : view.name
                throw SceneError(
                    file: file, line: view.sourceLine ?? 0, column: 0,
                    message: "the scene's names and texts pass \(maximumTextBytes >> 20) MB at the view '\(name)'; a report embeds at most that",
                    hint: "shorten the names and titles, or ask about this scene with `hitscope trace` or `hitscope why`")
            }
        }
    }
}
