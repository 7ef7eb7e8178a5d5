/// Hands out the short unique names of imported views: the short class name and a counter per class, in dump
/// order (`UIButton1`, `UIButton2`, `CardView1`; `Button1_1` for a class whose name ends in a digit).
struct DumpNames {
    private var used: Set<String> = []
    private var counters: [String: Int] = [:]

    /// `name` itself if it is free, else a numbered name.
    mutating func claim(_ name: String) -> String {
        used.insert(name).inserted ? name : next(for: name)
    }

    /// The next free numbered name for a class.
    mutating func next(for base: String) -> String {
        var counter = counters[base, default: 0]
        let separator = base.last.map { $0.isASCII && $0.isNumber } == true ? "_" : ""
        while true {
            counter += 1
            let candidate = "\(base)\(separator)\(counter)"
            if used.insert(candidate).inserted {
                counters[base] = counter
                return candidate
            }
        }
    }
}
