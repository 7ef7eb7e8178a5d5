import HitScopeCore

/// A points file given where a scene goes (`hitscope trace points.txt`): said in plain words, with the fix, instead of
/// what the YAML reader makes of `x,y` lines.
enum PointsFileMistake {
    /// The error for `file` when its start (`head`) is `x,y` lines (with blank lines and `#` comments) and nothing
    /// else; nil when it is not.
    static func error(head: String, file: String) -> SceneError? {
        var lines = head.split(separator: "\n", omittingEmptySubsequences: false)
        // The head may end inside a line: judge whole lines only.
        if lines.count > 1 { lines.removeLast() }
        var first: Int?
        for (index, line) in lines.enumerated() {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text.hasPrefix("#") { continue }
            guard PointList.parse(text) != nil else { return nil }
            first = first ?? index + 1
        }
        guard let first else { return nil }
        return SceneError(
            file: file, line: first, column: 1, message: "this is a points file (one X,Y a line), not a scene",
            hint: "name the scene first and give this file to --points: hitscope trace SCENE --points \(shellQuoted(file))")
    }
}
