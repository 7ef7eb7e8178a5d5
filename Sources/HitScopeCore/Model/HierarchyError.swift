/// Why a hierarchy refused a change.
public enum HierarchyError: Error, Hashable, Sendable {
    case emptyName
    case duplicateName(String)
    case unknownRedirectTarget(view: String, target: String)
    case redirectCycle([String])
    case unknownView(String)
    /// A controller's `presentedBy` names no controller of the scene.
    case unknownPresentingController(controller: String, presentedBy: String)
    /// Controllers that present each other in a loop.
    case presentationCycle([String])
}
