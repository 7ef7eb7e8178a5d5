import HitScopeCore

/// Messages for view names given on the command line that a scene does not have.
public enum ViewLookup {
    /// "no view named 'X' in FILE — did you mean 'Y'?"
    public static func unknownViewMessage(_ name: String, in hierarchy: ViewHierarchy, scene: String) -> String {
        let lowered = name.lowercased()
        let closest = hierarchy.views.lazy.map(\.name).min { editDistance(lowered, $0.lowercased()) < editDistance(lowered, $1.lowercased()) }
        let hint = closest.map { " — did you mean '\(terminalSafe($0))'?" } ?? ""
        return "no view named '\(terminalSafe(name))' in \(scene)\(hint)"
    }
}
