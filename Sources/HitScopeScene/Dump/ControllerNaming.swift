import HitScopeCore

/// Names the controllers of a dump's views from `_printHierarchy` output taken in the same session: a controller
/// whose view's address is a view's `id` becomes that view's controller, so the responder chain shows it.
enum ControllerNaming {
    /// Applies `controllers` to `scene`; the warnings say which controllers' views are not in the dump.
    static func apply(_ controllers: ControllerHierarchy, to scene: inout Scene, file: String) throws(SceneError) -> [SceneError] {
        guard !controllers.entries.isEmpty else {
            throw SceneError(
                file: file, line: 0, column: 0,
                message: "no view controllers: no line reads `<Class 0x…>, state: …, view: <View 0x…>`",
                hint: "paste what `po [[[UIWindow keyWindow] rootViewController] _printHierarchy]` (or Chisel's `pvc`) prints")
        }
        var ids: [String: ViewID] = [:]
        for (index, view) in scene.hierarchy.views.enumerated() {
            if let sourceID = view.sourceID { ids[sourceID] = ViewID(index) }
        }
        var warnings: [SceneError] = []
        var named = 0
        for entry in controllers.entries {
            guard let address = entry.viewAddress else { continue }
            guard let id = ids[address] else {
                if !entry.isOffScreen {
                    warnings.append(
                        SceneError(
                            file: file, line: entry.line, column: entry.column,
                            message: "the view of \(entry.className) (<\(entry.viewClass ?? "view") \(address)>) is not in the scene, so this controller names no view",
                            hint: "take the dump and the controllers in the same session, from the same window"))
                }
                continue
            }
            do {
                try scene.hierarchy.update(id) { view in
                    view.controller = ViewController(name: DumpClassName(entry.className).display, touches: view.controller?.touches ?? .forward)
                    view.attributes.removeAll { $0.key == "controllerAddress" }
                    if let controllerAddress = entry.address {
                        view.attributes.insert(ExtraAttribute(key: "controllerAddress", value: controllerAddress), at: 0)
                    }
                }
            } catch {
                throw SceneError(file: file, line: entry.line, column: entry.column, message: "cannot name the controller: \(error)", hint: "report this as a HitScope bug")
            }
            named += 1
        }
        if named == 0 {
            warnings.insert(
                SceneError(
                    file: file, line: 0, column: 0,
                    message: "no controller's view is in the scene: the addresses do not match",
                    hint: "take the dump and the controllers in the same session (addresses change every run)"),
                at: 0)
        }
        return warnings
    }
}
