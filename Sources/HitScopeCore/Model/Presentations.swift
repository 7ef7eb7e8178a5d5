extension ViewHierarchy {
    /// Resolves every presented controller's `presentedBy` to the root view of the controller that presented it, for
    /// the responder chain; call once all views are added (as `resolveRedirects()`). A name that is no controller of
    /// the scene, and controllers that present each other in a loop, are refused.
    public mutating func resolvePresentations() throws(HierarchyError) {
        var roots: [String: ViewID] = [:]
        for (index, view) in views.enumerated() {
            if let controller = view.controller, roots[controller.name] == nil { roots[controller.name] = ViewID(index) }
        }
        var resolved: [ViewID: ViewID] = [:]
        for (index, view) in views.enumerated() {
            guard let controller = view.controller, let presenter = controller.presentedBy else { continue }
            guard let root = roots[presenter] else {
                throw .unknownPresentingController(controller: controller.name, presentedBy: presenter)
            }
            resolved[ViewID(index)] = root
        }
        // Follow each chain of presentations once: a controller met twice is a loop.
        var ends: Set<ViewID> = []
        for start in resolved.keys.sorted(by: { $0.index < $1.index }) where !ends.contains(start) {
            var chain: [ViewID] = []
            var current: ViewID? = start
            while let id = current, !ends.contains(id) {
                if let loop = chain.firstIndex(of: id) {
                    throw .presentationCycle((chain[loop...] + [id]).map { self[$0].controller?.name ?? self[$0].name })
                }
                chain.append(id)
                current = resolved[id]
            }
            ends.formUnion(chain)
        }
        presentingRoots = resolved
    }

    /// The root view of the controller that presented the controller whose root view is `root`, if it was presented.
    public func presentingRoot(of root: ViewID) -> ViewID? { presentingRoots[root] }
}
