/// Where UIKit's answer ends: SwiftUI content. A SwiftUI hosting view (`_UIHostingView`, a
/// `UIHostingController`'s view) and the views SwiftUI puts inside it (`CGDrawingView`, `_UIGraphicsView`,
/// `_UIShapeHitTestingView`, `PlatformViewHost`, any `SwiftUI.` class) are hit-tested by UIKit down to the
/// hosting view, but which SwiftUI view inside it takes a touch SwiftUI decides by its own rules (`contentShape`,
/// `allowsHitTesting`, its gestures), which a UIKit dump does not carry (docs/gestures.md, "SwiftUI content").
public enum SwiftUIHosting {
    /// Class names of views SwiftUI puts inside a hosting view.
    static let contentClasses: [[UInt8]] = ["CGDrawingView", "_UIGraphicsView", "_UIShapeHitTestingView", "PlatformViewHost"].map { Array($0.utf8) }
    private static let hostingView = Array("UIHostingView".utf8)
    private static let hostingController = Array("UIHostingController".utf8)
    private static let prefixes = ["SwiftUI.", "_TtC7SwiftUI", "_TtGC7SwiftUI"].map { Array($0.utf8) }

    /// Whether the view is a SwiftUI hosting view: its class is `_UIHostingView` (or `UIHostingView`, generic or
    /// mangled), or it is the root view of a `UIHostingController`. Bytes are compared, not characters: every
    /// verdict asks this of each view on the hit-test view's path.
    public static func isHost(_ view: View) -> Bool {
        contains(view.className, hostingView) || view.controller.map { contains($0.name, hostingController) } == true
    }

    /// Whether the view is one SwiftUI made: a content class, a `SwiftUI.` class, a mangled SwiftUI class
    /// (`_TtC7SwiftUI…`, `_TtGC7SwiftUI…`), or a class generic over one (`PlatformViewHost<…>`).
    public static func isContent(_ view: View) -> Bool {
        var name = view.className
        return name.withUTF8 { bytes in
            let base = bytes.firstIndex(of: UInt8(ascii: "<")).map { UnsafeBufferPointer(rebasing: bytes[..<$0]) } ?? bytes
            return contentClasses.contains { $0.elementsEqual(base) } || prefixes.contains { bytes.starts(with: $0) }
        }
    }

    /// Whether `text`'s UTF-8 holds `needle`.
    private static func contains(_ text: String, _ needle: [UInt8]) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= needle.count, let first = needle.first else { return false }
            var index = 0
            while index + needle.count <= bytes.count {
                if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
                index += 1
            }
            return false
        }
    }

    /// The hosting view whose SwiftUI content holds `id` (the outermost on its path), or `id` itself when it is
    /// one; else the outermost SwiftUI-made view on its path; nil when the view is plain UIKit.
    public static func host(of id: ViewID, in hierarchy: ViewHierarchy) -> ViewID? {
        // Up the path from the view, the last found is the outermost: no path made (every verdict asks).
        var (host, content): (ViewID?, ViewID?) = (nil, nil)
        var current: ViewID? = id
        while let view = current {
            if isHost(hierarchy[view]) { host = view } else if host == nil, isContent(hierarchy[view]) { content = view }
            current = hierarchy.parent(of: view)
        }
        return host ?? content
    }

    /// Whether `id` is SwiftUI content inside a hosting view (not the hosting view itself): a view the audit does
    /// not measure as a UIKit touch target.
    public static func isInsideHost(_ id: ViewID, in hierarchy: ViewHierarchy) -> Bool {
        guard let host = host(of: id, in: hierarchy) else { return false }
        return host != id || (isContent(hierarchy[id]) && !isHost(hierarchy[id]))
    }

    /// `isInsideHost` of every view, by index, in one pass with parents before their subviews: a view is inside
    /// when a proper ancestor is a hosting view, or, not being one itself, when it or an ancestor is SwiftUI-made
    /// (`host(of:in:)` then names another view, or the view is content). Linear, where asking each view walks its
    /// path.
    public static func insideHost(in hierarchy: ViewHierarchy) -> [Bool] {
        var inside = [Bool](repeating: false, count: hierarchy.count)
        var underHost = inside, underContent = inside
        for id in hierarchy.drawingOrder {
            let view = hierarchy[id]
            let parent = hierarchy.parent(of: id)
            let parentUnderHost = parent.map { underHost[$0.index] } ?? false
            let parentUnderContent = parent.map { underContent[$0.index] } ?? false
            let (host, content) = (isHost(view), isContent(view))
            inside[id.index] = parentUnderHost || (!host && (parentUnderContent || content))
            underHost[id.index] = parentUnderHost || host
            underContent[id.index] = parentUnderContent || content
        }
        return inside
    }
}
