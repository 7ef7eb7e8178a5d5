/// Why a hierarchy refused a change.
public enum HierarchyError: Error, Hashable, Sendable {
    case emptyName
    case duplicateName(String)
    case unknownRedirectTarget(view: String, target: String)
    case redirectCycle([String])
    case unknownView(String)
}
