import Glibc
import HitScopeScene

/// Reads a points file the command line names (`--points FILE`, `-` for standard input) under the path rules, a
/// block of whole lines at a time as it arrives (`PointList`).
public enum PointsFile {
    /// Calls `body` with each block of the file's lines in order (at most about `blockSize` bytes each). A line
    /// that is not a point is an error at its line, quoted unless the file was reached through a symbolic link.
    public static func forEachBlock(path: String, rules: PathRules, blockSize: Int = 1 << 16, _ body: (PointBlock) throws -> Void) throws {
        var throughLink = false
        var descriptor: Int32 = 0
        if path != "-" {
            let file = try NamedFile(path, rules: rules, what: "a file of points, one x,y a line")
            descriptor = try file.open(what: "a file of points, one x,y a line")
            throughLink = file.reached.throughLink
        }
        defer { if descriptor != 0 { close(descriptor) } }
        do {
            try PointList.forEachBlock(descriptor: descriptor, file: path, blockSize: blockSize, body)
        } catch let error as SceneError where throughLink {
            throw LinkedFile.unquoted(error)
        }
    }
}
