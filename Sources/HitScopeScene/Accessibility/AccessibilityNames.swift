import HitScopeCore

/// The names of an accessibility scene's views, given in the order the snapshot lists its elements (the page's
/// order, not the drawing order the builder adds them in): the identifier, else the label, else the type and a
/// counter per type (`CollectionView1` is the page's first unnamed collection view); a name already taken falls
/// back to the counter. Only elements that become views are named (not the application, not what an element
/// without a frame takes with it), so the counters have no gaps.
struct AccessibilityNames {
    private var names: [Int: String] = [:]
    /// The name of the synthetic window of a fragment's top-level elements: `window`, unless an element has it.
    private(set) var fragmentWindowName = "window"

    init(_ elements: [AccessibilityElement]) {
        var used: Set<String> = []
        var counters: [String: Int] = [:]
        for index in AccessibilityFragment.viewIndexes(elements) {
            let element = elements[index]
            let base = element.type.isEmpty ? "Element" : element.type
            // A label or identifier of white space alone names nothing (a scene file could not say it).
            let label = element.label.flatMap { $0.isBlank ? nil : $0 }
            var name = element.identifier.flatMap { $0.isBlank ? nil : $0 } ?? label
            if let exact = name, used.contains(exact) { name = nil }
            if name == nil {
                let prefix = base.utf8.last.map(isDigit) == true ? base + "_" : base
                var counter = counters[base, default: 0]
                repeat {
                    counter += 1
                    name = prefix + String(counter)
                } while used.contains(name ?? "")
                counters[base] = counter
            }
            let chosen = name ?? base
            used.insert(chosen)
            names[index] = chosen
        }
        var counter = 0
        while used.contains(fragmentWindowName) {
            counter += 1
            fragmentWindowName = "window" + String(counter)
        }
    }

    /// The name of the element at `index` (one that becomes a view).
    func name(of index: Int) -> String { names[index] ?? "Element" }
}
