import Foundation
import HitScopeCore

/// Reads lists of points: one `x,y` per line (blank lines and `#` comments allowed).
public enum PointList {
    /// Parses one `x,y` pair; nil when it is not two finite numbers.
    public static func parse(_ text: String) -> Point? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
            let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
            let y = Double(parts[1].trimmingCharacters(in: .whitespaces)),
            x.isFinite, y.isFinite
        else { return nil }
        return Point(x, y)
    }

    /// Reads a points file (or standard input for `-`).
    public static func read(path: String) throws(SceneError) -> [Point] {
        let text = try SourceFile.decodeUTF8(try SourceFile.load(path), file: path)
        var points: [Point] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let point = parse(line) else {
                throw SceneError(file: path, line: index + 1, column: 1, message: "'\(terminalSafe(String(line.prefix(40))))' is not a point", hint: "write one `x,y` pair of finite numbers per line")
            }
            points.append(point)
        }
        return points
    }
}
