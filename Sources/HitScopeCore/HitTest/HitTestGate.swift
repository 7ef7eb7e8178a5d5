/// How a view's `hitTest:withEvent:` starts, whatever the point: UIKit's default with its skip rules, and the
/// view's override.
public enum HitTestGate: UInt8, Hashable, Sendable {
    /// It returns nil without asking anything: its `hitTest` is overridden to return nil (`never`).
    case returnsNil
    /// It returns nil without asking anything: a skip rule of the default `hitTest` applies (`View.skipReason`).
    case skipped
    /// It asks its subviews without asking its own `pointInside` first (`ignoresBounds…`).
    case open
    /// It asks its own `pointInside`: NO returns nil; YES goes on.
    case pointInside

    /// Whether the call returns nil at every point, for the view and its whole subtree.
    public var isClosed: Bool { self == .returnsNil || self == .skipped }
}

/// Why a view keeps touches from every one of its subviews, whatever the point.
public enum SubviewBlock: Hashable, Sendable {
    /// A skip rule of the default `hitTest`: the subviews are never asked.
    case skipped(SkipReason)
    /// `hitTest` is overridden to return nil.
    case returnsNil
    /// `hitTest` is overridden to return itself without asking its subviews.
    case returnsSelf
    /// `pointInside` answers NO everywhere, and the subviews are asked only after a YES.
    case pointInsideNever
}

extension View {
    /// The alpha at or below which the default `hitTest` skips a view, and UIKit draws nothing of it.
    public static let hitTestAlphaThreshold = 0.01

    /// Whether the alpha is at or below `hitTestAlphaThreshold` (or not a number).
    public var isTransparent: Bool { !(alpha > Self.hitTestAlphaThreshold) }

    /// How the view's `hitTest` starts: an override returning nil comes before any skip rule (it never calls
    /// `super`).
    public var hitTestGate: HitTestGate {
        if hitTestRule == .never { return .returnsNil }
        if skipReason != nil { return .skipped }
        return hitTestRule.asksSubviewsAnywhere ? .open : .pointInside
    }

    /// Why the view keeps touches from all of its subviews, if it does.
    public var subviewBlock: SubviewBlock? {
        switch hitTestGate {
        case .returnsNil: return .returnsNil
        case .skipped: return skipReason.map(SubviewBlock.skipped)
        case .open: return nil
        case .pointInside:
            if hitTestRule == .returnsSelf { return .returnsSelf }
            return pointInsideRule == .never ? .pointInsideNever : nil
        }
    }
}

extension ViewHierarchy {
    /// The ancestor of `id` nearest its window that keeps every touch from its subviews (`View.subviewBlock`), and
    /// why; nil when none does. Walked up from the view with nothing allocated and each ancestor read in place: an
    /// inspector asks it of every view, and a chain thousands of views deep made a walk that copied each ancestor
    /// the report's largest cost after its maps.
    public func outermostBlockingAncestor(of id: ViewID) -> (ancestor: ViewID, block: SubviewBlock)? {
        var outermost: (ancestor: ViewID, block: SubviewBlock)?
        var ancestor = parent(of: id)
        while let current = ancestor {
            if let block = views[current.index].subviewBlock { outermost = (current, block) }
            ancestor = parent(of: current)
        }
        return outermost
    }

    /// `outermostBlockingAncestor(of:)` of every view, indexed by `ViewID.index`, worked out once down the tree: a
    /// view's answer is its superview's, or else the superview itself when it blocks. What an inspector of every view
    /// asks, in one pass instead of a walk per view (the square of the depth in a deep chain); ViewFactsTests holds
    /// it equal to the walk.
    public func outermostBlockingAncestors() -> [(ancestor: ViewID, block: SubviewBlock)?] {
        var answers = [(ancestor: ViewID, block: SubviewBlock)?](repeating: nil, count: count)
        // A superview comes before its subviews in `views` (`parents[i] < i`).
        for index in views.indices {
            guard let parent = parent(of: ViewID(index)) else { continue }
            answers[index] = answers[parent.index] ?? views[parent.index].subviewBlock.map { (parent, $0) }
        }
        return answers
    }
}
