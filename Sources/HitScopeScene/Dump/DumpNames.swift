import HitScopeCore

/// Names imported views: the short class name and a counter per class, in dump order (`UIButton1`, `UIButton2`,
/// `CardView1`; `Button1_1` for a class whose name ends in a digit). A name the hierarchy already has (a class
/// named like another's numbered name) is skipped for the next counter.
struct DumpNames {
    private var counters: [String: Int] = [:]

    /// Adds `view` to `hierarchy` under `parent` (as a window when nil), named `exactly` if that name is free, else
    /// after `base` and a counter.
    mutating func add(
        _ view: View, base: String, exactly: String? = nil, parent: ViewID?, to hierarchy: inout ViewHierarchy
    ) throws(HierarchyError) -> ViewID {
        var view = view
        var candidate = exactly.flatMap { $0.isBlank ? nil : $0 }
        let prefix = base.utf8.last.map(isDigit) == true ? base + "_" : base
        var counter = counters[base, default: 0]
        while true {
            if candidate == nil {
                counter += 1
                candidate = prefix + String(counter)
            }
            view.name = candidate ?? base
            do {
                let id: ViewID
                if let parent {
                    id = try hierarchy.addSubview(view, to: parent)
                } else {
                    id = try hierarchy.addWindow(view)
                }
                counters[base] = counter
                return id
            } catch .duplicateName {
                candidate = nil
            }
        }
    }
}
