import HitScopeCore

/// Messages for view names given on the command line that a scene does not have.
public enum ViewLookup {
    /// "no view named 'X' in FILE — did you mean 'Y'?"
    public static func unknownViewMessage(_ name: String, in hierarchy: ViewHierarchy, scene: String) -> String {
        let hint = closest(to: name, in: hierarchy).map { " — did you mean '\(terminalSafe(shortened($0)))'?" } ?? ""
        return "no view named '\(terminalSafe(shortened(name)))' in \(scene)\(hint)"
    }

    /// The first name (in the hierarchy's order) nearest to `name`, case aside. Names are compared in the order of
    /// the least distance their length allows, and none is compared once that is more than the best found: an
    /// 8 MB name among short ones costs its length, not its length times the query's.
    private static func closest(to name: String, in hierarchy: ViewHierarchy) -> String? {
        let lowered = name.lowercased()
        let length = lowered.count
        let candidates = hierarchy.views.indices.map { (bound: abs(hierarchy.views[$0].name.count - length), index: $0) }
            .sorted { ($0.bound, $0.index) < ($1.bound, $1.index) }
        var best: (index: Int, distance: Int)?
        for candidate in candidates {
            if let best, candidate.bound > best.distance || (candidate.bound == best.distance && candidate.index > best.index) { break }
            let distance = editDistance(lowered, hierarchy.views[candidate.index].name.lowercased())
            if let current = best, (current.distance, current.index) <= (distance, candidate.index) { continue }
            best = (candidate.index, distance)
        }
        return best.map { hierarchy.views[$0.index].name }
    }

    /// At most 40 characters of a name, for a message.
    private static func shortened(_ name: String) -> String {
        name.count > 40 ? String(name.prefix(40)) + "…" : name
    }
}
