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
    /// title found under the match of its nearest matched ancestor, at most `wrapperDepth` levels down through
    /// unmatched views (so a view moved into an added wrapper is still found); an equal frame first, else the first
    /// in order. Each new view is looked at under at most `wrapperDepth` anchors, so the work grows with the tree,
    /// whatever its depth.
    private mutating func matchByPlace(_ old: ViewHierarchy, _ new: ViewHierarchy) {
        var anchorOfOld = [ViewID?](repeating: nil, count: old.count)
        var candidates: [ViewID?: [ViewKey: PlaceBucket]] = [:]
        for view in old.drawingOrder {
            // Pre-order: the parent's match, and its anchor, are final by now.
            let parent = old.parent(of: view)
            let anchor = parent.flatMap { self.new(for: $0) } ?? parent.flatMap { anchorOfOld[$0.index] }
            anchorOfOld[view.index] = anchor
            guard newOf[view.index] == nil else { continue }
            if candidates[anchor] == nil { candidates[anchor] = Self.unmatchedBelow(anchor, in: new, oldOf) }
            let key = ViewKey(view, in: old)
            guard var bucket = candidates[anchor]?[key] else { continue }
            if let match = bucket.take(frame: old[view].frame, isFree: { oldOf[$0.index] == nil }) { pair(view, match, .place) }
            candidates[anchor]?[key] = bucket
        }
    }

    /// How many levels of added wrappers a view can have moved into and still be found by place.
    private static let wrapperDepth = 3

    /// The unmatched new views under `anchor` (the windows and below for nil), down to `wrapperDepth` levels
    /// through unmatched views, by key, in order.
    private static func unmatchedBelow(_ anchor: ViewID?, in new: ViewHierarchy, _ oldOf: [ViewID?]) -> [ViewKey: PlaceBucket] {
        var found: [ViewKey: PlaceBucket] = [:]
        var level = anchor.map { new.children(of: $0) } ?? new.windows
        for _ in 0..<wrapperDepth {
            var next: [ViewID] = []
            for view in level where oldOf[view.index] == nil {
                found[ViewKey(view, in: new), default: PlaceBucket()].add(view, frame: new[view].frame)
                next += new.children(of: view)
            }
            level = next
        }
        return found
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
}

/// The unmatched new views of one key under one anchor, in order, for matching by place: an equal frame is found
/// by hashing and the first free view by a moving start, so that a million siblings cost a million steps.
struct PlaceBucket {
    /// The views in order, and where the free ones start.
    private var views = Queue()
    /// The same views by frame.
    private var byFrame: [Rect: Queue] = [:]

    /// Views in order, taken from the front: taken views are skipped as the start moves past them.
    private struct Queue {
        var views: [ViewID] = []
        var start = 0

        mutating func first(where isFree: (ViewID) -> Bool) -> ViewID? {
            while start < views.count, !isFree(views[start]) { start += 1 }
            return start < views.count ? views[start] : nil
        }
    }

    mutating func add(_ view: ViewID, frame: Rect) {
        views.views.append(view)
        byFrame[frame, default: Queue()].views.append(view)
    }

    /// A free view with this frame, else the first free one (`isFree` says which are still free).
    mutating func take(frame: Rect, isFree: (ViewID) -> Bool) -> ViewID? {
        if let same = byFrame[frame]?.first(where: isFree) { return same }
        return views.first(where: isFree)
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
