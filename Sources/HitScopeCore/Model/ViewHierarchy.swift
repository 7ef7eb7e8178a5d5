/// The application's windows and views: a tree stored flat, so that a million views cost little and deep trees
/// need no recursion.
public struct ViewHierarchy: Sendable {
    public private(set) var views: [View] = []
    private var parents: [Int32] = []
    private var childLists: [[ViewID]] = []
    private var redirectTargets: [Int32] = []
    private var idsByName: [String: ViewID] = [:]
    /// The windows in the order the scene declares them.
    public private(set) var windows: [ViewID] = []
    /// The application's delegate when it is a responder (Xcode's app template makes it a `UIResponder`): the
    /// responder after the application (`Responder.appDelegate`). nil: the chain ends at the application.
    public var appDelegate: AppDelegate?
    /// The root view of each presented controller's presenting controller, by the presented controller's root view
    /// (`resolvePresentations()`).
    var presentingRoots: [ViewID: ViewID] = [:]
    /// The screen's size in points, when the scene gives one (`Scene` keeps it equal to `Scene.size`): what tells a
    /// point off the screen (`outside(_:)`). nil: only the windows are known.
    public var screenSize: Size?
    /// `drawingOrder`, kept once the tree is complete (a reader's hierarchy, `resolveRedirects()`) and while only the
    /// views' attributes change: a measure of a scene and of each of its changed copies reads it a dozen times. nil
    /// while views are being added (it is then worked out on each read).
    private var keptDrawingOrder: [ViewID]?

    public init() {}

    /// A hierarchy from views listed parents before children (a reader's document order): `parents[i]` is the
    /// index of view `i`'s superview, or -1 for a window (windows in the scene's order). Takes the array as it is
    /// (no copy when windows already have `isWindow` set). `.duplicateName` names the first view, in this order,
    /// whose name is already taken.
    public init(views: [View], parents: [Int32]) throws(HierarchyError) {
        precondition(views.count == parents.count && parents.indices.allSatisfy { parents[$0] < Int32($0) })
        var childCounts = [Int32](repeating: 0, count: views.count)
        idsByName.reserveCapacity(views.count)
        for index in views.indices {
            let name = views[index].name  // the name alone: the whole view would be copied
            guard !name.isEmpty else { throw .emptyName }
            guard idsByName.updateValue(ViewID(index), forKey: name) == nil else { throw .duplicateName(name) }
            if parents[index] >= 0 { childCounts[Int(parents[index])] += 1 }
        }
        self.views = views
        for index in views.indices where parents[index] < 0 {
            if !views[index].isWindow { self.views[index].isWindow = true }
            windows.append(ViewID(index))
        }
        self.parents = parents
        childLists = childCounts.map { count in
            var list: [ViewID] = []
            list.reserveCapacity(Int(count))
            return list
        }
        for index in views.indices where parents[index] >= 0 {
            childLists[Int(parents[index])].append(ViewID(index))
        }
        redirectTargets = [Int32](repeating: -1, count: views.count)
        keptDrawingOrder = walkDrawingOrder()
    }

    public var count: Int { views.count }

    /// The view `id`, lent rather than copied (a `_read` accessor): a caller that reads one property of it, as most
    /// do, reads that property in place. A getter copied the whole view for each (initializeWithCopy for View, about
    /// 270 instructions, a hundred thousand times a report page), inlinable or not.
    @inlinable public subscript(id: ViewID) -> View {
        _read { yield views[id.index] }
    }

    /// The view with this name, if any.
    public func id(named name: String) -> ViewID? { idsByName[name] }

    /// The superview (nil for a window).
    public func parent(of id: ViewID) -> ViewID? {
        let raw = parents[id.index]
        return raw < 0 ? nil : ViewID(Int(raw))
    }

    /// The subviews, back to front (the `subviews` array order).
    public func children(of id: ViewID) -> [ViewID] { childLists[id.index] }

    /// The resolved target of a `redirect` rule.
    public func redirectTarget(of id: ViewID) -> ViewID? {
        let raw = redirectTargets[id.index]
        return raw < 0 ? nil : ViewID(Int(raw))
    }

    /// Adds a window (a view with no superview). Its `isWindow` is set.
    @discardableResult
    public mutating func addWindow(_ view: View) throws(HierarchyError) -> ViewID {
        var window = view
        window.isWindow = true
        let id = try append(window, parent: -1)
        windows.append(id)
        return id
    }

    /// Adds a view as the frontmost subview of `parent`.
    @discardableResult
    public mutating func addSubview(_ view: View, to parent: ViewID) throws(HierarchyError) -> ViewID {
        let id = try append(view, parent: parent.rawValue)
        childLists[parent.index].append(id)
        return id
    }

    private mutating func append(_ view: View, parent: Int32) throws(HierarchyError) -> ViewID {
        guard !view.name.isEmpty else { throw .emptyName }
        guard idsByName[view.name] == nil else { throw .duplicateName(view.name) }
        return appendUnchecked(view, parent: parent)
    }

    /// Adds a view whose name the caller knows to be new and non-empty (the scene generator, HitScopeFixtures).
    package mutating func appendUnchecked(_ view: View, parent: ViewID?) -> ViewID {
        let id = appendUnchecked(view, parent: parent?.rawValue ?? -1)
        if let parent { childLists[parent.index].append(id) } else { windows.append(id) }
        return id
    }

