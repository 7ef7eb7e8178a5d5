import HitScopeCore

/// How a view of the new version was paired with one of the old.
public enum MatchMethod: String, Sendable, Hashable, Codable, CaseIterable {
    /// The same name in two scene files (their authors name views; readers of dumps make names up).
    case name
    /// The same address in two dumps of one session (`<UIButton: 0x7f…>`).
    case address
    /// The only view of its class and title in each version.
    case classAndTitle
    /// The same class and title under the same matched superview (or an added wrapper of it), in order, equal
    /// frames first.
    case place

    /// How the text output says it.
    public var words: String {
        switch self {
        case .name: "by name"
        case .address: "by address"
        case .classAndTitle: "by class and title"
        case .place: "by place in the tree, class and title"
        }
    }
}

/// Which view of the new version is which view of the old, decided in the order of the evidence's strength:
/// names a scene file's author gave, addresses of one session, a class and title found once in each, and last the
/// place in the tree. A view left unmatched was added (new) or removed (old).
public struct ViewMatching: Sendable {
    /// Per old view, its match in the new version and how it was found.
    public private(set) var newOf: [(view: ViewID, method: MatchMethod)?]
    /// Per new view, its match in the old version.
    public private(set) var oldOf: [ViewID?]

    /// Matches `old` with `new`; `namesAreAuthored` when both came from scene files, whose names identify views.
    public init(old: ViewHierarchy, new: ViewHierarchy, namesAreAuthored: Bool) {
        newOf = Array(repeating: nil, count: old.count)
        oldOf = Array(repeating: nil, count: new.count)
        if namesAreAuthored {
            for index in 0..<old.count {
                if let match = new.id(named: old[ViewID(index)].name) { pair(ViewID(index), match, .name) }
            }
        }
        matchAddresses(old, new)
        matchUniqueKeys(old, new)
        matchByPlace(old, new)
    }

    /// The new view matched with an old one.
    public func new(for old: ViewID) -> ViewID? { newOf[old.index]?.view }

    /// How an old view was matched.
    public func method(for old: ViewID) -> MatchMethod? { newOf[old.index]?.method }

    /// The old view matched with a new one.
    public func old(for new: ViewID) -> ViewID? { oldOf[new.index] }

    private mutating func pair(_ old: ViewID, _ new: ViewID, _ method: MatchMethod) {
        guard newOf[old.index] == nil, oldOf[new.index] == nil else { return }
        newOf[old.index] = (new, method)
        oldOf[new.index] = old
    }

    /// Addresses found once in each version (a dump's `0x…`), for views not matched yet, of the same class. Only
    /// within one session: two dumps share most addresses then, while a new launch places objects anew (and may
    /// reuse an address for another view), so versions sharing fewer than half their addresses ignore them.
    private mutating func matchAddresses(_ old: ViewHierarchy, _ new: ViewHierarchy) {
        let newByAddress = Self.unique(in: new, oldOf.map { $0 != nil }) { new[$0].sourceID }
        let oldByAddress = Self.unique(in: old, newOf.map { $0 != nil }) { old[$0].sourceID }
        let shared = oldByAddress.keys.filter { newByAddress[$0] != nil }.count
        guard shared > 0, shared * 2 >= min(oldByAddress.count, newByAddress.count) else { return }
        for (address, oldView) in oldByAddress.sorted(by: { $0.value.index < $1.value.index }) {
            if let newView = newByAddress[address], new[newView].className == old[oldView].className { pair(oldView, newView, .address) }
        }
    }

    /// A class and title that only one unmatched view has in each version.
    private mutating func matchUniqueKeys(_ old: ViewHierarchy, _ new: ViewHierarchy) {
        let newByKey = Self.unique(in: new, oldOf.map { $0 != nil }) { ViewKey($0, in: new).text }
        let oldByKey = Self.unique(in: old, newOf.map { $0 != nil }) { ViewKey($0, in: old).text }
        for (key, oldView) in oldByKey.sorted(by: { $0.value.index < $1.value.index }) {
            if let newView = newByKey[key] { pair(oldView, newView, .classAndTitle) }
        }
    }

