import HitScopeCore

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

    /// Why a scene is too large to report: what and what to do, and the line of the view whose texts cross a
    /// limit (nil: the whole file). The front ends turn it into their own located error (the CLI's exit 2,
    /// HitScopeKit's `HitScopeError`), as `AuditLimit.refusal`'s.
    public struct Refusal: Hashable, Sendable {
        public let message: String
        public let hint: String
        public let line: Int?
    }

    /// The bytes of a view's texts that a report embeds: its name, class, title, id, colour and attributes.
    package static func textBytes(of view: View) -> Int {
        view.name.utf8.count + view.className.utf8.count + (view.title?.utf8.count ?? 0)
            + (view.sourceID?.utf8.count ?? 0) + (view.color?.utf8.count ?? 0)
            + view.attributes.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count }
    }

    /// Why `scene` is larger than the limits; nil when a report draws it.
    public static func refusal(_ scene: Scene) -> Refusal? {
        guard scene.size.width <= Double(maximumScreenSide), scene.size.height <= Double(maximumScreenSide) else {
            return Refusal(
                message: "the screen is \(formatNumber(scene.size.width))×\(formatNumber(scene.size.height)) points; a report maps at most \(maximumScreenSide) points a side",
                hint: "give the scene its screen's size in points (`size:`, or the first window's frame)", line: nil)
        }
        let count = scene.hierarchy.count - scene.hierarchy.windows.count
        guard count <= maximumViews else {
            return Refusal(
                message: "the scene has \(count) views; a report draws at most \(maximumViews)",
                hint: "ask about this scene with `hitscope trace` or `hitscope why`, or report a smaller part of it", line: nil)
        }
        var total = 0
        for view in scene.hierarchy.views {
            for (what, text) in [("name", view.name), ("class", view.className), ("title", view.title ?? "")] where text.utf8.count > maximumTextBytesPerName {
                return Refusal(
                    message: "the view '\(shortName(view.name))' has a \(what) of \(text.utf8.count) bytes; a report shows one in at most \(maximumTextBytesPerName) bytes (it writes each many times)",
                    hint: "shorten it, or ask about this scene with `hitscope trace` or `hitscope why`", line: view.sourceLine)
            }
            total += textBytes(of: view)
            guard total <= maximumTextBytes else {
                return Refusal(
                    message: "the scene's names and texts pass \(maximumTextBytes >> 20) MB at the view '\(shortName(view.name))'; a report embeds at most that",
                    hint: "shorten the names and titles, or ask about this scene with `hitscope trace` or `hitscope why`", line: view.sourceLine)
            }
        }
        return nil
    }

    /// A view's name as a refusal quotes it: at most 40 characters.
    private static func shortName(_ name: String) -> String {
        name.count > 40 ? String(name.prefix(40)) + "…" : name
    }
}