    private mutating func appendUnchecked(_ view: View, parent: Int32) -> ViewID {
        keptDrawingOrder = nil
        let id = ViewID(views.count)
        views.append(view)
        parents.append(parent)
        childLists.append([])
        redirectTargets.append(-1)
        idsByName[view.name] = id
        return id
    }

    /// Resolves every `redirect` rule to its target; call once all views are added. Unknown targets and cycles of
    /// redirects are refused.
    public mutating func resolveRedirects() throws(HierarchyError) {
        for index in views.indices {
            guard case .redirect(let target) = views[index].hitTestRule else {
                redirectTargets[index] = -1
                continue
            }
            guard let targetID = idsByName[target] else {
                throw .unknownRedirectTarget(view: views[index].name, target: target)
            }
            redirectTargets[index] = targetID.rawValue
        }
        // Follow each chain of redirects once: 1 marks the chain being followed, 2 a chain known to end.
        var state = [UInt8](repeating: 0, count: views.count)
        var chain: [Int32] = []  // one list for every chain, emptied for the next
        for start in views.indices where state[start] == 0 {
            chain.removeAll(keepingCapacity: true)
            var current = Int32(start)
            while current >= 0, state[Int(current)] == 0 {
                state[Int(current)] = 1
                chain.append(current)
                current = redirectTargets[Int(current)]
            }
            if current >= 0, state[Int(current)] == 1, let loopStart = chain.firstIndex(of: current) {
                throw .redirectCycle((chain[loopStart...] + [current]).map { views[Int($0)].name })
            }
            for member in chain { state[Int(member)] = 2 }
        }
        if keptDrawingOrder == nil { keptDrawingOrder = walkDrawingOrder() }
    }

    /// Changes a view's attributes in place (what-if edits). Call `resolveRedirects()` after changing `hitTest`.
    public mutating func update(_ id: ViewID, _ change: (inout View) -> Void) throws(HierarchyError) {
        let oldName = views[id.index].name
        var view = views[id.index]
        change(&view)
        if view.name != oldName {
            guard !view.name.isEmpty else { throw .emptyName }
            guard idsByName[view.name] == nil else { throw .duplicateName(view.name) }
            idsByName[oldName] = nil
            idsByName[view.name] = id
        }
        // A window's level orders the windows.
        let reordersWindows = parents[id.index] < 0 && view.windowLevel != views[id.index].windowLevel
        views[id.index] = view
        if reordersWindows, keptDrawingOrder != nil { keptDrawingOrder = walkDrawingOrder() }
    }

    /// Moves a view to the end of its superview's subviews (`bringSubviewToFront:`); windows move in declaration order.
    public mutating func bringToFront(_ id: ViewID) {
        reorder(id, toFront: true)
    }

    /// Moves a view to the start of its superview's subviews (`sendSubviewToBack:`).
    public mutating func sendToBack(_ id: ViewID) {
        reorder(id, toFront: false)
    }

    private mutating func reorder(_ id: ViewID, toFront: Bool) {
        if let parent = parent(of: id) {
            childLists[parent.index].removeAll { $0 == id }
            if toFront { childLists[parent.index].append(id) } else { childLists[parent.index].insert(id, at: 0) }
        } else {
            windows.removeAll { $0 == id }
            if toFront { windows.append(id) } else { windows.insert(id, at: 0) }
        }
        if keptDrawingOrder != nil { keptDrawingOrder = walkDrawingOrder() }
    }

    /// The windows in the order UIKit asks them: highest `windowLevel` first; for equal levels, the later one first.
    public var windowsFrontToBack: [ViewID] {
        windows.enumerated().sorted { lhs, rhs in
            let l = views[lhs.element.index].windowLevel, r = views[rhs.element.index].windowLevel
            return l != r ? l > r : lhs.offset > rhs.offset
        }.map(\.element)
    }

    /// The views from the window down to `id`, inclusive.
    public func path(to id: ViewID) -> [ViewID] {
        var path = [id]
        var current = id
        while let parent = parent(of: current) {
            path.append(parent)
            current = parent
        }
        return path.reversed()
    }

    /// The depth of a view: 0 for a window.
    public func depth(of id: ViewID) -> Int { path(to: id).count - 1 }

    /// The window that holds a view.
    public func window(of id: ViewID) -> ViewID {
        var current = id
        while let parent = parent(of: current) { current = parent }
        return current
    }

    /// Whether `ancestor` is `id` or one of its superviews.
    public func isAncestor(_ ancestor: ViewID, of id: ViewID) -> Bool {
        var current: ViewID? = id
        while let view = current {
            if view == ancestor { return true }
            current = parent(of: view)
        }
        return false
    }

    /// Every view in drawing order (window back to front, each parent before its subviews, subviews back to
    /// front), without recursion.
    public var drawingOrder: [ViewID] { keptDrawingOrder ?? walkDrawingOrder() }

    private func walkDrawingOrder() -> [ViewID] {
        var order: [ViewID] = []
        order.reserveCapacity(views.count)
        let windowsBackToFront = Array(windowsFrontToBack.reversed())
        var stack: [ViewID] = windowsBackToFront.reversed()
        while let id = stack.popLast() {
            order.append(id)
            stack.append(contentsOf: childLists[id.index].reversed())
        }
        return order
    }
}
