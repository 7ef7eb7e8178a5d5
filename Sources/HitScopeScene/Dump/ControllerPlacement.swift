import HitScopeCore

/// Finds the views of controllers printed without addresses (swift-snapshot-testing's `.hierarchy` strategy purges
/// them: `<App.MapViewController>, state: appearing, view: <UIView>`) by place and class: a top-level controller's
/// view is a top-level view of the dump (a window or a window's subview: the dump's root) of its view's class; a
/// child's or presented controller's view is the shallowest view of its class under its parent controller's view
/// not taken yet. A view `not in the window` is not looked for. When more than one view fits, the first is taken and the match is a guess, which is said.
struct ControllerPlacement {
    /// A controller's view found by place and class; `candidates` counts the views that fitted.
    struct Match {
        var entry: Int
        var view: ViewID
        var candidates: Int
    }

    private(set) var matches: [Match] = []
    /// Controllers with a view class that no view fits.
    private(set) var unmatched: [Int] = []

    init(_ entries: [ControllerHierarchy.Entry], in hierarchy: ViewHierarchy) {
        var taken = Set<ViewID>()
        // The open controllers, with their view when it was found.
        var open: [(depth: Int, view: ViewID?)] = []
        for (index, entry) in entries.enumerated() {
            while let last = open.last, last.depth >= entry.depth { open.removeLast() }
            var found: ViewID?
            if entry.viewAddress == nil, !entry.isOffScreen, let viewClass = entry.viewClass {
                let scope: [ViewID]
                if let parent = open.last {
                    scope = parent.view.map { Self.descendantsByDepth(of: $0, in: hierarchy) } ?? []
                } else {
                    scope = hierarchy.windows.flatMap { [$0] + hierarchy.children(of: $0) }
                }
                let fitting = scope.filter { !taken.contains($0) && Self.fits(hierarchy[$0].className, viewClass) }
                if let first = fitting.first {
                    found = first
                    taken.insert(first)
                    matches.append(Match(entry: index, view: first, candidates: Self.shallowest(fitting, in: hierarchy)))
                } else {
                    unmatched.append(index)
                }
            }
            open.append((entry.depth, found))
        }
    }

    /// How many of `views` (ordered by depth) are as shallow as the first.
    private static func shallowest(_ views: [ViewID], in hierarchy: ViewHierarchy) -> Int {
        func depth(_ id: ViewID) -> Int {
            var depth = 0, current = id
            while let parent = hierarchy.parent(of: current) {
                depth += 1
                current = parent
            }
            return depth
        }
        guard let first = views.first else { return 0 }
        let firstDepth = depth(first)
        return views.prefix { depth($0) == firstDepth }.count
    }

    /// The views under `root`, breadth first (shallower first, back to front at each level).
    private static func descendantsByDepth(of root: ViewID, in hierarchy: ViewHierarchy) -> [ViewID] {
        var order: [ViewID] = []
        var next = 0
        var level = hierarchy.children(of: root)
        order.append(contentsOf: level)
        while next < order.count {
            level = hierarchy.children(of: order[next])
            order.append(contentsOf: level)
            next += 1
        }
        return order
    }

    /// The dump's class name and the controllers file's name the same class (the dump's may be mangled).
    private static func fits(_ className: String, _ viewClass: String) -> Bool {
        className == viewClass || DumpClassName(className).display == DumpClassName(viewClass).display
    }
}
