/// The ways a scroll view's pan can move its content, or the way a drag goes (docs/gestures.md, "Which ways a
/// scroll view scrolls").
public struct ScrollAxes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let horizontal = ScrollAxes(rawValue: 1 << 0)
    public static let vertical = ScrollAxes(rawValue: 1 << 1)

    /// The way a drag from `start` to `end` goes, both in one view's space: its larger component's axis; both
    /// axes when the components are equal (a drag at exactly 45°). Empty for no movement.
    public static func drag(from start: Point, to end: Point) -> ScrollAxes {
        let dx = abs(end.x - start.x), dy = abs(end.y - start.y)
        if dx == 0 && dy == 0 { return [] }
        return dx > dy ? .horizontal : dy > dx ? .vertical : [.horizontal, .vertical]
    }

    /// `horizontally`, `vertically`, `in both directions` or `in no direction`, for sentences.
    public var words: String {
        switch self {
        case .horizontal: "horizontally"
        case .vertical: "vertically"
        case [.horizontal, .vertical]: "in both directions"
        default: "in no direction"
        }
    }
}

extension ViewHierarchy {
    /// A scroll view's `contentSize`: as the scene or dump gives it (`inferred` false), else the extent of its
    /// subviews in its bounds space, from the content's origin to the farthest subview edge (what a layout makes
    /// it; `inferred` true).
    public func contentSize(of id: ViewID) -> (size: Size, inferred: Bool) {
        if let size = self[id].scrolling.contentSize { return (size, false) }
        var width = 0.0, height = 0.0
        for child in children(of: id) {
            let frame = self[child].frame
            width = max(width, frame.maxX)
            height = max(height, frame.maxY)
        }
        return (Size(width, height), true)
    }

    /// Which ways a drag can scroll `id` (Apple, UIScrollView): none unless it is a scroll view with
    /// `isScrollEnabled`; horizontally when its content is wider than its bounds, or when it `bounces` and
    /// `alwaysBounceHorizontal` ("allows horizontal dragging even if the content is smaller than the bounds");
    /// vertically likewise with the heights and `alwaysBounceVertical` (YES by default for a UITableView).
    public func scrollAxes(of id: ViewID) -> ScrollAxes {
        let view = self[id]
        let settings = view.scrolling
        guard view.isScrollView, settings.isScrollEnabled else { return [] }
        let content = contentSize(of: id).size
        var axes: ScrollAxes = []
        if content.width > view.bounds.size.width || (settings.bounces && settings.alwaysBounceHorizontal) { axes.insert(.horizontal) }
        if content.height > view.bounds.size.height || (settings.bounces && view.alwaysBounceVertical) { axes.insert(.vertical) }
        return axes
    }

    /// The way a finger's drag goes in `id`'s space, from where it came down to where it is at `time`.
    func dragAxes(_ finger: Finger, until time: Double, in id: ViewID) -> ScrollAxes {
        guard let start = finger.samples.first?.point else { return [] }
        return .drag(from: convertFromScreen(start, to: id), to: convertFromScreen(finger.location(at: time), to: id))
    }
}
