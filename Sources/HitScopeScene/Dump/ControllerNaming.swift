import HitScopeCore

/// Names the controllers of a dump's views from `_printHierarchy` output taken in the same session: a controller
/// whose view's address is a view's `id` becomes that view's controller, so the responder chain shows it. A
/// controller printed without addresses is matched by place and class (`ControllerPlacement`).
enum ControllerNaming {
    /// The error for a controllers file given where a scene or a dump goes, at its first controller line.
    static func notAScene(_ entry: ControllerHierarchy.Entry, file: String) -> SceneError {
        SceneError(
            file: file, line: entry.line, column: entry.column,
            message: "this is a view controller hierarchy (`_printHierarchy` or Chisel `pvc` output), not a scene or a recursiveDescription dump",
            hint: "pass it with --controllers beside a dump of the same screen: `hitscope trace dump.txt --controllers \(file == "-" ? "controllers.txt" : shellQuoted(file)) --at X,Y`")
    }

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
        var named: [(entry: ControllerHierarchy.Entry, view: ViewID)] = []
        var addressed = 0
        // A dump without addresses (a snapshot file) cannot match addresses: every controller goes by place and class.
        var entries = controllers.entries
        if entries.contains(where: { $0.viewAddress != nil }), !scene.hierarchy.views.contains(where: { $0.sourceID?.hasPrefix("0x") == true }) {
            for index in entries.indices { entries[index].viewAddress = nil }
            warnings.append(
                SceneError(
                    file: file, line: 0, column: 0,
                    message: "the dump has no addresses (a snapshot file), so the controllers' addresses name no view: matched them by place and class instead",
                    hint: "for certainty, take the dump and the controllers in one session, both with addresses"))
        }
        for entry in entries {
            guard let address = entry.viewAddress else { continue }
            addressed += 1
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
            named.append((entry, id))
        }
        let placement = ControllerPlacement(entries, in: scene.hierarchy)
        for match in placement.matches {
            let entry = entries[match.entry]
            named.append((entry, match.view))
            guard match.candidates > 1 else { continue }
            let view = scene.hierarchy[match.view]
            warnings.append(
                SceneError(
                    file: file, line: entry.line, column: entry.column,
                    message: "this controller has no address, and \(match.candidates) <\(entry.viewClass ?? view.className)> views fit its place: took \(view.name), the first",
                    hint: "if another is its view, set `controller:` on that view in the imported scene file"))
        }
        for index in placement.unmatched {
            let entry = entries[index]
            warnings.append(
                SceneError(
                    file: file, line: entry.line, column: entry.column,
                    message: "the view of \(entry.className) (<\(entry.viewClass ?? "view")>) has no address, and no view of its class is where it should be (\(entry.depth == 0 ? "the dump's root" : "under its parent controller's view")), so this controller names no view",
                    hint: "take the dump and the controllers of the same screen"))
        }
        for (entry, id) in named {
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
        }
        if addressed > 0, !named.contains(where: { $0.entry.viewAddress != nil }) {
            warnings.insert(
                SceneError(
                    file: file, line: 0, column: 0,
                    message: "no controller's view is in the scene: the addresses do not match",
                    hint: "take the dump and the controllers in the same session (addresses change every run)"),
                at: 0)
        }
        return warnings.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
    }
}
