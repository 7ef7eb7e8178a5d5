import HitScopeCore

/// Finds the views of controllers printed without addresses (swift-snapshot-testing's `.hierarchy` strategy purges
/// them: `<App.MapViewController>, state: appearing, view: <UIView>`) by place and class: a top-level controller's
/// view is a top-level view of the dump (a window or a window's subview: the dump's root) of its view's class; a
/// child's or presented controller's view is the shallowest view of its class under its parent controller's view
/// not taken yet. A view `not in the window` is not looked for. When more than one view fits, the first (back to
/// front) is taken and the match is a guess, which is said.
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
        var classNames: [String: String] = [:]
        func display(_ name: String) -> String {
            if let known = classNames[name] { return known }
            let display = DumpClassName(name).display
            classNames[name] = display
            return display
        }
        for (index, entry) in entries.enumerated() {
            while let last = open.last, last.depth >= entry.depth { open.removeLast() }
            var found: ViewID?
            if entry.viewAddress == nil, !entry.isOffScreen, let viewClass = entry.viewClass {
                let wanted = display(viewClass)
                var level: [ViewID]
                var levels: Int
                if let parent = open.last {
                    // Under the parent controller's view, at any depth; none when its view was not found.
                    level = parent.view.map { hierarchy.children(of: $0) } ?? []
                    levels = Int.max
                } else {
                    // The dump's root: a window, or a window's subview.
                    level = hierarchy.windows
                    levels = 2
                }
                // Level by level, so that a chain of controllers costs each its own level, not the tree below it.
                while !level.isEmpty, levels > 0 {
                    let fitting = level.filter { !taken.contains($0) && display(hierarchy[$0].className) == wanted }
                    if let first = fitting.first {
                        found = first
                        taken.insert(first)
                        matches.append(Match(entry: index, view: first, candidates: fitting.count))
                        break
                    }
                    level = level.flatMap { hierarchy.children(of: $0) }
                    levels -= 1
                }
                if found == nil { unmatched.append(index) }
            }
            open.append((entry.depth, found))
        }
    }
}
