/// Where UIKit's answer ends: SwiftUI content. A SwiftUI hosting view (`_UIHostingView`, a
/// `UIHostingController`'s view) and the views SwiftUI puts inside it (`CGDrawingView`, `_UIGraphicsView`,
/// `_UIShapeHitTestingView`, `PlatformViewHost`, any `SwiftUI.` class) are hit-tested by UIKit down to the
/// hosting view, but which SwiftUI view inside it takes a touch SwiftUI decides by its own rules (`contentShape`,
/// `allowsHitTesting`, its gestures), which a UIKit dump does not carry (docs/gestures.md, "SwiftUI content").
public enum SwiftUIHosting {
    /// Class names of views SwiftUI puts inside a hosting view.
    static let contentClasses: Set<String> = ["CGDrawingView", "_UIGraphicsView", "_UIShapeHitTestingView", "PlatformViewHost"]

    /// Whether the view is a SwiftUI hosting view: its class is `_UIHostingView` (or `UIHostingView`, generic or
    /// mangled), or it is the root view of a `UIHostingController`.
    public static func isHost(_ view: View) -> Bool {
        view.className.contains("UIHostingView") || view.controller?.name.contains("UIHostingController") == true
    }

    /// Whether the view is one SwiftUI made: a content class, a `SwiftUI.` class, a mangled SwiftUI class
    /// (`_TtC7SwiftUI…`, `_TtGC7SwiftUI…`), or a class generic over one (`PlatformViewHost<…>`).
    public static func isContent(_ view: View) -> Bool {
        let name = view.className
        let base = name.split(separator: "<", maxSplits: 1).first.map(String.init) ?? name
        return contentClasses.contains(base) || name.hasPrefix("SwiftUI.") || name.hasPrefix("_TtC7SwiftUI")
            || name.hasPrefix("_TtGC7SwiftUI")
    }

    /// The hosting view whose SwiftUI content holds `id` (the outermost on its path), or `id` itself when it is
    /// one; else the outermost SwiftUI-made view on its path; nil when the view is plain UIKit.
    public static func host(of id: ViewID, in hierarchy: ViewHierarchy) -> ViewID? {
        let path = hierarchy.path(to: id)
        return path.first { isHost(hierarchy[$0]) } ?? path.first { isContent(hierarchy[$0]) }
    }

    /// Whether `id` is SwiftUI content inside a hosting view (not the hosting view itself): a view the audit does
    /// not measure as a UIKit touch target.
    public static func isInsideHost(_ id: ViewID, in hierarchy: ViewHierarchy) -> Bool {
        guard let host = host(of: id, in: hierarchy) else { return false }
        return host != id || (isContent(hierarchy[id]) && !isHost(hierarchy[id]))
    }
}
