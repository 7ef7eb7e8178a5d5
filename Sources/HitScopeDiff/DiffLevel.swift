/// How much a change matters to a team guarding touches, worst first; `--fail-on` names the level that fails.
public enum DiffLevel: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// A view that touches reached no longer gets any.
    case unreachable
    /// A view lost touch area (by at least `--min-change`), or a touch the old version gave a view goes elsewhere.
    case lost
    /// Any other change: a view added, removed or gaining area, a touch that found a taker.
    case changed

    /// Worst first.
    public static func < (lhs: DiffLevel, rhs: DiffLevel) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// `--fail-on`: the level at which `hitscope diff` exits 1.
public enum DiffFailLevel: String, Sendable, Hashable, CaseIterable {
    /// A view no longer reachable.
    case unreachable
    /// A view losing area, or no longer reachable; a touch taken from a view.
    case lost
    /// Any change.
    case any
    /// Never (the default): the diff informs, the exit status stays 0.
    case never

    /// Whether a change at `level` fails the run.
    public func fails(_ level: DiffLevel) -> Bool {
        switch self {
        case .unreachable: level == .unreachable
        case .lost: level <= .lost
        case .any: true
        case .never: false
        }
    }
}
