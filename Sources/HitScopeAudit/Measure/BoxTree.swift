import HitScopeCore

/// A static R-tree over views' screen boxes (sort-tile-recursive packing): which views' boxes meet a query box,
/// in time that follows the answer rather than the number of views. Boxes with infinite edges (views that can
/// answer anywhere) are kept aside and returned for every query.
struct BoxTree: Sendable {
    /// Entries per node.
    private static let fanout = 8

    /// `levels[0]` holds the entries' boxes in packed order; node `j` of level `k + 1` bounds nodes
    /// `j * fanout ..< (j + 1) * fanout` of level `k`.
    private let levels: [[Box]]
    /// The view of each entry of `levels[0]`.
    private let ids: [ViewID]
    private let everywhere: [ViewID]

    init(_ entries: [(id: ViewID, box: Box)]) {
        var finite: [(id: ViewID, box: Box)] = []
        var everywhere: [ViewID] = []
        for entry in entries where !entry.box.isEmpty {
            if entry.box.width.isFinite && entry.box.height.isFinite {
                finite.append(entry)
            } else {
                everywhere.append(entry.id)
            }
        }
        let packed = Self.pack(finite)
        var levels = [packed.map(\.box)]
        while let last = levels.last, last.count > 1 {
            levels.append(stride(from: 0, to: last.count, by: Self.fanout).map { start in
                last[start..<min(start + Self.fanout, last.count)].dropFirst().reduce(last[start]) { $0.union($1) }
            })
        }
        self.levels = levels
        self.ids = packed.map(\.id)
        self.everywhere = everywhere
    }

    /// Sort-tile-recursive order: vertical slabs by centre x, each sorted by centre y, so that consecutive runs of
    /// `fanout` entries are compact tiles.
    private static func pack(_ entries: [(id: ViewID, box: Box)]) -> [(id: ViewID, box: Box)] {
        let leaves = (entries.count + fanout - 1) / fanout
        let slabs = max(1, Int(Double(leaves).squareRoot().rounded(.up)))
        let perSlab = slabs * fanout
        let byX = entries.sorted { ($0.box.minX + $0.box.maxX, $0.id) < ($1.box.minX + $1.box.maxX, $1.id) }
        var packed: [(id: ViewID, box: Box)] = []
        packed.reserveCapacity(entries.count)
        for start in stride(from: 0, to: byX.count, by: perSlab) {
            packed += byX[start..<min(start + perSlab, byX.count)].sorted {
                ($0.box.minY + $0.box.maxY, $0.id) < ($1.box.minY + $1.box.maxY, $1.id)
            }
        }
        return packed
    }

    /// Whether some view's box shares some area with `query`: `views(meeting:)` that stops at the first.
    func meets(_ query: Box) -> Bool {
        if !everywhere.isEmpty { return true }
        guard let top = levels.last, !top.isEmpty else { return false }
        var stack: [(level: Int, node: Int)] = [(levels.count - 1, 0)]
        while let (level, node) = stack.popLast() {
            guard levels[level][node].intersects(query) else { continue }
            if level == 0 { return true }
            for child in node * Self.fanout..<min((node + 1) * Self.fanout, levels[level - 1].count) {
                stack.append((level - 1, child))
            }
        }
        return false
    }

    /// The views whose boxes share some area with `query`, in no particular order.
    func views(meeting query: Box) -> [ViewID] {
        var found = everywhere
        guard let top = levels.last, !top.isEmpty else { return found }
        var stack: [(level: Int, node: Int)] = [(levels.count - 1, 0)]
        while let (level, node) = stack.popLast() {
            guard levels[level][node].intersects(query) else { continue }
            if level == 0 {
                found.append(ids[node])
                continue
            }
            let below = levels[level - 1]
            for child in node * Self.fanout..<min((node + 1) * Self.fanout, below.count) {
                stack.append((level - 1, child))
            }
        }
        return found
    }
}