    /// The rest, top down: each unmatched old view is paired with an unmatched new view of the same class and
    /// title whose nearest matched ancestor is the match of its own (so a view moved into an added wrapper is
    /// still found), equal frames first, then in order.
    private mutating func matchByPlace(_ old: ViewHierarchy, _ new: ViewHierarchy) {
        let newDepthFirst = new.depthFirstOrder
        for level in old.depthFirstOrder.levels(in: old) {
            var groups: [GroupKey: [ViewID]] = [:]
            var order: [GroupKey] = []
            for view in level where newOf[view.index] == nil {
                let anchor = Self.nearestMatchedAncestor(of: view, in: old) { self.new(for: $0) }
                let key = GroupKey(anchor: anchor, key: ViewKey(view, in: old))
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append(view)
            }
            guard !groups.isEmpty else { continue }
            var candidates: [GroupKey: [ViewID]] = [:]
            for view in newDepthFirst where oldOf[view.index] == nil {
                let anchor = Self.nearestMatchedAncestor(of: view, in: new) { self.oldOf[$0.index] != nil ? $0 : nil }
                let key = GroupKey(anchor: anchor, key: ViewKey(view, in: new))
                if groups[key] != nil { candidates[key, default: []].append(view) }
            }
            for key in order {
                guard var available = candidates[key] else { continue }
                var left: [ViewID] = []
                for view in groups[key] ?? [] {
                    if let same = available.firstIndex(where: { new[$0].frame == old[view].frame }) {
                        pair(view, available.remove(at: same), .place)
                    } else {
                        left.append(view)
                    }
                }
                for (view, match) in zip(left, available) { pair(view, match, .place) }
            }
        }
    }

    /// The nearest ancestor with a match, as `mapped` names it in the new version (nil: the root).
    private static func nearestMatchedAncestor(of view: ViewID, in hierarchy: ViewHierarchy, _ mapped: (ViewID) -> ViewID?) -> ViewID? {
        var current = hierarchy.parent(of: view)
        while let ancestor = current {
            if let match = mapped(ancestor) { return match }
            current = hierarchy.parent(of: ancestor)
        }
        return nil
    }

    /// The views (not yet matched) whose key no other such view shares.
    private static func unique(in hierarchy: ViewHierarchy, _ matched: [Bool], key: (ViewID) -> String?) -> [String: ViewID] {
        var found: [String: ViewID] = [:]
        var shared: Set<String> = []
        for index in 0..<hierarchy.count where !matched[index] {
            guard let value = key(ViewID(index)) else { continue }
            if found.updateValue(ViewID(index), forKey: value) != nil { shared.insert(value) }
        }
        for value in shared { found[value] = nil }
        return found
    }

    private struct GroupKey: Hashable {
        let anchor: ViewID?
        let key: ViewKey
    }
}

/// What identifies a view across versions when nothing else does: its class and its title. A view without a
/// title of its own takes the first one among its subviews and theirs: a dumped `UIButton` shows its title in its
/// `UIButtonLabel` (`text = 'Pay'`), a cell in its labels.
struct ViewKey: Hashable {
    let className: String
    let title: String?

    init(_ id: ViewID, in hierarchy: ViewHierarchy) {
        className = hierarchy[id].className
        title = hierarchy[id].title ?? Self.contentTitle(of: id, in: hierarchy, depth: Self.titleDepth)
    }

    /// How deep below a view its title is looked for (a cell's content view, then its label).
    private static let titleDepth = 2

    private static func contentTitle(of id: ViewID, in hierarchy: ViewHierarchy, depth: Int) -> String? {
        guard depth > 0 else { return nil }
        for child in hierarchy.children(of: id) {
            if let title = hierarchy[child].title ?? contentTitle(of: child, in: hierarchy, depth: depth - 1) { return title }
        }
        return nil
    }

    /// The key as one text (a class name holds no line feed).
    var text: String { className + "\n" + (title ?? "") }
}

extension ViewHierarchy {
    /// Every view, windows in order, each view before its subviews (back to front).
    var depthFirstOrder: [ViewID] { drawingOrder }
}

extension [ViewID] {
    /// The views grouped by depth, shallowest first, each level in this order.
    func levels(in hierarchy: ViewHierarchy) -> [[ViewID]] {
        var depth = [Int](repeating: 0, count: hierarchy.count)
        var levels: [[ViewID]] = []
        for view in self {
            let level = hierarchy.parent(of: view).map { depth[$0.index] + 1 } ?? 0
            depth[view.index] = level
            while levels.count <= level { levels.append([]) }
            levels[level].append(view)
        }
        return levels
    }
}
