import HitScopeRender

/// Cuts text into lines that fit a width, by words, with the estimates every back end can rely on
/// (`TextMetrics` leans wide, so lines never overflow); a word longer than a line is cut with `…`.
enum TextWrap {
    static func lines(_ text: String, size: Double, width: Double, indent: Double = 0) -> [String] {
        guard width > size else { return [text] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let limit = lines.isEmpty ? width : width - indent
            let candidate = current.isEmpty ? word : current + " " + word
            if TextMetrics.width(candidate, size: size) <= limit {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            let nextLimit = width - indent
            current = TextMetrics.fit(word, size: size, maxWidth: nextLimit) ?? ""
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
