/// Every piece of `text` between a `start` and the next `end`, in order (the page tests' way to pick out a page's
/// style, scripts and policy).
func between(_ text: String, _ start: String, _ end: String) -> [String] {
    var found: [String] = []
    var rest = text[...]
    while let open = rest.range(of: start), let close = rest[open.upperBound...].range(of: end) {
        found.append(String(rest[open.upperBound..<close.lowerBound]))
        rest = rest[close.upperBound...]
    }
    return found
}
